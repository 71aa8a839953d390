import type { TestCaseInput } from '@tmt/contract';
import type { TestCaseRow } from '../../kernel/db/rows';
import type { TestCase } from '../../kernel/entities';

type General = TestCaseInput['General'];

/**
 * What a case's General fields mean, in one place: the column that stores each one (its type is TestCaseRow's),
 * the entity property that writes it, how a list filters and sorts it, and whether SET_TEST_CASE_PROPERTY may
 * set it on many cases at once. The document, the stored input and the values written all follow this table.
 */
export const caseGeneralFields = {
  Title: { column: 'title', property: 'title', list: 'text', settable: false },
  Description: { column: 'description', property: 'description', list: 'text', settable: false },
  Status: { column: 'status', property: 'status', list: 'text', settable: true },
  Type: { column: 'type', property: 'type', list: 'text', settable: true },
  Automation: { column: 'automation', property: 'automation', list: 'text', settable: true },
  Prioritization: { column: 'prioritization', property: 'prioritization', list: 'text', settable: true },
  EstimatedExecutionTime: {
    column: 'estimated_execution_time',
    property: 'estimatedExecutionTime',
    list: 'integer',
    settable: true,
  },
  User: { column: 'assignee', property: 'assignee', list: 'text', settable: true },
  ImportantAdditionForNextTestRun: {
    column: 'important_addition',
    property: 'importantAddition',
    list: 'boolean',
    settable: true,
  },
} as const satisfies {
  [F in keyof General]: {
    column: keyof TestCaseRow;
    property: keyof TestCase;
    list: 'text' | 'integer' | 'boolean';
    settable: boolean;
  };
};

export type CaseGeneralField = keyof typeof caseGeneralFields;
const generalFieldNames = Object.keys(caseGeneralFields) as CaseGeneralField[];

/** The General fields SET_TEST_CASE_PROPERTY may set, by name, with their column. */
export const settableCaseColumns = Object.fromEntries(
  generalFieldNames.filter((f) => caseGeneralFields[f].settable).map((f) => [f, caseGeneralFields[f].column]),
) as { [F in CaseGeneralField as (typeof caseGeneralFields)[F]['settable'] extends true ? F : never]: string };

type GeneralProperties = Pick<TestCase, (typeof caseGeneralFields)[CaseGeneralField]['property']>;

/** The General fields of a stored case, by document field. A plain loop: documents are built per listed row. */
export function generalOfRow(row: TestCaseRow): General {
  const general: Record<string, unknown> = {};
  for (const field of generalFieldNames) general[field] = row[caseGeneralFields[field].column];
  return general as General;
}

/** The entity properties a validated General writes. */
export function propertiesOfGeneral(general: General): GeneralProperties {
  const properties: Record<string, unknown> = {};
  for (const field of generalFieldNames) properties[caseGeneralFields[field].property] = general[field];
  return properties as GeneralProperties;
}
