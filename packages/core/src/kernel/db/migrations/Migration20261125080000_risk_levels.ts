import { Migration } from '@mikro-orm/migrations';

/**
 * `tmt_freeze_run_cases` of Migration20261123020000_closed_run_snapshots, under a name of its own, with each case's
 * risk level document in its snapshot: the close calls this one, so the older function stays as that migration
 * left it.
 */
const freezeRunCasesWithRisk = `
CREATE FUNCTION tmt_freeze_run_cases_with_risk(p_tenant text, p_runs uuid[]) RETURNS integer LANGUAGE sql AS $$
        WITH RECURSIVE recorded AS (
          SELECT DISTINCT e.case_id FROM test_execution e
          WHERE e.tenant_id = p_tenant AND e.run_id = ANY(p_runs) AND e.case_snapshot IS NULL
        ), up AS (
          SELECT l.child_id AS node, l.parent_id, l.parent_is_folder, 1 AS depth
          FROM recorded JOIN test_tree_link l ON l.tenant_id = p_tenant AND l.child_id = recorded.case_id
          UNION ALL
          SELECT up.node, l.parent_id, l.parent_is_folder, up.depth + 1
          FROM up JOIN test_tree_link l ON l.tenant_id = p_tenant AND l.child_id = up.parent_id
          WHERE up.parent_is_folder
        ), paths AS (
          SELECT up.node,
            jsonb_build_object(
              'nodeNames', jsonb_agg(coalesce(f.title, s.title) ORDER BY up.depth DESC),
              'nodePaths', jsonb_agg(jsonb_build_object('id', up.parent_id, 'type',
                CASE WHEN up.parent_is_folder THEN 'TestFolder-dm' ELSE 'TestSuite-dm' END) ORDER BY up.depth DESC)
            ) AS path
          FROM up
          LEFT JOIN test_folder f ON up.parent_is_folder AND f.tenant_id = p_tenant AND f.id = up.parent_id
          LEFT JOIN test_suite s ON NOT up.parent_is_folder AND s.tenant_id = p_tenant AND s.id = up.parent_id
          GROUP BY up.node
        ), frozen AS (
          UPDATE test_execution e SET case_snapshot = (to_jsonb(c) - 'search_en' - 'search_de') || jsonb_build_object(
              'frozen', true,
              'suite_business_id', s.business_id,
              'suite_order_key', s.order_key,
              'version_number', v.version_number,
              'version_title', v.title,
              'tree_path', coalesce(paths.path, '{"nodeNames": [], "nodePaths": []}'),
              'risk_level', to_jsonb(rl))
          FROM test_case c
          JOIN test_suite s ON s.tenant_id = c.tenant_id AND s.id = c.suite_id
          JOIN project_version v ON v.tenant_id = c.tenant_id AND v.id = c.version_id
          LEFT JOIN paths ON paths.node = c.id
          LEFT JOIN risk_level rl ON rl.case_id = c.id
          WHERE e.tenant_id = p_tenant AND e.run_id = ANY(p_runs) AND e.case_snapshot IS NULL
            AND c.tenant_id = e.tenant_id AND c.id = e.case_id
          RETURNING e.id
        )
        SELECT count(*)::int FROM frozen
      $$;
`;

