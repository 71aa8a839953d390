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
  const raw = (document as { Root?: { Attachments?: unknown } } | null)?.Root?.Attachments;
  const table = AttachmentModelName.safeParse(model).success ? tables[model as AttachmentModelName] : undefined;
  if (raw === undefined || !table) return save();
  const ids = parseInput(AttachmentsInput, raw, ['document', 'Root', 'Attachments']);
  const [row] = await ctx.em.execute<{ project_id: string }[]>(
    `SELECT project_id FROM ${table} WHERE tenant_id = ? AND id = ?`,
    [ctx.principal.tenantId, id],
  );
  // An unknown document fails in `save`, as without attachments.
  if (!row) return save();
  const [checked = []] = await checkAttachments(ctx, row.project_id, [
    { path: 'params.document.Root.Attachments', ids },
  ]);
  const saved = await save();
  await ctx.tx((tx) => assignAttachments(tx, [{ documentId: id, ids: checked }]));
  return saved;
}
