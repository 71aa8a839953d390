import type { ServiceContext } from '../../kernel/context';

/**
 * Makes sure every tag a case or suite uses exists as a Tag-dm of the parent project, case-insensitively unique:
 * one set-based upsert, whatever the number of tags.
 */
export async function syncTags(ctx: ServiceContext, projectId: string, tags: string[]) {
  if (!tags.length) return;
  const { tenantId, username } = ctx.principal;
  await ctx.em.execute(
    `INSERT INTO tag (id, tenant_id, project_id, value, lower_case_value, created_by, created_on, edited_by, edited_on)
     SELECT gen_random_uuid(), ?, ?, t.value, lower(t.value), ?, now(), ?, now()
     FROM (SELECT DISTINCT ON (lower(value)) value FROM jsonb_array_elements_text(?::jsonb) AS value) t
     ON CONFLICT (tenant_id, project_id, lower_case_value) DO NOTHING`,
    [tenantId, projectId, username, username, JSON.stringify(tags)],
  );
}
