import { type CreateProjectVersionParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { notFound } from '../../kernel/errors';
import { ascendingUuid } from '../../kernel/ids/ascending-uuid';
import { lockRow } from '../../kernel/locks';
import { resolveProjectScope } from '../../kernel/scope/resolve-project';
import { defineTask } from '../../kernel/tasks/define-task';
import { copyAttachments } from '../attachments/copy-attachments';
import { copyRiskLevels } from '../risk/refresh-risk-levels';

/**
 * CREATE_PROJECT_VERSION: version N+1 of a project as a copy of its latest version — suites, folders, cases with
 * steps and the tree — in set-based statements that keep business ids and order keys. The project row is locked
 * first, so concurrent requests make N+1, then N+2, never two versions with one number.
 */
export const createProjectVersionTask = defineTask({
  type: 'CREATE_PROJECT_VERSION',
  params: taskParams.CREATE_PROJECT_VERSION,
  async request(ctx, input: z.output<typeof CreateProjectVersionParams>) {
    const general = input.document.Root.General;
    const scoped = await resolveProjectScope(
      ctx,
      { projectId: general.ProjectId, subProjectId: general.SubprojectId },
      'write',
    );
    const [size] = await ctx.em.execute<{ cases: number }[]>(
      `SELECT count(*)::int AS cases FROM test_case c JOIN project_version v ON v.id = c.version_id
       WHERE c.tenant_id = ? AND v.tenant_id = ? AND v.project_id = ? AND v.is_latest_version`,
      [ctx.principal.tenantId, ctx.principal.tenantId, scoped.project.id],
    );
    return {
      scope: scoped,
      params: {
        projectId: scoped.project.id,
        title: general.Title ?? null,
        description: general.Description,
        keyPoints: general.KeyPoints,
      },
      // About 10,000 cases a second on two cores, and never less than a second.
      estimatedSeconds: Math.max(1, Math.ceil((size?.cases ?? 0) / 10_000)),
    };
  },
  async handle({ ctx, params: { projectId, title, description, keyPoints }, progress }) {
    const { em, principal } = ctx;
    const tenantId = principal.tenantId;
    const locked = await lockRow(em, 'project', 'update', tenantId, projectId);
    // The project went away after the request: a rule, not a hiccup — retrying cannot help.
    if (!locked) throw notFound(`Project-dm/${projectId}`);
    const [source] = await em.execute<
      { id: string; version_number: number; title: string; created_on: string; ancestors: number[] }[]
    >(
      'SELECT id, version_number, title, created_on, ancestors FROM project_version WHERE tenant_id = ? AND project_id = ? AND is_latest_version',
      [tenantId, projectId],
    );
    if (!source) throw new Error(`project ${projectId} has no latest version`);
    const number = source.version_number + 1;
    const [created] = await em.execute<{ id: string }[]>(
      `WITH old AS (UPDATE project_version SET is_latest_version = false WHERE id = ? RETURNING id)
     INSERT INTO project_version (id, tenant_id, project_id, version_number, title, description, key_points, status,
       is_latest_version, ancestors, derived_version_number, derived_version_title, derived_version_created_on,
       created_by, created_on, edited_by, edited_on)
     SELECT gen_random_uuid(), ?, ?, ?, ?, ?, ?, 'open', true, ?::jsonb, ?, ?, ?, ?, now(), ?, now() FROM old
     RETURNING id`,
      [
        source.id,
        tenantId,
        projectId,
        number,
        title ?? `Version ${number}`,
        description,
        keyPoints,
        JSON.stringify([...source.ancestors, source.version_number]),
        source.version_number,
        source.title,
        source.created_on,
        principal.username,
        principal.username,
      ],
    );
    const versionId = created!.id;
    await progress(10);
    // Old → new ids of every node, so links can be rewritten in one statement each. The new ids ascend in each
    // table's physical order, the order the copies below read it in, so their inserts append to the indexes.
    await em.execute(
      `CREATE TEMP TABLE version_copy_ids ON COMMIT DROP AS
       SELECT old_id, ${ascendingUuid('row_number() OVER (ORDER BY kind, place)')} AS new_id FROM (
         SELECT id AS old_id, 0 AS kind, ctid AS place FROM test_suite WHERE tenant_id = ? AND version_id = ?
         UNION ALL SELECT id, 1, ctid FROM test_folder WHERE tenant_id = ? AND version_id = ?
         UNION ALL SELECT id, 2, ctid FROM test_case WHERE tenant_id = ? AND version_id = ?
       ) nodes`,
      [tenantId, source.id, tenantId, source.id, tenantId, source.id],
    );
    await em.execute('CREATE UNIQUE INDEX ON version_copy_ids (old_id) INCLUDE (new_id)');
    await em.execute('ANALYZE version_copy_ids');
    await progress(20);
    await em.execute(
      `INSERT INTO test_suite (id, tenant_id, project_id, version_id, business_id, title, description, order_key, tags,
       recommended_priority, created_by, created_on, edited_by, edited_on)
     SELECT m.new_id, s.tenant_id, s.project_id, ?, s.business_id, s.title, s.description, s.order_key, s.tags,
       s.recommended_priority, s.created_by, s.created_on, s.edited_by, s.edited_on
     FROM test_suite s JOIN version_copy_ids m ON m.old_id = s.id WHERE s.tenant_id = ? AND s.version_id = ?`,
      [versionId, tenantId, source.id],
    );
    await progress(30);
    await em.execute(
      `INSERT INTO test_folder (id, tenant_id, project_id, version_id, suite_id, business_id, title, description,
       created_by, created_on, edited_by, edited_on)
     SELECT m.new_id, f.tenant_id, f.project_id, ?, ms.new_id, f.business_id, f.title, f.description,
       f.created_by, f.created_on, f.edited_by, f.edited_on
     FROM test_folder f JOIN version_copy_ids m ON m.old_id = f.id JOIN version_copy_ids ms ON ms.old_id = f.suite_id
     WHERE f.tenant_id = ? AND f.version_id = ?`,
      [versionId, tenantId, source.id],
    );
    await progress(40);
    // The copies keep their full-text vectors instead of computing them again (see test_case_search()).
    await em.execute("SELECT set_config('tmt.copy_search', 'on', true)");
    await em.execute(
      `INSERT INTO test_case (id, tenant_id, project_id, version_id, suite_id, business_id, title, description, status,
       type, automation, prioritization, estimated_execution_time, assignee, important_addition, criteria, tags,
       preconditions, sources, risk, steps, creating_event, path, triggered_by, triggered_at, is_imported, source_info, source_key, created_by, created_on, edited_by, edited_on, search_en, search_de)
     SELECT m.new_id, c.tenant_id, c.project_id, ?, ms.new_id, c.business_id, c.title, c.description, c.status,
       c.type, c.automation, c.prioritization, c.estimated_execution_time, c.assignee, c.important_addition,
       c.criteria, c.tags, c.preconditions, c.sources, c.risk, c.steps, 'NEW_VERSION_CREATED', c.path, ?, now(),
       c.is_imported, c.source_info, c.source_key, c.created_by, c.created_on, c.edited_by, c.edited_on, c.search_en, c.search_de
     FROM test_case c JOIN version_copy_ids m ON m.old_id = c.id JOIN version_copy_ids ms ON ms.old_id = c.suite_id
     WHERE c.tenant_id = ? AND c.version_id = ?`,
      [versionId, principal.username, tenantId, source.id],
    );
    await em.execute(
      `INSERT INTO case_automation_key (case_id, tenant_id, version_id, key)
     SELECT m.new_id, k.tenant_id, ?, k.key FROM case_automation_key k JOIN version_copy_ids m ON m.old_id = k.case_id
     WHERE k.tenant_id = ? AND k.version_id = ?`,
      [versionId, tenantId, source.id],
    );
    await copyRiskLevels(ctx, {
      from: source.id,
      to: versionId,
      ids: { sql: 'SELECT old_id, new_id FROM version_copy_ids' },
    });
    await progress(80);
    await em.execute(
      `INSERT INTO test_tree_link (id, tenant_id, version_id, suite_id, parent_id, parent_is_folder, child_id,
       child_is_folder, order_key)
     SELECT ${ascendingUuid('row_number() OVER ()')}, l.tenant_id, ?, ms.new_id, mp.new_id, l.parent_is_folder,
       mc.new_id, l.child_is_folder, l.order_key
     FROM test_tree_link l
     JOIN version_copy_ids ms ON ms.old_id = l.suite_id
     JOIN version_copy_ids mp ON mp.old_id = l.parent_id
     JOIN version_copy_ids mc ON mc.old_id = l.child_id
     WHERE l.tenant_id = ? AND l.version_id = ?`,
      [versionId, tenantId, source.id],
    );
    await progress(90);
    await copyAttachments(ctx, { sql: 'SELECT old_id, new_id FROM version_copy_ids' });
    return { versionNumber: number, versionDocRef: `ProjectVersion-dm/${versionId}` };
  },
});
