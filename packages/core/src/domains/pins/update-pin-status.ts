import { type PinnedModelName, parseDocRef, taskParams, type UpdatePinStatusParams } from '@tmt/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../kernel/context';
import { sqlArray } from '../../kernel/db/sql-array';
import { DomainError, notFound } from '../../kernel/errors';
import { type Lockable, lockClause } from '../../kernel/locks';
import { resolveProjectById } from '../../kernel/scope/resolve-project';
import { defineTask } from '../../kernel/tasks/define-task';
import { pinnedDocumentSql, pinOwner } from './pinned-document';

const tables: Record<PinnedModelName, string> = {
  'TestSuite-dm': 'test_suite',
  'TestCase-dm': 'test_case',
  'TestRun-dm': 'test_run',
};
const kinds: Record<PinnedModelName, Lockable> = {
  'TestSuite-dm': 'suite',
  'TestCase-dm': 'case',
  'TestRun-dm': 'run',
};

type PinnedDocument = { model: PinnedModelName; id: string };

/** The documents behind the docRefs, each in its model's table of the caller's tenant, with their projects. */
async function projectsOf(ctx: ServiceContext, documents: PinnedDocument[]) {
  const byModel = (Object.keys(tables) as PinnedModelName[]).map((model) =>
    sqlArray(
      documents.filter((d) => d.model === model).map((d) => d.id),
      'uuid',
    ),
  );
  return ctx.em.execute<{ id: string; project_id: string }[]>(
    (Object.values(tables) as string[])
      .map((table, i) => `SELECT id, project_id FROM ${table} WHERE tenant_id = ? AND id = ANY(${byModel[i]!.sql})`)
      .join(' UNION ALL '),
    byModel.flatMap((ids) => [ctx.principal.tenantId, ids.param]),
  );
}

/** Holds the documents against a concurrent delete until the pins commit, so that delete sees them and clears them. */
async function holdDocuments(ctx: ServiceContext, documents: PinnedDocument[]) {
  for (const [model, table] of Object.entries(tables)) {
    const ids = documents.filter((d) => d.model === model).map((d) => d.id);
    if (!ids.length) continue;
    const array = sqlArray(ids, 'uuid');
    await ctx.em.execute(
      `SELECT 1 FROM ${table} WHERE tenant_id = ? AND id = ANY(${array.sql})${lockClause(kinds[model as PinnedModelName], 'keyShare')}`,
      [ctx.principal.tenantId, array.param],
    );
  }
}

/**
 * UPDATE_PIN_STATUS: the call checks the documents (all found in the caller's tenant, one project, read access);
 * the task pins them for the caller in one INSERT (a pinned one stays as it was, one deleted meanwhile is left out)
 * or unpins them in one DELETE. Result: how many pins changed.
 */
export const updatePinStatusTask = defineTask({
  type: 'UPDATE_PIN_STATUS',
  params: taskParams.UPDATE_PIN_STATUS,
  async request(ctx, { docRefs, pinned }: z.output<typeof UpdatePinStatusParams>) {
    const unique = new Map(docRefs.map((ref) => [parseDocRef(ref).id, ref]));
    const documents = [...unique].map(([id, ref]) => ({ model: parseDocRef(ref).model as PinnedModelName, id }));
    const rows = await projectsOf(ctx, documents);
    if (rows.length < documents.length) {
      const found = new Set(rows.map((row) => row.id));
      throw notFound(unique.get(documents.find((d) => !found.has(d.id))!.id)!);
    }
    const projectId = rows[0]!.project_id;
    if (rows.some((row) => row.project_id !== projectId)) throw new DomainError('INVALID_PARAMS', 'MIXED_PROJECTS');
    const scoped = await resolveProjectById(ctx, projectId, docRefs[0]!, 'read');
    return {
      scope: scoped,
      params: { userId: pinOwner(ctx), projectId, pinned, documents },
      estimatedSeconds: 1,
    };
  },
  async handle({ ctx, params: { userId, projectId, pinned, documents } }) {
    const { em, principal } = ctx;
    if (!pinned) {
      const ids = sqlArray(
        documents.map((d) => d.id),
        'uuid',
      );
      const unpinned = await em.execute(
        `DELETE FROM pin WHERE tenant_id = ? AND user_id = ? AND document_id = ANY(${ids.sql}) RETURNING id`,
        [principal.tenantId, userId, ids.param],
      );
      return { updated: unpinned.length };
    }
    await holdDocuments(ctx, documents);
    const added = await em.execute(
      `INSERT INTO pin (id, tenant_id, user_id, model, document_id, project_id, created_on)
       SELECT gen_random_uuid(), d.tenant_id, ?, d.model, d.document_id, ?, now()
       FROM (SELECT ?::text AS tenant_id, x.model, x.id AS document_id
             FROM jsonb_to_recordset(?::jsonb) AS x(model text, id uuid)) d
       WHERE EXISTS ${pinnedDocumentSql('d')} AND EXISTS (SELECT 1 FROM app_user u WHERE u.id = ?)
       ON CONFLICT (tenant_id, user_id, document_id) DO NOTHING
       RETURNING id`,
      [userId, projectId, principal.tenantId, JSON.stringify(documents), userId],
    );
    return { updated: added.length };
  },
});
