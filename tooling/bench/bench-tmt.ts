import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import {
  addDocument,
  createUser,
  ensureTenant,
  loadOrCreateDevSecret,
  serviceContext,
  signToken,
  tenantAdminRole,
} from '@tmt/core';
import { type Config, loadConfig, type RunningTmt, startTmt } from '@tmt/server';
import type { BenchTenant } from '../../apps/server/test/seed-content';

/** The server a benchmark measures, and a tenant of its own in it (filled by apps/server/test/seed-content.ts). */

const repoRoot = resolve(import.meta.dirname, '../..');

/** The bench's embedded PostgreSQL port: TMT_BENCH_PG_PORT, so benches on a shared machine keep apart (54331). */
export const benchPgPort = () => Number(process.env.TMT_BENCH_PG_PORT ?? 54331);

/** TMT on its own data directory and embedded port, so benchmarks neither touch nor collide with a dev server. */
export function startBenchTmt(overrides: Partial<Config> = {}) {
  return startTmt({
    ...loadConfig(),
    port: 0,
    host: '127.0.0.1',
    publicUrl: undefined,
    dataDir: resolve(repoRoot, '.data/bench'),
    embeddedPostgresPort: benchPgPort(),
    jwksUrl: undefined,
    seedDemo: true,
    // Benches send far more than a client should from one token; they measure throughput, not the limit.
    rateLimitPerMinute: 0,
    ...overrides,
  });
}

/** A fresh tenant with an admin `bench`, project P_1 and a token for it. */
export async function createBenchTenant(tmt: RunningTmt): Promise<BenchTenant> {
  const em = tmt.orm.em.fork();
  const tenantId = `bench-${randomUUID().slice(0, 8)}`;
  await ensureTenant(em, tenantId);
  const principal = await createUser(em, { tenantId, username: 'bench', roles: [tenantAdminRole(tenantId)] });
  await addDocument(serviceContext({ em }, { principal, locale: 'en', header: {} }), 'Project-dm', {
    Root: { General: { Title: 'Bench' } },
  });
  const [scope] = await em.execute<{ project_id: string; version_id: string }[]>(
    `SELECT p.id AS project_id, v.id AS version_id FROM project p JOIN project_version v ON v.project_id = p.id
     WHERE p.tenant_id = ? AND p.business_id = 'P_1'`,
    [tenantId],
  );
  return {
    tenantId,
    projectId: scope!.project_id,
    versionId: scope!.version_id,
    token: await signTokenFor(tmt, tenantId),
  };
}

/** A token the bench server accepts: it verifies with the dev secret of its data directory. */
async function signTokenFor(tmt: RunningTmt, tenantId: string) {
  if (!tmt.demoToken) throw new Error('the bench needs TMT to sign its own tokens (unset TMT_JWKS_URL)');
  const secret = await loadOrCreateDevSecret(resolve(repoRoot, '.data/bench/jwt-secret'));
  return signToken(secret, { tenant: tenantId, username: 'bench' });
}