/** `tmt_refresh_risk_levels` as this migration created it (Migration20261127060000 replaces its test-history part). */
export const refreshRiskLevelsFunction = `
      -- Set-based over many cases at once: the planner's estimates for it are poor, and compiling it just in time
      -- would cost more than running it.
      CREATE FUNCTION tmt_refresh_risk_levels(p_tenant text, p_cases uuid[], p_include_closed boolean DEFAULT false)
        RETURNS TABLE (refreshed_case_id uuid, refreshed_risk jsonb) LANGUAGE plpgsql
        SET jit = off SET work_mem = '64MB' AS $$
      DECLARE
        v_cases uuid[];
      BEGIN
        -- The cases still there, and their documents locked in id order: two refreshes of one case queue, and the
        -- later one computes from what the earlier committed, as every statement below reads afresh. (A case deleted
        -- meanwhile fails the document's foreign key: the call meets a concurrent change.) Every statement starts
        -- from the ids, so that the cases are found by their keys however the tables grew since its plan was made.
        SELECT coalesce(array_agg(DISTINCT c.id ORDER BY c.id), '{}') INTO v_cases
        FROM unnest(p_cases) AS x(id) JOIN test_case c ON c.id = x.id JOIN project_version v ON v.id = c.version_id
        WHERE c.tenant_id = p_tenant AND (p_include_closed OR v.status <> 'closed');
        PERFORM 1 FROM unnest(v_cases) AS x(id) JOIN risk_level rl ON rl.case_id = x.id
          ORDER BY rl.case_id FOR UPDATE OF rl;
        RETURN QUERY
        WITH target AS MATERIALIZED (
          SELECT c.id, c.project_id, c.version_id, c.business_id, c.type, c.prioritization, c.risk,
                 v.version_number, v.status AS version_status
          FROM unnest(v_cases) AS x(id) JOIN test_case c ON c.id = x.id JOIN project_version v ON v.id = c.version_id
          WHERE c.tenant_id = p_tenant
        ), cfg AS (
          SELECT p.project_id,
            string_to_array(coalesce(r.s->>'TestHistoryFrequency', '20,40,60,80'), ',')::numeric[] AS ft,
            string_to_array(coalesce(r.s->>'TestHistorySeverity', '0.75,1.5,3.5,5'), ',')::numeric[] AS st,
            coalesce(r.s->'ClusterDefectWeightMapping',
              '{"Blocker": 10, "Critical": 5, "Major": 2, "Normal": 1, "Minor": 0.5}'::jsonb) AS weights,
            translate(coalesce(r.s->>'testHistoryRiskLevelMatrixStr',
              'H,H,H,M,M;H,H,M,M,L;H,M,M,L,L;M,M,L,L,L;M,L,L,L,L'), ',;', '') AS hm,
            translate(coalesce(r.s->>'releaseScopeRiskLevelMatrixStr', 'H,H,H,M,M;M,M,M,L,L;L,L,L,L,L'), ',;', '') AS sm,
            coalesce((r.s->>'TestHistoryExecutionCount')::int, 10) AS depth,
            coalesce(r.s->>'DefaultDefectCategory', 'Normal') AS default_category
          FROM (SELECT DISTINCT t.project_id FROM target t) p
          LEFT JOIN project_setting ps ON ps.tenant_id = p_tenant AND ps.project_id = p.project_id
          CROSS JOIN LATERAL (SELECT ps.settings #> '{generalSetting,riskBaseSetting}' AS s) r
        ), ranked AS (
          -- The counted results of each case in its version and the ones before, newest first.
          SELECT t.id AS case_id, e.result, e.defects, e.tested_on,
            row_number() OVER (PARTITION BY t.id ORDER BY e.tested_on DESC, e.id DESC) AS n
          FROM target t
          JOIN project_version hv ON hv.tenant_id = p_tenant AND hv.project_id = t.project_id
            AND hv.version_number <= t.version_number
          JOIN test_case hc ON hc.tenant_id = p_tenant AND hc.version_id = hv.id AND hc.business_id = t.business_id
          JOIN test_execution e ON e.tenant_id = p_tenant AND e.case_id = hc.id
          WHERE e.result IN (2, 5, 6) AND e.tested_on IS NOT NULL
        ), recent AS MATERIALIZED (
          SELECT k.* FROM ranked k JOIN target t ON t.id = k.case_id JOIN cfg ON cfg.project_id = t.project_id
          WHERE k.n <= cfg.depth
        ), history AS (
          SELECT k.case_id, count(*)::int AS counted, count(*) FILTER (WHERE k.result IN (5, 6))::int AS failed,
            max(k.tested_on) AS last_tested_on
          FROM recent k GROUP BY k.case_id
        ), named AS MATERIALIZED (
          -- Every defect named on a counted result, and what follows its last colon.
          SELECT k.case_id, trim(d.raw) AS raw, lower(trim(split_part(d.raw, ':', -1))) AS suffix
          FROM recent k CROSS JOIN LATERAL unnest(string_to_array(k.defects, ',')) AS d(raw)
          WHERE k.defects IS NOT NULL AND trim(d.raw) <> ''
        ), parsed AS MATERIALIZED (
          -- Its id (compared in capitals) and the category it names, if what follows its last colon is one.
          SELECT n.case_id, upper(CASE WHEN c.named THEN trim(left(n.raw, length(n.raw) - length(split_part(n.raw, ':', -1)) - 1))
              ELSE n.raw END) AS defect_id,
            CASE WHEN c.named THEN initcap(n.suffix) END AS category
          FROM named n CROSS JOIN LATERAL (SELECT n.suffix IN ('blocker', 'critical', 'major', 'normal', 'minor')
            AND position(':' IN n.raw) > 1 AS named) c
        ), weighed AS (
          -- One entry per distinct defect of a case, at the heaviest category it was named with.
          SELECT p.case_id, p.defect_id, max(w.weight) AS weight,
            (array_agg(w.category ORDER BY w.weight DESC, w.category))[1] AS category
          FROM parsed p JOIN target t ON t.id = p.case_id JOIN cfg ON cfg.project_id = t.project_id
          CROSS JOIN LATERAL (SELECT coalesce(p.category, cfg.default_category) AS category) k
          CROSS JOIN LATERAL (SELECT k.category, coalesce((cfg.weights->>k.category)::numeric, 0) AS weight) w
          GROUP BY p.case_id, p.defect_id
        ), severity AS (
          SELECT w.case_id, least(10, sum(w.weight)) AS severity,
            jsonb_agg(jsonb_build_object('Id', w.defect_id, 'Category', w.category, 'Weight', w.weight)
              ORDER BY w.weight DESC, w.defect_id) AS defects
          FROM weighed w GROUP BY w.case_id
        ), sections AS (
          -- A section is 5 less the thresholds the value reaches.
          SELECT t.*, cfg.hm, cfg.sm, coalesce(h.counted, 0) AS counted, coalesce(h.failed, 0) AS failed,
            h.last_tested_on, coalesce(sv.severity, 0) AS severity, coalesce(sv.defects, '[]'::jsonb) AS defects,
            CASE WHEN h.counted > 0 THEN 5 - (h.failed * 100 >= cfg.ft[1] * h.counted)::int
              - (h.failed * 100 >= cfg.ft[2] * h.counted)::int - (h.failed * 100 >= cfg.ft[3] * h.counted)::int
              - (h.failed * 100 >= cfg.ft[4] * h.counted)::int END AS freq_section,
            CASE WHEN h.counted > 0 THEN 5 - (coalesce(sv.severity, 0) >= cfg.st[1])::int
              - (coalesce(sv.severity, 0) >= cfg.st[2])::int - (coalesce(sv.severity, 0) >= cfg.st[3])::int
              - (coalesce(sv.severity, 0) >= cfg.st[4])::int END AS sev_section,
            coalesce((t.risk->>'AutoCalculateLikelihood')::boolean AND h.counted > 0, false) AS l_calc,
            coalesce((t.risk->>'AutoCalculateImpact')::boolean AND h.counted > 0, false) AS i_calc
          FROM target t JOIN cfg ON cfg.project_id = t.project_id
          LEFT JOIN history h ON h.case_id = t.id LEFT JOIN severity sv ON sv.case_id = t.id
        ), effective AS (
          SELECT s.*,
            CASE WHEN s.l_calc THEN (ARRAY['ALMOST_CERTAIN', 'LIKELY', 'POSSIBLE', 'UNLIKELY', 'RARE'])[s.freq_section]
              ELSE s.risk->>'Likelihood' END AS likelihood,
            CASE WHEN s.i_calc THEN (ARRAY['SERIOUS', 'MAJOR', 'MODERATE', 'MINOR', 'INSIGNIFICANT'])[s.sev_section]
              ELSE s.risk->>'Impact' END AS impact
          FROM sections s
        ), levels AS (
          SELECT e.*,
            tmt_risk_cell(e.hm, array_position(ARRAY['ALMOST_CERTAIN', 'LIKELY', 'POSSIBLE', 'UNLIKELY', 'RARE'], e.likelihood),
              array_position(ARRAY['SERIOUS', 'MAJOR', 'MODERATE', 'MINOR', 'INSIGNIFICANT'], e.impact)) AS business_level,
            tmt_risk_cell(e.hm, e.freq_section, e.sev_section) AS history_level,
            tmt_risk_cell(e.sm, array_position(ARRAY['MANDATORY', 'OPTIONAL', 'NO_TEST'], e.prioritization),
              array_position(ARRAY['FUNCTIONAL', 'PERFORMANCE', 'SECURITY', 'USABILITY', 'MODEL'], e.type)) AS scope_level
          FROM effective e
        ), scored AS MATERIALIZED (
          SELECT l.*,
            tmt_risk_points(l.business_level) + tmt_risk_points(l.history_level) + tmt_risk_points(l.scope_level) AS points,
            (l.business_level <> 'UNDEFINED')::int + (l.history_level <> 'UNDEFINED')::int
              + (l.scope_level <> 'UNDEFINED')::int AS defined
          FROM levels l
        ), written AS (
          INSERT INTO risk_level AS rl (case_id, tenant_id, project_id, version_id, business_id, likelihood, impact,
            likelihood_calculated, impact_calculated, business_level, counted, failed, frequency, severity, defects,
            last_tested_on, history_level, test_type, priority, scope_level, heatmap_value, heatmap_level,
            created_by, created_on, edited_by, edited_on)
          SELECT s.id, p_tenant, s.project_id, s.version_id, s.business_id, s.likelihood, s.impact, s.l_calc, s.i_calc,
            s.business_level, s.counted, s.failed,
            CASE WHEN s.counted > 0 THEN round(100.0 * s.failed / s.counted, 2)::double precision END,
            CASE WHEN s.counted > 0 THEN round(s.severity, 2)::double precision END,
            s.defects, s.last_tested_on, s.history_level, s.type, s.prioritization, s.scope_level,
            CASE WHEN s.defined > 0 THEN round(50.0 * (s.points::numeric / s.defined - 1))::smallint END,
            CASE WHEN s.defined = 0 THEN 'UNDEFINED' WHEN 2 * s.points >= 5 * s.defined THEN 'HIGH'
              WHEN 2 * s.points >= 3 * s.defined THEN 'MEDIUM' ELSE 'LOW' END,
            'SYSTEM', now(), 'SYSTEM', now()
          FROM scored s
          ON CONFLICT (case_id) DO UPDATE SET project_id = excluded.project_id, version_id = excluded.version_id,
            business_id = excluded.business_id, likelihood = excluded.likelihood, impact = excluded.impact,
            likelihood_calculated = excluded.likelihood_calculated, impact_calculated = excluded.impact_calculated,
            business_level = excluded.business_level, counted = excluded.counted, failed = excluded.failed,
            frequency = excluded.frequency, severity = excluded.severity, defects = excluded.defects,
            last_tested_on = excluded.last_tested_on, history_level = excluded.history_level,
            test_type = excluded.test_type, priority = excluded.priority, scope_level = excluded.scope_level,
            heatmap_value = excluded.heatmap_value, heatmap_level = excluded.heatmap_level,
            edited_on = excluded.edited_on, model_version = rl.model_version + 1
          WHERE (rl.project_id, rl.version_id, rl.business_id, rl.likelihood, rl.impact, rl.likelihood_calculated,
              rl.impact_calculated, rl.business_level, rl.counted, rl.failed, rl.frequency, rl.severity, rl.defects,
              rl.last_tested_on, rl.history_level, rl.test_type, rl.priority, rl.scope_level, rl.heatmap_value,
              rl.heatmap_level)
            IS DISTINCT FROM (excluded.project_id, excluded.version_id, excluded.business_id, excluded.likelihood,
              excluded.impact, excluded.likelihood_calculated, excluded.impact_calculated, excluded.business_level,
              excluded.counted, excluded.failed, excluded.frequency, excluded.severity, excluded.defects,
              excluded.last_tested_on, excluded.history_level, excluded.test_type, excluded.priority,
              excluded.scope_level, excluded.heatmap_value, excluded.heatmap_level)
          RETURNING rl.case_id
        ), risk_written AS (
          -- Calculated likelihoods and impacts become the case's own, where they differ (open versions only).
          UPDATE test_case c SET risk = c.risk || jsonb_build_object('Likelihood', s.likelihood, 'Impact', s.impact)
          FROM scored s
          WHERE c.id = ANY(ARRAY(SELECT k.id FROM scored k WHERE k.l_calc OR k.i_calc)) AND c.id = s.id
            AND s.version_status <> 'closed'
            AND (c.risk->>'Likelihood' IS DISTINCT FROM s.likelihood OR c.risk->>'Impact' IS DISTINCT FROM s.impact)
          RETURNING c.id, c.risk
        )
        SELECT coalesce(w.case_id, r.id), r.risk FROM written w FULL JOIN risk_written r ON r.id = w.case_id;
      END $$;
`;

