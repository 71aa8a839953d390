// No zod here: the console imports this file alone (`@tmt/contract/case-import-fields`), not the whole contract.

/** The files IMPORT_TEST_CASES reads. */
export const importFormats = ['testrail-xml', 'testrail-csv', 'qase-json', 'csv', 'xlsx'] as const;
export type ImportFormat = (typeof importFormats)[number];

/** The case fields a spreadsheet's columns are mapped to. */
export const importFields = [
  'externalId',
  'suite',
  'title',
  'folder',
  'description',
  'preconditions',
  'steps',
  'expected',
  'priority',
  'type',
  'automation',
  'tags',
] as const;
export type ImportField = (typeof importFields)[number];

/** The header TMT's own export writes for each field: a file exported by TMT is imported without a mapping. */
export const exportHeaders: Record<ImportField, string> = {
  externalId: 'ID',
  suite: 'Suite',
  title: 'Title',
  folder: 'Folder',
  description: 'Description',
  preconditions: 'Preconditions',
  steps: 'Step',
  expected: 'Expected result',
  priority: 'Priority',
  type: 'Type',
  automation: 'Automation',
  tags: 'Tags',
};
