import type { TestCaseInput } from '@tmt/contract';
import type { caseContentColumns } from '../../kernel/documents/columns';
import type { TestCase } from '../../kernel/entities';
import type { TestCaseRow } from '../../kernel/entities/rows';
import type { ListField } from '../../kernel/list/list-query';

type General = TestCaseInput['General'];

/**
 * What a case's General fields mean, in one place: the content column that stores each one (its type is
 * TestCaseRow's), the entity property that writes it, how a list filters and sorts it (null: not listed), and
 * whether SET_TEST_CASE_PROPERTY may set it on many cases at once. The document, the stored input and the values
 * written follow this table.
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
    list: null,
    settable: true,
  },
} as const satisfies {
  [F in keyof General]: {
    column: (typeof caseContentColumns)[number];
    property: keyof TestCase;
    list: ListField['type'] | null;
    settable: boolean;
  };
};

type Fields = typeof caseGeneralFields;
export type CaseGeneralField = keyof Fields;
const generalFieldNames = Object.keys(caseGeneralFields) as CaseGeneralField[];

/** The General fields SET_TEST_CASE_PROPERTY may set, by name, with their column. */
export type SettableCaseField = {
  [F in CaseGeneralField]: Fields[F]['settable'] extends true ? F : never;
}[CaseGeneralField];
export const settableCaseColumns = Object.fromEntries(
  generalFieldNames.filter((f) => caseGeneralFields[f].settable).map((f) => [f, caseGeneralFields[f].column]),
) as Record<SettableCaseField, (typeof caseContentColumns)[number]>;

/** The list fields of the General fields a case list offers, on the case row alias `alias`. */
export function caseGeneralListFields(alias: string): Record<string, ListField> {
  const fields: Record<string, ListField> = {};
  for (const field of generalFieldNames) {
    const { column, list } = caseGeneralFields[field];
    if (list) fields[field] = { column: `${alias}.${column}`, type: list };
  }
  return fields;
}

type GeneralProperties = Pick<TestCase, Fields[CaseGeneralField]['property']>;

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
