import { randomUUID } from 'node:crypto';
import { docRefOf, TestSuiteGeneralInput } from '@tmt/contract';
import { documentPlace } from '../content/document-place';
import { resolveVersionScope } from '../content/resolve-version';
import type { ServiceContext } from '../context';
import { parseInput } from '../documents/parse-input';
import { TestSuite } from '../entities';
import { nextBusinessNumber } from '../ids/next-business-id';
import { syncTags } from '../tags/sync-tags';
import { appendKeyInVersion } from '../tree/order-keys';
import { SUITE_MODEL } from './suite-document';

/**
 * ADD_DOCUMENT for TestSuite-dm: into the project version named by General (ProjectId, SubprojectId,
 * ProjectVersionNumber — else the headers and the latest version), appended after the version's last suite.
 */
export async function addSuite(ctx: ServiceContext, document: unknown): Promise<string> {
  const raw = (document as { Root?: { General?: unknown } })?.Root?.General;
  const general = parseInput(TestSuiteGeneralInput, raw, ['document', 'Root', 'General']);
  return ctx.em.transactional(async (em) => {
    const txCtx = { ...ctx, em };
    const { scoped, version } = await resolveVersionScope(txCtx, documentPlace(raw), 'write');
    const tenantId = ctx.principal.tenantId;
    // The version row is the suites' parent: locking it orders concurrent appends.
    await em.execute('SELECT 1 FROM project_version WHERE id = ? FOR UPDATE', [version.id]);
    const number = await nextBusinessNumber(em, tenantId, `S:${scoped.project.id}`);
    const now = new Date();
    const user = ctx.principal.username;
    const suite = em.create(TestSuite, {
      id: randomUUID(),
      tenantId,
      projectId: scoped.project.id,
      versionId: version.id,
      businessId: `S_${number}`,
      title: general.Title,
      description: general.Description,
      orderKey: await appendKeyInVersion(em, tenantId, version.id),
      tags: general.Tags,
      recommendedPriority: general.RecommendedPriority,
      createdBy: user,
      createdOn: now,
      editedBy: user,
      editedOn: now,
    });
    await syncTags(em, tenantId, scoped.project.parentId ?? scoped.project.id, general.Tags, user);
    await em.flush();
    return docRefOf(SUITE_MODEL, suite.id);
  });
}
