import type { ServiceContext } from '../../kernel/context';

/**
 * The document a pin row (alias `pin`, with `model`, `document_id` and `tenant_id`) marks: its title, business id
 * and version, or no row once it was deleted. One statement per use: the list joins it, the pin and clean-up tasks
 * ask whether it is still there.
 */
export const pinnedDocumentSql = (pin: string) => `(
  SELECT s.title, s.business_id, s.version_id FROM test_suite s
  WHERE ${pin}.model = 'TestSuite-dm' AND s.tenant_id = ${pin}.tenant_id AND s.id = ${pin}.document_id
  UNION ALL
  SELECT c.title, c.business_id, c.version_id FROM test_case c
  WHERE ${pin}.model = 'TestCase-dm' AND c.tenant_id = ${pin}.tenant_id AND c.id = ${pin}.document_id
  UNION ALL
  SELECT r.title, r.business_id, r.version_id FROM test_run r
  WHERE ${pin}.model = 'TestRun-dm' AND r.tenant_id = ${pin}.tenant_id AND r.id = ${pin}.document_id)`;

const NO_USER = '00000000-0000-0000-0000-000000000000';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose pins a call reads and writes: the caller's user row (a caller without one has no pins). */
export const pinOwner = (ctx: ServiceContext): string =>
  UUID.test(ctx.principal.userId) ? ctx.principal.userId : NO_USER;
