import { randomUUID } from 'node:crypto';
import { TestCaseInput, TestFolderGeneralInput } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { parseInput } from '../../kernel/documents/parse-input';
import { TestCase, TestFolder, TestTreeLink } from '../../kernel/entities';
import { invalidParams } from '../../kernel/errors';
import { nextBusinessNumber } from '../../kernel/ids/next-business-id';
import { refreshCaseRiskLevels } from '../risk/refresh-risk-levels';
import { syncTags } from '../tags/sync-tags';
import { linkRefOf } from '../tree/link-ref';
import { appendKeyInTree } from '../tree/order-keys';
import { lockTreeParent, parentPathText } from '../tree/tree-parent';
import { caseValues } from './case-values';

interface Input {
  documentModelName: string;
  document: { Root?: Record<string, unknown> };
  parentNodeDocRef: string;
}

/** CREATE_TEST_CASE_TREE_NODE: a case or folder appended as the last child of a suite or folder. */
export async function createTreeNode(ctx: ServiceContext, input: Input) {
  const isFolder = input.documentModelName === 'TestFolder-dm';
  if (!isFolder && input.documentModelName !== 'TestCase-dm') {
    throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', {
      method: 'CREATE_TEST_CASE_TREE_NODE',
      model: input.documentModelName,
    });
  }
  const root = input.document.Root ?? {};
  const folder = isFolder ? parseInput(TestFolderGeneralInput, root.General, ['document', 'Root', 'General']) : null;
  const testCase = isFolder ? null : parseInput(TestCaseInput, root, ['document', 'Root']);
  return ctx.tx(async (tx) => {
    const parent = await lockTreeParent(tx, input.parentNodeDocRef, 'parentNodeDocRef');
    const tenantId = ctx.principal.tenantId;
    const projectId = parent.scoped.project.id;
    const user = ctx.principal.username;
    const now = new Date();
    const placement = {
      id: randomUUID(),
      tenantId,
      projectId,
      versionId: parent.row.version_id,
      suiteId: parent.suiteId,
      createdBy: user,
      createdOn: now,
      editedBy: user,
      editedOn: now,
    };
    const number = await nextBusinessNumber(tx.em, tenantId, `${isFolder ? 'F' : 'C'}:${projectId}`);
    if (folder) {
      tx.em.create(TestFolder, {
        ...placement,
        businessId: `F_${number}`,
        title: folder.Title,
        description: folder.Description,
      });
    } else if (testCase) {
      tx.em.create(TestCase, {
        ...placement,
        businessId: `C_${number}`,
        ...caseValues(testCase),
        creatingEvent: 'USER_MANUALLY',
        path: parentPathText(parent),
        isImported: false,
        frozen: false,
      });
      await syncTags(tx, parent.scoped.project.parentId ?? projectId, testCase.Criteria.Tags);
    }
    tx.em.create(TestTreeLink, {
      id: randomUUID(),
      tenantId,
      versionId: placement.versionId,
      suiteId: parent.suiteId,
      parentId: parent.row.id,
      parentIsFolder: parent.isFolder,
      childId: placement.id,
      childIsFolder: isFolder,
      orderKey: await appendKeyInTree(tx, parent.row.id),
    });
    await tx.em.flush();
    if (testCase) await refreshCaseRiskLevels(tx, [placement.id]);
    return linkRefOf(tx, placement.id);
  });
}
