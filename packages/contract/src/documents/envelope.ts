import { z } from 'zod';
import { AttachmentEntry } from '../attachments';
import { DocumentModelName, RelationshipModel } from '../enums';

/**
 * What every answered document shares: `Root` with the model's groups, the computed `Metadata` and `Attachments`, and
 * `__meta`. Each model's file declares its groups; `modelDocument` wraps them.
 */

export const ModelName = z.union([DocumentModelName, RelationshipModel]);
type ModelName = z.infer<typeof ModelName>;

export const text = z.string();
export const nullableText = z.string().nullable();
export const int = z.number().int();
/** Milliseconds since the epoch. */
export const epochMs = z.number().int();
/** `[{ Value }]`, how tags and value lists are listed for search. */
export const valueItems = z.array(z.strictObject({ Value: z.string() }));
/** Where a document lives: parent project, sub project (`_`: none) and, for version content, the version. */
export const projectFields = { ProjectId: text, SubprojectId: text };
export const versionFields = { ...projectFields, ProjectVersionNumber: int };
/** The version content belongs to, in its Metadata. */
export const AssignedToVersion = z.strictObject({ AssignedToNumber: int, AssignedToTitle: text });
/** The latest saved execution of a case (or of any case of a suite); null when never tested. */
export const LatestExecutionData = z
  .strictObject({
    TestedOn: epochMs,
    TestedBy: text,
    TestRunId: text,
    TestRunTitle: text,
    VersionId: text,
    VersionTitle: text,
    TestCaseId: nullableText,
    TestCaseTitle: nullableText,
  })
  .nullable();

/** Where a node sits: the names and nodes from its suite down to its parent (MOVE_TEST_CASE, executions). */
export const TreePath = z
  .strictObject({
    nodeNames: z.array(z.string()),
    nodePaths: z.array(z.strictObject({ id: z.string(), type: z.enum(['TestSuite-dm', 'TestFolder-dm']) })),
  })
  .meta({ id: 'TreePath' });

/** Metadata of the models a user can pin (suites, cases, runs): whether the caller has pinned the document. */
export const pinMetadata = { IsPinned: z.boolean() };

export const MetadataFields = {
  CreatedBy: text,
  CreatedOn: epochMs,
  DisplayCreatedOn: text,
  EditedBy: text,
  EditedOn: epochMs,
  DisplayEditedOn: text,
};

export const DocumentMetaBlock = z
  .strictObject({
    creator: text,
    modifier: text,
    docRef: text,
    modelReference: ModelName,
    createdAt: text,
    modifiedAt: text,
    modelVersion: int,
  })
  .meta({ id: 'DocumentMeta' });

/** A step's own attachments: those of its document uploaded with `pathToField` `TestSteps.<step Id>`. */
export const stepAttachments = z.array(AttachmentEntry);

/** The `pathToField` that places an attachment at one step of a case or an execution. */
export const stepAttachmentPath = (stepId: string) => `TestSteps.${stepId}`;

/** A model's document: its groups in `Root` beside Metadata (with the model's own extra fields) and Attachments. */
export function modelDocument<
  M extends ModelName,
  Groups extends z.core.$ZodLooseShape,
  Extra extends z.core.$ZodLooseShape = Record<never, never>,
>(model: M, id: string, groups: Groups, metadataExtra?: Extra) {
  const root = z.strictObject({
    ...groups,
    Metadata: z.strictObject({ ...MetadataFields, ...(metadataExtra ?? ({} as Extra)) }),
    Attachments: z.array(AttachmentEntry),
  });
  const document = z
    .strictObject({ Root: root, __meta: DocumentMetaBlock.extend({ modelReference: z.literal(model) }) })
    .meta({ id });
  const answer = z.strictObject({ docRef: text, documentModelName: z.literal(model), document });
  return { root, document, answer };
}
