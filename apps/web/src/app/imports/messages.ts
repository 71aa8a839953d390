/**
 * The words of importing and exporting test cases that show outside their dialogs (the suites screen, the task
 * tray), merged into the console's one catalogue in ../messages.ts; the dialogs' own words load with them
 * (dialog-messages.ts).
 */
export const importsEn = {
  'tasks.type.IMPORT_TEST_CASES': 'Import test cases',
  'tasks.type.EXPORT_TEST_CASES': 'Export test cases',
  'imports.open': 'Import',
  'exports.suite': 'Export',
  'exports.version': 'Export version',
} as const;
