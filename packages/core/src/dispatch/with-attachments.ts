import { AttachmentModelName, AttachmentsInput, parseDocRef } from '@tmt/contract';
import { assignAttachments, checkAttachments } from '../domains/attachments/document-attachments';
import type { ServiceContext } from '../kernel/context';
import { parseInput } from '../kernel/documents/parse-input';

/** The table of each model that takes attachments, to find a document's project. */
const tables: Record<AttachmentModelName, string> = {
  'TestSuite-dm': 'test_suite',
  'TestFolder-dm': 'test_folder',
  'TestCase-dm': 'test_case',
  'TestRun-dm': 'test_run',
  'TestRunTestCaseAdditionalFields-dm': 'test_execution',
};

const path = 'params.document.Root.Attachments';

/** The ids a document gives in `Root.Attachments`, or undefined when it gives none or its model takes none. */
function givenAttachments(model: string, document: unknown): string[] | undefined {
  const raw = (document as { Root?: { Attachments?: unknown } } | null)?.Root?.Attachments;
  if (raw === undefined || !AttachmentModelName.safeParse(model).success) return undefined;
  return parseInput(AttachmentsInput, raw, ['document', 'Root', 'Attachments']);
}

async function projectOf(ctx: ServiceContext, model: AttachmentModelName, id: string): Promise<string | undefined> {
  const [row] = await ctx.em.execute<{ project_id: string }[]>(
    `SELECT project_id FROM ${tables[model]} WHERE tenant_id = ? AND id = ?`,
    [ctx.principal.tenantId, id],
  );
  return row?.project_id;
}

/**
 * A modify that may carry `Root.Attachments`: the ids are checked against the document's project before `save`
 * runs (a bad one refuses the whole call), and become the document's attachments after it succeeded. Left out,
 * the attachments stay; models without attachments ignore the group like other read-only input.
 */
export async function withAttachments<T>(
  ctx: ServiceContext,
  docRef: string,
  document: unknown,
  save: () => Promise<T>,
): Promise<T> {
  const { model, id } = parseDocRef(docRef);
  const ids = givenAttachments(model, document);
  if (!ids) return save();
  const projectId = await projectOf(ctx, model as AttachmentModelName, id);
  // An unknown document fails in `save`, as without attachments.
  if (!projectId) return save();
  const [checked = []] = await checkAttachments(ctx, projectId, [{ path, ids }]);
  const saved = await save();
  await ctx.tx((tx) => assignAttachments(tx, [{ documentId: id, ids: checked }]));
  return saved;
}

/**
 * A create that may carry `Root.Attachments`: the new document and its attachments are one transaction, so an id
 * that was never uploaded to the new document's project refuses the call and leaves nothing behind.
 */
export async function addWithAttachments<T>(
  ctx: ServiceContext,
  model: string,
  document: unknown,
  add: (tx: ServiceContext) => Promise<T>,
  createdRef: (added: T) => string,
): Promise<T> {
  const ids = givenAttachments(model, document);
  if (!ids) return add(ctx);
  return ctx.tx(async (tx) => {
    const added = await add(tx);
    const { id } = parseDocRef(createdRef(added));
    const [checked = []] = await checkAttachments(tx, (await projectOf(tx, model as AttachmentModelName, id))!, [
      { path, ids },
    ]);
    await assignAttachments(tx, [{ documentId: id, ids: checked }]);
    return added;
  });
}
