import type { ListJoin } from '../../kernel/list/paged-rows';

/**
 * The suite of a list's row (alias `row`: a case or a folder, whose key names its suite in the same version) as
 * join `sb`. Choosing a page by the suite starts from its tenant-led indexes; reading the page's rows finds each
 * row's suite by its id (see ListJoin).
 */
export const suiteJoin = (row: string): ListJoin => ({
  choose: `JOIN test_suite sb ON sb.id = ${row}.suite_id AND sb.tenant_id = ${row}.tenant_id AND sb.version_id = ${row}.version_id`,
  read: `JOIN test_suite sb ON sb.id = ${row}.suite_id`,
});
