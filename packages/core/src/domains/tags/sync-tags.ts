import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Makes sure every tag a case or suite uses exists as a Tag-dm of the parent project, case-insensitively unique:
 * one set-based upsert, whatever the number of tags.
 */
export async function syncTags(em: EntityManager, tenantId: string, projectId: string, tags: string[], user: string) {
  if (!tags.length) return;
  await em.execute(
    `INSERT INTO tag (id, tenant_id, project_id, value, lower_case_value, created_by, created_on, edited_by, edited_on)
     SELECT gen_random_uuid(), ?, ?, t.value, lower(t.value), ?, now(), ?, now()
     FROM (SELECT DISTINCT ON (lower(value)) value FROM jsonb_array_elements_text(?::jsonb) AS value) t
     ON CONFLICT (tenant_id, project_id, lower_case_value) DO NOTHING`,
    [tenantId, projectId, user, user, JSON.stringify(tags)],
  );
}
