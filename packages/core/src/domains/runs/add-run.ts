import { randomUUID } from 'node:crypto';
import { docRefOf, TestRunGeneralInput } from '@tmt/contract';
import type { ScopedProject } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';
import { parseInput } from '../../kernel/documents/parse-input';
import type { VersionRecord } from '../../kernel/entities';
import { DomainError, invalidParams } from '../../kernel/errors';
import { nextBusinessNumber } from '../../kernel/ids/next-business-id';
import { lockRow } from '../../kernel/locks';
import { documentPlace } from '../../kernel/scope/document-place';
import { resolveVersionScope } from '../../kernel/scope/resolve-version';

/**
 * ADD_DOCUMENT for TestRun-dm: a new, active run in the project version General names (ProjectId, SubprojectId,
 * ProjectVersionNumber — else the headers and the latest version). Ids R_n count per project or sub project.
 */
export async function addRun(ctx: ServiceContext, document: unknown): Promise<string> {
  const raw = (document as { Root?: { General?: unknown } })?.Root?.General;
  const general = parseInput(TestRunGeneralInput, raw, ['document', 'Root', 'General']);
  if (general.Status !== 'active') throw invalidParams('NEW_TEST_RUN_NOT_ACTIVE');
  return ctx.tx(async (tx) => {
    const { scoped, version } = await resolveVersionScope(tx, documentPlace(raw), 'write');
    const id = await insertRun(tx, scoped, version, general);
    return docRefOf('TestRun-dm', id);
  });
}

/**
 * Inserts a new, active run into a version the caller may write in, on the caller's transaction; answers its id.
 * The version is held until the run is in: one being deleted (held FOR UPDATE by the deletion) takes no new run.
 */
export async function insertRun(
  tx: ServiceContext,
  scoped: ScopedProject,
  version: Pick<VersionRecord, 'id' | 'versionNumber'>,
  general: { Title: string; Description: string; Configuration: string },
): Promise<string> {
  const tenantId = tx.principal.tenantId;
  const held = await lockRow(tx.em, 'version', 'keyShare', tenantId, version.id);
  if (!held) {
    throw new DomainError('NOT_FOUND', 'VERSION_NOT_FOUND', {
      project: scoped.project.businessId,
      version: String(version.versionNumber),
    });
  }
  const number = await nextBusinessNumber(tx.em, tenantId, `R:${scoped.project.id}`);
  const id = randomUUID();
  const user = tx.principal.username;
  await tx.em.execute(
    `INSERT INTO test_run (id, tenant_id, project_id, version_id, business_id, title, description, configuration,
       status, created_by, created_on, edited_by, edited_on)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, now(), ?, now())`,
    [
      id,
      tenantId,
      scoped.project.id,
      version.id,
      `R_${number}`,
      general.Title,
      general.Description,
      general.Configuration,
      user,
      user,
    ],
  );
  return id;
}
