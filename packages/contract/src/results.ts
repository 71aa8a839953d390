import { z } from 'zod';
import {
  CaseExecutionDocument,
  DocumentAnswerResult,
  ProjectDocument,
  SuiteExecutionDocument,
  TestCaseDocument,
  TestFolderDocument,
  TestSuiteDocument,
  TreePath,
} from './documents';
import { DocumentModelName, RelationshipModel } from './enums';

/**
 * What the server answers, shared by the server's tests, the generated OpenRPC documents and the typed client.
 * Documents are exact per model (`./documents`).
 */

const ModelName = z.union([DocumentModelName, RelationshipModel]);

export const DocRefResult = z.string().meta({ id: 'DocRef', description: '`<model>/<TechnicalId>`' });

export const LinkRefResult = z
  .strictObject({
    id: z.string(),
    linkDescriptor: z.strictObject({
      relationshipModel: RelationshipModel,
      entities: z.array(z.strictObject({ role: z.string(), modelName: ModelName, docRef: z.string() })),
      predecessorLinkRef: z.string().nullable(),
      position: z.number().int(),
    }),
  })
  .meta({ id: 'LinkRef' });

/** The page served; `requestedLimit` says what was asked when the limit was capped. */
const PageResult = z.strictObject({
  offset: z.number().int(),
  limit: z.number().int(),
  requestedLimit: z.number().int().optional(),
});

/** One page of a list: `fullSize` counts the whole list, `page` says what was served (the cap when asked above it). */
export const listResult = <Entry extends z.ZodType>(entry: Entry) =>
  z.strictObject({ fullSize: z.number().int(), page: PageResult, entries: z.array(entry) });

export const DocumentListResult = listResult(DocumentAnswerResult).meta({ id: 'DocumentList' });

/** The testers of a run list's scope, with how many executions each tested. */
const FilterItemMap = z.strictObject({
  Tester: z.array(z.strictObject({ Value: z.string(), DisplayName: z.string(), Count: z.number().int() })),
});

/** LIST_DOCUMENTS: a list of documents; runs add the testers of their scope. */
export const DocumentsListResult = listResult(DocumentAnswerResult).extend({ filterItemMap: FilterItemMap.optional() });

/** Links under each source, as LIST_SUB_PROJECTS and LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN answer them. */
export const LinkResultsResult = z
  .array(
    z.strictObject({
      source: z.strictObject({ docRef: z.string(), relationshipModel: RelationshipModel, role: z.string() }),
      // In a run, a case's entry brings its execution as `relationship`.
      linkResultEntries: listResult(
        z.union([
          z.strictObject({ linkRef: LinkRefResult, document: ProjectDocument.document }),
          z.strictObject({ linkRef: LinkRefResult, document: TestFolderDocument.document }),
          z.strictObject({
            linkRef: LinkRefResult,
            document: TestCaseDocument.document,
            relationship: CaseExecutionDocument.document,
          }),
        ]),
      ),
    }),
  )
  .meta({ id: 'LinkResults' });

export const ProjectsByTenantResult = z.array(
  z.strictObject({ linkRef: z.string(), document: ProjectDocument.document }),
);

export const TestRunListResult = listResult(DocumentAnswerResult).extend({ filterItemMap: FilterItemMap });

export const SuitesInRunResult = listResult(
  z.strictObject({
    linkRef: LinkRefResult,
    document: TestSuiteDocument.document,
    relationship: SuiteExecutionDocument.document,
  }),
);

export const TestCaseExecutionResult = z.strictObject({
  target: TestCaseDocument.answer,
  relationship: CaseExecutionDocument.answer,
});

export const MoveTestCaseResult = z.strictObject({
  documentSpec: z.strictObject({ docRef: z.string(), documentModelName: ModelName }),
  path: TreePath,
});

/** UPDATE_TEST_CASE_TREE_NODE answers the saved content: a case's document, or only General for a folder. */
export const TreeNodeContentResult = z.union([
  TestCaseDocument.document,
  z.strictObject({ General: TestFolderDocument.root.shape.General }),
]);
