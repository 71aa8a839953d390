import { docRefOf, parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { DomainError, invalidParams } from '../../kernel/errors';
import { loadScopedRow } from '../../kernel/scope/scoped-row';
import { lockOpenRunsOfCases, relinkMovedExecutions } from '../runs/follow-moved-cases';
import { keyBetween } from '../tree/order-keys';
import { lockTreeParent } from '../tree/tree-parent';
import { treePaths } from '../tree/tree-paths';

interface Input {
  sourceDocRef: string;
  destinationDocRef: string;
  predecessorDocRef?: string | null;
  position?: 'TOP' | 'BOTTOM';
}

const moveError = (message: string) =>
  new DomainError('INVALID_PARAMS', 'INVALID_PARAMS', {}, { issues: [{ path: 'params', message }] });

/**
 * MOVE_TEST_CASE: places a case under a suite or folder of the same version — right after `predecessorDocRef`
 * (a child of the destination), else at the TOP or BOTTOM (default) — by giving it one new order key. Moved to
 * another suite, its executions in open runs follow it.
 */
export async function moveTestCase(ctx: ServiceContext, input: Input) {
  const source = parseDocRef(input.sourceDocRef);
  if (source.model !== 'TestCase-dm')
    throw invalidParams('UNSUPPORTED_DOCUMENT_MODEL', { method: 'MOVE_TEST_CASE', model: source.model });
  const tenantId = ctx.principal.tenantId;
  return ctx.tx(async (tx) => {
    // Open runs before the case: the order a close takes them in.
    await lockOpenRunsOfCases(tx, [source.id]);
    const moving = await loadScopedRow(tx, 'test_case', source.id, input.sourceDocRef, 'write', true);
    const destination = await lockTreeParent(tx, input.destinationDocRef, 'destinationDocRef');
    if (destination.row.version_id !== moving.row.version_id)
      throw moveError('the destination is in another project version');
    const parentId = destination.row.id;
    const sibling = (direction: 'first' | 'last' | 'after', key?: string) =>
      tx.em
        .execute<{ order_key: string }[]>(
          `SELECT order_key FROM test_tree_link WHERE tenant_id = ? AND parent_id = ? AND child_id <> ?
           ${direction === 'after' ? 'AND order_key > ?' : ''}
           ORDER BY order_key ${direction === 'last' ? 'DESC' : 'ASC'} LIMIT 1`,
          [tenantId, parentId, source.id, ...(direction === 'after' ? [key] : [])],
        )
        .then((rows) => rows[0]?.order_key ?? null);
    let key: string;
    if (input.predecessorDocRef) {
      const predecessor = parseDocRef(input.predecessorDocRef);
      const [link] = await tx.em.execute<{ order_key: string }[]>(
        'SELECT order_key FROM test_tree_link WHERE tenant_id = ? AND parent_id = ? AND child_id = ?',
        [tenantId, parentId, predecessor.id],
      );
      if (!link || predecessor.id === source.id)
        throw moveError('predecessorDocRef is not another node of the destination');
      key = keyBetween(link.order_key, await sibling('after', link.order_key));
    } else if (input.position === 'TOP') {
      key = keyBetween(null, await sibling('first'));
    } else {
      key = keyBetween(await sibling('last'), null);
    }
    await tx.em.execute(
      `UPDATE test_tree_link SET parent_id = ?, parent_is_folder = ?, suite_id = ?, order_key = ?
       WHERE tenant_id = ? AND child_id = ?`,
      [parentId, destination.isFolder, destination.suiteId, key, tenantId, source.id],
    );
    await tx.em.execute(
      `UPDATE test_case SET suite_id = ?, edited_by = ?, edited_on = now(), model_version = model_version + 1
       WHERE tenant_id = ? AND id = ?`,
      [destination.suiteId, ctx.principal.username, tenantId, source.id],
    );
    await relinkMovedExecutions(tx, [source.id]);
    const path = (await treePaths(tx, [source.id])).get(source.id)!;
    return { documentSpec: { docRef: docRefOf('TestCase-dm', source.id), documentModelName: 'TestCase-dm' }, path };
  });
}