/**
 * Risk level documents (RiskLevel-dm): one row per case, computed by `tmt_refresh_risk_levels` from the case
 * (likelihood, impact, type, priority), its test history and its project's risk settings — the model the user guide's
 * "Risk" chapter describes. The function is the one place the model is computed: the calls that change an input call
 * it in their transaction, REBUILD_RISK_LEVEL_DOCUMENTS calls it for a version in slices, and this migration calls
 * it once for every case there is. A case's document goes with the case (ON DELETE CASCADE).
 *
 * - Test history: the latest `TestHistoryExecutionCount` results Passed (2), Failed (new) (5) or Failed (known) (6)
 *   of the case — the same id C_n — in the runs of its project or sub project, in its version and the versions
 *   before it. Frequency = 100 × failed / counted; severity = the summed weights of the distinct defects named on those
 *   results (`ID:Category`, else `DefaultDefectCategory`), at most 10.
 * - Each value falls into a section 1 (highest) … 5 by its four thresholds (a value equal to a threshold is in the
 *   higher section); the risk matrix reads frequency section × severity section, and likelihood × impact alike
 *   (ALMOST_CERTAIN and SERIOUS are the first row and column); the release scope matrix reads priority × type.
 * - Heatmap: HIGH 3, MEDIUM 2, LOW 1 points for the defined levels; value = 50 × (mean − 1), 0–100; level HIGH from
 *   75, MEDIUM from 25, else LOW; UNDEFINED without any level.
 * - AutoCalculateLikelihood / AutoCalculateImpact: with a test history, the case's Likelihood follows the frequency
 *   section and its Impact the severity section; the function writes them into the case (open versions only).
 *
 * Closed versions keep their documents as they were at the close: only `p_include_closed` (this migration) touches
 * them. A closed run also freezes its cases' documents in its snapshots (`risk_level` in `case_snapshot`, by
 * `tmt_freeze_run_cases_with_risk`).
 * `test_execution.risk_selection` records why CREATE_RUN_BY_RISK_LEVEL chose an execution's case.
 */
