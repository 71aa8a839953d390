import { randomUUID } from 'node:crypto';
import { TestCaseInput, TestFolderGeneralInput } from '@tmt/contract';
import { caseValues } from '../cases/case-values';
import type { ServiceContext } from '../context';
import { parseInput } from '../documents/parse-input';
import { TestCase, TestFolder, TestTreeLink } from '../entities';
import { invalidParams } from '../errors';
import { nextBusinessNumber } from '../ids/next-business-id';
import { syncTags } from '../tags/sync-tags';
import { linkRefOf } from './link-ref';
import { appendKeyInTree } from './order-keys';
import { lockTreeParent, parentPathText } from './tree-parent';

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
  return ctx.em.transactional(async (em) => {
    const txCtx = { ...ctx, em };
    const parent = await lockTreeParent(txCtx, input.parentNodeDocRef, 'parentNodeDocRef');
    const tenantId = ctx.principal.tenantId;
    const projectId = parent.scoped.project.id;
    const user = ctx.principal.username;
    const now = new Date();
    const placement = {
      id: randomUUID(),
      tenantId,
      projectId,
      versionId: parent.row.version_id as string,
      suiteId: parent.suiteId,
      createdBy: user,
      createdOn: now,
      editedBy: user,
      editedOn: now,
    };
    const number = await nextBusinessNumber(em, tenantId, `${isFolder ? 'F' : 'C'}:${projectId}`);
    if (folder) {
      em.create(TestFolder, {
        ...placement,
        businessId: `F_${number}`,
        title: folder.Title,
        description: folder.Description,
      });
    } else if (testCase) {
      em.create(TestCase, {
        ...placement,
        businessId: `C_${number}`,
        ...caseValues(testCase),
        creatingEvent: 'USER_MANUALLY',
        path: parentPathText(parent),
        isImported: false,
        frozen: false,
      });
      await syncTags(em, tenantId, parent.scoped.project.parentId ?? projectId, testCase.Criteria.Tags, user);
    }
    em.create(TestTreeLink, {
      id: randomUUID(),
      tenantId,
      versionId: placement.versionId,
      suiteId: parent.suiteId,
      parentId: parent.row.id as string,
      parentIsFolder: parent.isFolder,
      childId: placement.id,
      childIsFolder: isFolder,
      orderKey: await appendKeyInTree(em, tenantId, parent.row.id as string),
    });
    await em.flush();
    return linkRefOf(txCtx, placement.id);
  });
}
