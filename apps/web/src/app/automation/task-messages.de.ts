import type { automationTasksEn } from './task-messages';

/** In German: loaded only when the console speaks German (../messages.de.ts). */
export const automationTasksDe: Record<keyof typeof automationTasksEn, string> = {
  'tasks.type.IMPORT_JUNIT_RESULTS': 'JUnit-Import',
  'tasks.type.EXPORT_QF_DATA_STRUCTURE': 'QF-Test-Struktur',
  'tasks.type.EXPORT_QF_DATA_DETAIL': 'QF-Test-Details',
};
