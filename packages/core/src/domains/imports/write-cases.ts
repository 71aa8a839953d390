import { TestCaseInput } from '@tmt/contract';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { ServiceContext } from '../../kernel/context';
import { bulkStatement } from '../../kernel/db/bulk-statement';
import { cursorBatches } from '../../kernel/db/cursor';
import { reserveBusinessNumbers } from '../../kernel/ids/reserve-business-numbers';
import { lockClause, lockRow } from '../../kernel/locks';
import { syncTags } from '../tags/sync-tags';
import type { SuitePlan } from './place-cases';

/** Where an import writes: the project (or sub project) row, its parent project (tags live there), the version. */
export interface ImportPlace {
  projectId: string;
  tagProjectId: string;
  versionId: string;
}

/** A new case's groups as a case created by hand without them gets them. */
const blank = TestCaseInput.parse({ General: { Title: 'blank' } });
const { Tags: _tags, ...blankCriteria } = blank.Criteria;

/** What a case's steps say, without their ids (which each import makes anew). */
const stepTexts = (alias: string) =>
  `jsonb_path_query_array(${alias}.steps, '$[*].Action'), jsonb_path_query_array(${alias}.steps, '$[*].ExpectedResult')`;

/** Tree links written per statement (kept small for the same reason as the batches of cases, see imported-case.ts). */
const LINK_BATCH = 1_000;

/**
 * Writes what placeCases planned, set-based, in the task's transaction: new suites after the version's last one,
 * new folders and cases (ids reserved at once), changed cases imported before updated where they are (a case whose
 * values are all the same is not written), and the new nodes linked under their parents in the file's order after
 * the children already there. Parents are locked first, as every append to a parent does.
 */
export async function writeCases(
  ctx: ServiceContext,
  place: ImportPlace,
  suites: SuitePlan[],
  source: { tool: string; file: string },
): Promise<void> {
  const { em } = ctx;
  const { tenantId, username: user } = ctx.principal;
  const newSuites = suites.filter((suite) => !suite.id).length;
  await lockRow(em, 'version', 'update', tenantId, place.versionId);
  if (newSuites) {
    const [last] = await em.execute<{ order_key: string }[]>(
      'SELECT order_key FROM test_suite WHERE tenant_id = ? AND version_id = ? ORDER BY order_key DESC LIMIT 1',
      [tenantId, place.versionId],
    );
    const keys = generateNKeysBetween(last?.order_key ?? null, null, newSuites);
    const first = await reserveBusinessNumbers(em, tenantId, `S:${place.projectId}`, newSuites);
    await em.execute(
      `INSERT INTO test_suite (id, tenant_id, project_id, version_id, business_id, title, order_key, created_by,
         created_on, edited_by, edited_on)
       SELECT s.suite_id, ?, ?, ?, 'S_' || (? - 1 + n.i), s.title, ?::jsonb ->> (n.i - 1), ?, now(), ?, now()
       FROM (SELECT title, row_number() OVER (ORDER BY x.n)::int AS i FROM jsonb_to_recordset(?::jsonb)
               AS x(title text, id uuid, n int) WHERE id IS NULL) n
       JOIN import_suite s ON s.title = n.title`,
      [
        tenantId,
        place.projectId,
        place.versionId,
        first,
        JSON.stringify(keys),
        user,
        user,
        JSON.stringify(suites.map((suite, n) => ({ ...suite, n }))),
      ],
    );
  }
  // Parents that get children: their rows are locked, so appends from elsewhere take their keys after ours.
  await em.execute(
    `SELECT 1 FROM test_suite WHERE tenant_id = ? AND id IN (SELECT suite_id FROM import_suite) ORDER BY id${lockClause('suite', 'update')}`,
    [tenantId],
  );
  await em.execute(
    `SELECT 1 FROM test_folder WHERE tenant_id = ? AND id IN (
       SELECT parent_id FROM import_folder WHERE is_new UNION SELECT parent_id FROM import_case WHERE is_new)
     ORDER BY id${lockClause('folder', 'update')}`,
    [tenantId],
  );
  const [counts] = await em.execute<{ folders: number; cases: number }[]>(
    `SELECT (SELECT count(*) FROM import_folder WHERE is_new)::int AS folders,
       (SELECT count(*) FROM import_case WHERE NOT bad AND is_new)::int AS cases`,
  );
  const firstFolder = await reserveBusinessNumbers(em, tenantId, `F:${place.projectId}`, counts!.folders);
  await em.execute(
    `INSERT INTO test_folder (id, tenant_id, project_id, version_id, suite_id, business_id, title, created_by,
       created_on, edited_by, edited_on)
     SELECT folder_id, ?, ?, ?, suite_id, 'F_' || (? - 1 + row_number() OVER (ORDER BY ord, depth)), title, ?, now(), ?,
       now()
     FROM import_folder WHERE is_new`,
    [tenantId, place.projectId, place.versionId, firstFolder, user, user],
  );
  const firstCase = await reserveBusinessNumbers(em, tenantId, `C:${place.projectId}`, counts!.cases);
  const sourceInfo = `jsonb_build_object('Tool', ?::text, 'File', ?::text, 'ExternalId', c.external_id)`;
  await em.execute(
    `INSERT INTO test_case (id, tenant_id, project_id, version_id, suite_id, business_id, title, description, type,
       automation, prioritization, estimated_execution_time, criteria, tags, preconditions, sources, risk, steps,
       creating_event, path, triggered_by, triggered_at, is_imported, source_info, source_key, created_by, created_on,
       edited_by, edited_on)
     SELECT c.case_id, ?, ?, ?, c.suite_id, 'C_' || (? - 1 + row_number() OVER (ORDER BY c.ord)), c.title,
       c.description, c.type, c.automation, c.priority, c.estimate, ?::jsonb, c.tags, c.preconditions,
       jsonb_build_object('Tickets', c.tickets, 'Documents', ''), ?::jsonb, c.steps, 'IMPORTED',
       array_to_string(ARRAY[s.title] || c.path, ' / '), ?, now(), true, ${sourceInfo}, c.source_key, ?, now(), ?, now()
     FROM import_case c JOIN import_suite s ON s.suite_id = c.suite_id
     WHERE NOT c.bad AND c.is_new`,
    [
      tenantId,
      place.projectId,
      place.versionId,
      firstCase,
      JSON.stringify(blankCriteria),
      JSON.stringify(blank.Risk),
      user,
      source.tool,
      source.file,
      user,
      user,
    ],
  );
  await em.execute(
    `UPDATE test_case t SET title = c.title, description = c.description, type = c.type, automation = c.automation,
       prioritization = c.priority, estimated_execution_time = c.estimate, tags = c.tags,
       preconditions = c.preconditions, sources = jsonb_set(t.sources, '{Tickets}', to_jsonb(c.tickets)),
       steps = c.steps, source_info = ${sourceInfo}, edited_by = ?, edited_on = now(), model_version = t.model_version + 1
     FROM import_case c
     WHERE NOT c.bad AND NOT c.is_new AND t.id = c.case_id
       AND (t.title, t.description, t.type, t.automation, t.prioritization, t.estimated_execution_time, t.tags,
            t.preconditions, t.sources ->> 'Tickets', ${stepTexts('t')}, t.source_info)
         IS DISTINCT FROM (c.title, c.description, c.type, c.automation, c.priority, c.estimate, c.tags,
            c.preconditions, c.tickets, ${stepTexts('c')}, ${sourceInfo})`,
    [source.tool, source.file, user, source.tool, source.file],
  );
  await linkNewNodes(ctx, place.versionId);
  const tags = await em.execute<{ tag: string }[]>(
    'SELECT DISTINCT unnest(tags) AS tag FROM import_case WHERE NOT bad',
  );
  await syncTags(
    ctx,
    place.tagProjectId,
    tags.map((row) => row.tag),
  );
}

