/**
 * The names of the automation tasks the task tray shows (it may show them on any screen), merged into the console's
 * one catalogue in ../messages.ts; everything else of automation loads with its dialogs (messages.ts).
 */
export const automationTasksEn = {
  'tasks.type.IMPORT_JUNIT_RESULTS': 'JUnit import',
  'tasks.type.EXPORT_QF_DATA_STRUCTURE': 'QF-Test structure',
  'tasks.type.EXPORT_QF_DATA_DETAIL': 'QF-Test details',
} as const;
