import { randomUUID } from 'node:crypto';
import { docRefOf, TestSuiteGeneralInput } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { parseInput } from '../../kernel/documents/parse-input';
import { TestSuite } from '../../kernel/entities';
import { nextBusinessNumber } from '../../kernel/ids/next-business-id';
import { lockRow } from '../../kernel/locks';
import { documentPlace } from '../../kernel/scope/document-place';
import { resolveVersionScope } from '../../kernel/scope/resolve-version';
import { syncTags } from '../tags/sync-tags';
import { appendKeyInVersion } from '../tree/order-keys';

/**
 * ADD_DOCUMENT for TestSuite-dm: into the project version named by General (ProjectId, SubprojectId,
 * ProjectVersionNumber — else the headers and the latest version), appended after the version's last suite.
 */
export async function addSuite(ctx: ServiceContext, document: unknown): Promise<string> {
  const raw = (document as { Root?: { General?: unknown } })?.Root?.General;
  const general = parseInput(TestSuiteGeneralInput, raw, ['document', 'Root', 'General']);
  return ctx.tx(async (tx) => {
    const { scoped, version } = await resolveVersionScope(tx, documentPlace(raw), 'write');
    const tenantId = ctx.principal.tenantId;
    // The version row is the suites' parent: locking it orders concurrent appends.
    await lockRow(tx.em, 'version', 'update', tenantId, version.id);
    const number = await nextBusinessNumber(tx.em, tenantId, `S:${scoped.project.id}`);
    const now = new Date();
    const user = ctx.principal.username;
    const suite = tx.em.create(TestSuite, {
      id: randomUUID(),
      tenantId,
      projectId: scoped.project.id,
      versionId: version.id,
      businessId: `S_${number}`,
      title: general.Title,
      description: general.Description,
      orderKey: await appendKeyInVersion(tx, version.id),
      tags: general.Tags,
      recommendedPriority: general.RecommendedPriority,
      createdBy: user,
      createdOn: now,
      editedBy: user,
      editedOn: now,
    });
    await syncTags(tx, scoped.project.parentId ?? scoped.project.id, general.Tags);
    await tx.em.flush();
    return docRefOf('TestSuite-dm', suite.id);
  });
}
