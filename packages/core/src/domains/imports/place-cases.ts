import type { ServiceContext } from '../../kernel/context';
import { MAX_DEPTH, type Problem } from './stage-cases';

/** The suites an import puts cases into: by title, an existing one of the version or one to create. */
export interface SuitePlan {
  title: string;
  id: string | null;
}

/**
 * Works out where the staged cases go, writing only temporary tables: each case's suite (the target, or the one
 * its `suite` names), its folder (an existing folder of that title under the same parent is reused, level by level,
 * else a new one is planned: `import_folder`), and whether it updates a case imported before from the same tool
 * (matched by `source_key` in the version) or is new. A dry run stops here; so does a run with problems. Cases
 * that repeat an external id are problems too. Answers the problems found here.
 */
export async function placeCases(
  ctx: ServiceContext,
  versionId: string,
  targetSuite: { id: string | null; title: string },
): Promise<{ suites: SuitePlan[]; problems: Problem[]; duplicates: number }> {
  const { em } = ctx;
  const tenantId = ctx.principal.tenantId;
  // The columns planning reads (its wide texts and steps are only copied, and cost the most to sample).
  await em.execute('ANALYZE import_case (ord, bad, suite, path, source_key)');
  const duplicates = await em.execute<{ at: string; first: string; external_id: string; n: number }[]>(
    `SELECT (array_agg(at ORDER BY ord))[2] AS at, (array_agg(at ORDER BY ord))[1] AS first, external_id,
       count(*)::int AS n
     FROM import_case WHERE NOT bad GROUP BY source_key, external_id HAVING count(*) > 1 ORDER BY min(ord) LIMIT 1000`,
  );
  await em.execute(
    `UPDATE import_case c SET bad = true FROM (SELECT source_key FROM import_case WHERE NOT bad GROUP BY source_key
       HAVING count(*) > 1) d WHERE c.source_key = d.source_key`,
  );
  const problems = duplicates.map((d) => ({
    at: d.at,
    problem: d.external_id
      ? `the id ${d.external_id} is given to ${d.n} cases (first at ${d.first})`
      : `${d.n} cases with the same title in the same folder (first at ${d.first}) and no id to tell them apart`,
  }));

  // Suites: the target, and those a spreadsheet's suite column names, found by title in the version.
  const titles = await em.execute<{ title: string | null }[]>(
    'SELECT suite AS title FROM import_case WHERE NOT bad GROUP BY suite ORDER BY min(ord)',
  );
  const suites: SuitePlan[] = [];
  for (const { title } of titles) {
    const wanted = title ?? targetSuite.title;
    if (title === null && targetSuite.id) {
      suites.push({ title: wanted, id: targetSuite.id });
      continue;
    }
    const [found] = await em.execute<{ id: string }[]>(
      'SELECT id FROM test_suite WHERE tenant_id = ? AND version_id = ? AND title = ? ORDER BY order_key LIMIT 1',
      [tenantId, versionId, wanted],
    );
    suites.push({ title: wanted, id: found?.id ?? null });
  }
  await em.execute('CREATE TEMP TABLE import_suite (title text PRIMARY KEY, suite_id uuid) ON COMMIT DROP');
  await em.execute(
    `INSERT INTO import_suite (title, suite_id)
     SELECT x.title, coalesce(x.id, gen_random_uuid()) FROM jsonb_to_recordset(?::jsonb) AS x(title text, id uuid)
     ON CONFLICT (title) DO NOTHING`,
    [JSON.stringify(suites)],
  );
  // Folders, one level at a time: reused when their parent has a folder of that title, else new.
  await em.execute(
    `CREATE TEMP TABLE import_folder ON COMMIT DROP AS
     SELECT s.suite_id, c.path[1:d] AS path, d AS depth, c.path[d] AS title, min(c.ord) AS ord,
       NULL::uuid AS parent_id, NULL::uuid AS folder_id, false AS is_new
     FROM import_case c JOIN import_suite s ON s.title = coalesce(c.suite, ?),
       generate_series(1, least(cardinality(c.path), ?)) d
     WHERE NOT c.bad GROUP BY s.suite_id, c.path[1:d], d, c.path[d]`,
    [targetSuite.title, MAX_DEPTH],
  );
  await em.execute('CREATE INDEX ON import_folder (suite_id, path)');
  await em.execute('ANALYZE import_folder');
  const [deepest] = await em.execute<{ depth: number | null }[]>('SELECT max(depth) AS depth FROM import_folder');
  for (let depth = 1; depth <= (deepest?.depth ?? 0); depth++) {
    await em.execute(
      depth === 1
        ? 'UPDATE import_folder SET parent_id = suite_id WHERE depth = 1'
        : `UPDATE import_folder f SET parent_id = p.folder_id FROM import_folder p
           WHERE f.depth = ? AND p.depth = ? AND p.suite_id = f.suite_id AND p.path = f.path[1:?]`,
      depth === 1 ? [] : [depth, depth - 1, depth - 1],
    );
    await em.execute(
      `UPDATE import_folder f SET folder_id = found.id FROM (
         SELECT DISTINCT ON (l.parent_id, tf.title) l.parent_id, tf.title, tf.id
         FROM test_tree_link l JOIN test_folder tf ON tf.id = l.child_id
         WHERE l.tenant_id = ? AND l.child_is_folder
           AND l.parent_id IN (SELECT parent_id FROM import_folder WHERE depth = ?)
         ORDER BY l.parent_id, tf.title, l.order_key) found
       WHERE f.depth = ? AND found.parent_id = f.parent_id AND found.title = f.title`,
      [tenantId, depth, depth],
    );
    await em.execute(
      'UPDATE import_folder SET folder_id = gen_random_uuid(), is_new = true WHERE depth = ? AND folder_id IS NULL',
      [depth],
    );
  }
  // Each case's suite and parent; a case imported before from the same tool is updated where it is, the others
  // are new. One pass: every update of a staged row rewrites it whole (its steps and texts too).
  await em.execute(
    `UPDATE import_case c SET suite_id = p.suite_id, parent_id = p.parent_id, case_id = p.case_id, is_new = p.is_new
     FROM (SELECT x.ord, s.suite_id, coalesce(f.folder_id, s.suite_id) AS parent_id,
             coalesce(t.id, gen_random_uuid()) AS case_id, t.id IS NULL AS is_new
           FROM import_case x JOIN import_suite s ON s.title = coalesce(x.suite, ?)
             LEFT JOIN import_folder f ON f.suite_id = s.suite_id AND f.path = x.path
             LEFT JOIN test_case t ON t.tenant_id = ? AND t.version_id = ? AND t.source_key = x.source_key
           WHERE NOT x.bad) p
     WHERE c.ord = p.ord`,
    [targetSuite.title, tenantId, versionId],
  );
  return { suites, problems, duplicates: duplicates.length };
}

/** What a dry run answers (and a real run after writing): how many suites, folders, cases and steps. */
export async function planCounts(ctx: ServiceContext) {
  const [row] = await ctx.em.execute<
    { new_folders: number; reused_folders: number; new_cases: number; updated_cases: number; steps: number }[]
  >(
    `SELECT (SELECT count(*) FROM import_folder WHERE is_new)::int AS new_folders,
       (SELECT count(*) FROM import_folder WHERE NOT is_new)::int AS reused_folders,
       (SELECT count(*) FROM import_case WHERE NOT bad AND is_new)::int AS new_cases,
       (SELECT count(*) FROM import_case WHERE NOT bad AND NOT is_new)::int AS updated_cases,
       (SELECT coalesce(sum(jsonb_array_length(steps)), 0) FROM import_case WHERE NOT bad)::int AS steps`,
  );
  return {
    folders: { created: row!.new_folders, reused: row!.reused_folders },
    cases: { created: row!.new_cases, updated: row!.updated_cases },
    steps: row!.steps,
  };
}
