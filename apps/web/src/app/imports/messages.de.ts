import type { importsEn } from './messages';

/** In German: loaded only when the console speaks German (../messages.de.ts). */
export const importsDe: Record<keyof typeof importsEn, string> = {
  'tasks.type.IMPORT_TEST_CASES': 'Testfälle importieren',
  'tasks.type.EXPORT_TEST_CASES': 'Testfälle exportieren',
  'imports.open': 'Importieren',
  'exports.suite': 'Exportieren',
  'exports.version': 'Version exportieren',
};