/** A new node and the last key among the children its parent had before the import. */
interface NewNode {
  parent_id: string;
  parent_is_folder: boolean;
  suite_id: string;
  child_id: string;
  child_is_folder: boolean;
  last: string | null;
}

/**
 * The new folders and cases under their parents: in file order, after the children each parent has. The nodes are
 * read through a cursor grouped by parent, so memory holds one batch; each gets the key after its predecessor's.
 * Each parent's last key is looked up once (MATERIALIZED): inlined, the lookup ran once per node.
 */
async function linkNewNodes(ctx: ServiceContext, versionId: string) {
  const tenantId = ctx.principal.tenantId;
  const nodes = cursorBatches<NewNode>(
    ctx,
    `WITH nodes AS (
       SELECT parent_id, depth > 1 AS parent_is_folder, suite_id, folder_id AS child_id, true AS child_is_folder, ord,
         0 AS kind
       FROM import_folder WHERE is_new
       UNION ALL
       SELECT parent_id, parent_id <> suite_id, suite_id, case_id, false, ord, 1 FROM import_case WHERE NOT bad AND is_new),
     parents AS MATERIALIZED (
       SELECT p.parent_id, (SELECT max(l.order_key) FROM test_tree_link l WHERE l.tenant_id = ? AND l.parent_id = p.parent_id)
         AS last
       FROM (SELECT DISTINCT parent_id FROM nodes) p)
     SELECT n.parent_id, n.parent_is_folder, n.suite_id, n.child_id, n.child_is_folder, p.last
     FROM nodes n JOIN parents p USING (parent_id) ORDER BY n.parent_id, n.ord, n.kind`,
    [tenantId],
    LINK_BATCH,
  );
  let parent: string | null = null;
  let key: string | null = null;
  for await (const batch of nodes) {
    const links = batch.map(({ last, ...node }) => {
      if (node.parent_id !== parent) [parent, key] = [node.parent_id, last];
      key = generateKeyBetween(key, null);
      return { ...node, order_key: key };
    });
    await bulkStatement(
      ctx,
      `INSERT INTO test_tree_link (id, tenant_id, version_id, suite_id, parent_id, parent_is_folder, child_id,
         child_is_folder, order_key)
       SELECT gen_random_uuid(), $1, $2, x.suite_id, x.parent_id, x.parent_is_folder, x.child_id, x.child_is_folder,
         x.order_key
       FROM json_to_recordset($3::json) AS x(suite_id uuid, parent_id uuid, parent_is_folder boolean, child_id uuid,
         child_is_folder boolean, order_key text)`,
      [tenantId, versionId, JSON.stringify(links)],
    );
  }
}
