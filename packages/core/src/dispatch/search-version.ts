import { docRefOf, type SearchHit, type SearchModelName, type SearchVersionParams } from '@tmt/contract';
import type { ServiceContext } from '../kernel/context';
import { resolveVersionScope } from '../kernel/scope/resolve-version';

/** An id as typed: `C_12`, `S_3` or `TS_3`, `R_5` or `TR_5`, in any case. */
const idPattern = /^(C|T?S|T?R)_([1-9]\d{0,9})$/i;

/** Where each model is searched (its table and alias) and what its hit shows besides its id and title. */
const tables: Record<SearchModelName, { alias: string; table: string; suite: string; status: string }> = {
  'TestCase-dm': { alias: 'c', table: 'test_case', suite: 'c.suite_id', status: 'NULL::text' },
  'TestSuite-dm': { alias: 's', table: 'test_suite', suite: 's.id', status: 'NULL::text' },
  'TestRun-dm': { alias: 'r', table: 'test_run', suite: 'NULL::uuid', status: 'r.status' },
};
const order: SearchModelName[] = ['TestCase-dm', 'TestSuite-dm', 'TestRun-dm'];

interface HitRow {
  kind: number;
  id: string;
  business_id: string;
  title: string;
  status: string | null;
  suite_business_id: string | null;
}

/** The model and business id an id-shaped text names (suites are `S_n`, runs `R_n`; `TS_`/`TR_` name them too). */
function idOf(text: string): { model: SearchModelName; businessId: string } | undefined {
  const match = idPattern.exec(text);
  if (!match) return undefined;
  const [, prefix = '', number] = match;
  const letter = prefix.toUpperCase().slice(-1);
  const model = letter === 'C' ? 'TestCase-dm' : letter === 'S' ? 'TestSuite-dm' : 'TestRun-dm';
  return { model, businessId: `${letter}_${number}` };
}

/**
 * One model's matches. Both the English and the German vector are searched, so a German title stemmed as German and
 * an English one as English are both found whatever the caller's language. The GIN indexes of the words find the
 * matches; the tenant and version are checked on those rows. (GIN indexes keyed by tenant and version too, through
 * btree_gin, were tried: the planner then took them for plain equality lookups of a version's cases and the risk
 * refresh of 10,000 fresh cases ran past its 30 s limit instead of 1 s.)
 */
function wordsSql(model: SearchModelName, kind: number) {
  const { alias: a, table, suite, status } = tables[model];
  const en = "websearch_to_tsquery('english', ?)";
  const de = "websearch_to_tsquery('german', ?)";
  return `SELECT ${kind} AS kind, ${a}.id, ${a}.business_id, ${a}.title, ${status} AS status, ${suite} AS suite_ref,
      ts_rank(${a}.search_en, ${en}) + ts_rank(${a}.search_de, ${de}) AS score
    FROM ${table} ${a}
    WHERE ${a}.tenant_id = ? AND ${a}.version_id = ? AND (${a}.search_en @@ ${en} OR ${a}.search_de @@ ${de})`;
}

function idSql(model: SearchModelName, kind: number) {
  const { alias: a, table, suite, status } = tables[model];
  return `SELECT ${kind} AS kind, ${a}.id, ${a}.business_id, ${a}.title, ${status} AS status, ${suite} AS suite_ref,
      1::real AS score
    FROM ${table} ${a} WHERE ${a}.tenant_id = ? AND ${a}.version_id = ? AND ${a}.business_id = ?`;
}

/**
 * SEARCH_VERSION: the cases, suites and runs of one version by id or by words, best first. The page is read with one
 * more row than it holds, so `more` needs no count; only the page's rows fetch their suite's id.
 */
export async function searchVersion(ctx: ServiceContext, params: SearchVersionParams) {
  const { version } = await resolveVersionScope(ctx, params, 'read');
  const tenant = ctx.principal.tenantId;
  const wanted = order.filter((model) => !params.models || params.models.includes(model));
  const id = idOf(params.text);
  const parts: string[] = [];
  const values: unknown[] = [];
  for (const model of wanted) {
    const kind = order.indexOf(model);
    if (id) {
      if (id.model !== model) continue;
      parts.push(idSql(model, kind));
      values.push(tenant, version.id, id.businessId);
    } else {
      parts.push(wordsSql(model, kind));
      const t = params.text;
      values.push(t, t, tenant, version.id, t, t);
    }
  }
  const { offset, limit } = params.page;
  const rows = parts.length
    ? await ctx.em.execute<HitRow[]>(
        `SELECT h.kind, h.id, h.business_id, h.title, h.status, sb.business_id AS suite_business_id
         FROM (SELECT * FROM (${parts.join(' UNION ALL ')}) u
               ORDER BY score DESC, kind, length(business_id), business_id, id LIMIT ? OFFSET ?) h
         LEFT JOIN test_suite sb ON sb.tenant_id = ? AND sb.id = h.suite_ref
         ORDER BY h.score DESC, h.kind, length(h.business_id), h.business_id, h.id`,
        [...values, limit + 1, offset, tenant],
      )
    : [];
  const entries = rows.slice(0, limit).map((row): SearchHit => {
    const model = order[row.kind] as SearchModelName;
    return {
      docRef: docRefOf(model, row.id),
      documentModelName: model,
      Id: row.business_id,
      Title: row.title,
      TestSuiteId: row.suite_business_id,
      Status: row.status,
      matchedBy: id ? 'ID' : 'WORDS',
    };
  });
  return { page: { offset, limit }, more: rows.length > limit, ProjectVersionNumber: version.versionNumber, entries };
}
