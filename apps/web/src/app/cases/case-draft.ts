import type { CaseRoot } from '../lib/documents';

type G = CaseRoot['General'];
type C = CaseRoot['Criteria'];
type R = CaseRoot['Risk'];

/** What the editor changes: every writable field of every group, as the form holds it. */
export interface Draft {
  General: Pick<
    G,
    | 'Title'
    | 'Description'
    | 'Status'
    | 'Type'
    | 'Automation'
    | 'Prioritization'
    | 'EstimatedExecutionTime'
    | 'User'
    | 'ImportantAdditionForNextTestRun'
  >;
  Criteria: Pick<C, 'TimeRelevance' | 'Dependency' | 'TestFocus'> & {
    AdditionalToolsAids: C['AdditionalToolsAids'][number]['Value'][];
    Assignment: C['Assignment'][number]['Value'][];
    Tags: string[];
  };
  Conditions: CaseRoot['Conditions'];
  Sources: CaseRoot['Sources'];
  Risk: Pick<R, 'AutoCalculateLikelihood' | 'Likelihood' | 'AutoCalculateImpact' | 'Impact'>;
  /** `key` tells steps apart in the form; `Id` is the step's own, absent for a new step. */
  TestSteps: { key: string; Id?: string; Action: string; ExpectedResult: string }[];
}

export function draftOf(root: CaseRoot): Draft {
  const g = root.General;
  const c = root.Criteria;
  return {
    General: {
      Title: g.Title,
      Description: g.Description,
      Status: g.Status,
      Type: g.Type,
      Automation: g.Automation,
      Prioritization: g.Prioritization,
      EstimatedExecutionTime: g.EstimatedExecutionTime,
      User: g.User,
      ImportantAdditionForNextTestRun: g.ImportantAdditionForNextTestRun,
    },
    Criteria: {
      TimeRelevance: c.TimeRelevance,
      AdditionalToolsAids: c.AdditionalToolsAids.map((v) => v.Value),
      Assignment: c.Assignment.map((v) => v.Value),
      Dependency: c.Dependency,
      TestFocus: c.TestFocus,
      Tags: c.Tags.split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    },
    Conditions: { Preconditions: root.Conditions.Preconditions },
    Sources: { Tickets: root.Sources.Tickets, Documents: root.Sources.Documents },
    Risk: {
      AutoCalculateLikelihood: root.Risk.AutoCalculateLikelihood,
      Likelihood: root.Risk.Likelihood,
      AutoCalculateImpact: root.Risk.AutoCalculateImpact,
      Impact: root.Risk.Impact,
    },
    TestSteps: root.TestSteps.map((s) => ({ key: s.Id, Id: s.Id, Action: s.Action, ExpectedResult: s.ExpectedResult })),
  };
}

/** The draft as UPDATE_TEST_CASE_TREE_NODE takes it. */
export function documentOf(draft: Draft) {
  return {
    General: { ...draft.General, Title: draft.General.Title.trim() },
    Criteria: { ...draft.Criteria, Tags: draft.Criteria.Tags.join(',') },
    Conditions: draft.Conditions,
    Sources: draft.Sources,
    Risk: draft.Risk,
    TestSteps: draft.TestSteps.map(({ Id, Action, ExpectedResult }) => ({
      ...(Id ? { Id } : {}),
      Action,
      ExpectedResult,
    })),
  };
}

export type Step = Draft['TestSteps'][number];

/** Changes some fields of one group of the draft. */
export type SetGroup = <K extends keyof Draft>(group: K, patch: Partial<Draft[K]>) => void;

/** What the browser keeps of an unsaved edit: the form, and the version of the case it started from. */
export interface KeptDraft {
  draft: Draft;
  modelVersion: number;
}