export class Migration20261125080000_risk_levels extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      UPDATE project_setting SET settings = jsonb_set(settings, '{generalSetting,riskBaseSetting}',
        '{"releaseScopeRiskLevelMatrixStr": "H,H,H,M,M;M,M,M,L,L;L,L,L,L,L", "TestHistoryExecutionCount": 10,
          "DefaultDefectCategory": "Normal"}'::jsonb || (settings #> '{generalSetting,riskBaseSetting}'))
      WHERE settings #> '{generalSetting,riskBaseSetting}' IS NOT NULL;

      CREATE TABLE risk_level (
        case_id uuid PRIMARY KEY REFERENCES test_case (id) ON DELETE CASCADE,
        tenant_id text NOT NULL,
        project_id uuid NOT NULL,
        version_id uuid NOT NULL,
        business_id text NOT NULL,
        likelihood text,
        impact text,
        likelihood_calculated boolean NOT NULL,
        impact_calculated boolean NOT NULL,
        business_level text NOT NULL,
        counted integer NOT NULL,
        failed integer NOT NULL,
        frequency double precision,
        severity double precision,
        defects jsonb NOT NULL,
        last_tested_on timestamptz,
        history_level text NOT NULL,
        test_type text,
        priority text,
        scope_level text NOT NULL,
        heatmap_value smallint,
        heatmap_level text NOT NULL,
        created_by text NOT NULL,
        created_on timestamptz NOT NULL,
        edited_by text NOT NULL,
        edited_on timestamptz NOT NULL,
        model_version integer NOT NULL DEFAULT 1
      );
      -- Each sort of the list, led by tenant and version and ended by the tie-breaker; no value sorts lowest.
      CREATE INDEX risk_level_heatmap ON risk_level (tenant_id, version_id, (coalesce(heatmap_value, -1)), case_id);
      CREATE INDEX risk_level_business_id ON risk_level (tenant_id, version_id, length(business_id), business_id, case_id);
      CREATE INDEX risk_level_frequency ON risk_level (tenant_id, version_id, (coalesce(frequency, -1)), case_id);
      CREATE INDEX risk_level_severity ON risk_level (tenant_id, version_id, (coalesce(severity, -1)), case_id);

      ALTER TABLE test_execution ADD COLUMN risk_selection jsonb;

      -- A cell of a risk matrix written without separators (row-major, five cells a row) as a level.
      CREATE FUNCTION tmt_risk_cell(matrix text, row_no integer, col_no integer) RETURNS text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE substr(matrix, (row_no - 1) * 5 + col_no, 1)
          WHEN 'H' THEN 'HIGH' WHEN 'M' THEN 'MEDIUM' WHEN 'L' THEN 'LOW' ELSE 'UNDEFINED' END
      $$;

      -- The heatmap points of a level: HIGH 3, MEDIUM 2, LOW 1, UNDEFINED none.
      CREATE FUNCTION tmt_risk_points(level text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT CASE level WHEN 'HIGH' THEN 3 WHEN 'MEDIUM' THEN 2 WHEN 'LOW' THEN 1 ELSE 0 END
      $$;

${refreshRiskLevelsFunction}
      -- A closed run's snapshots keep their cases' risk documents as they were at the close.
      ${freezeRunCasesWithRisk}

      DO $$
      DECLARE t text;
      BEGIN
        FOR t IN SELECT DISTINCT tenant_id FROM test_case LOOP
          PERFORM tmt_refresh_risk_levels(t, ARRAY(SELECT id FROM test_case WHERE tenant_id = t), true);
        END LOOP;
      END $$;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      DROP FUNCTION tmt_refresh_risk_levels(text, uuid[], boolean);
      DROP FUNCTION tmt_risk_cell(text, integer, integer);
      DROP FUNCTION tmt_risk_points(text);
      DROP TABLE risk_level;
      ALTER TABLE test_execution DROP COLUMN risk_selection;
      DROP FUNCTION tmt_freeze_run_cases_with_risk(text, uuid[]);
      UPDATE project_setting SET settings = jsonb_set(settings, '{generalSetting,riskBaseSetting}',
        (settings #> '{generalSetting,riskBaseSetting}') - 'releaseScopeRiskLevelMatrixStr'
          - 'TestHistoryExecutionCount' - 'DefaultDefectCategory')
      WHERE settings #> '{generalSetting,riskBaseSetting}' IS NOT NULL;
    `);
  }
}
