import type { MikroORM } from '@mikro-orm/postgresql';
import { DomainError } from '../errors';
import { DEFAULT_TIMEOUTS, timeoutsOf } from './timeouts';

interface Share {
  running: number;
  waiting: (() => void)[];
}

/** Per ORM (one per process): the calls each tenant runs now, and those queued behind them. */
const shares = new WeakMap<object, Map<string, Share>>();

/**
 * Runs one call of a tenant within the tenant's share of this process's pool: at most half its connections. Calls
 * that wait on one hot row (fifty saves behind a long import) then hold at most that half; other tenants' calls
 * keep the rest. A call queued longer than the acquire timeout gives up with DATABASE_BUSY, as it would at a full
 * pool. The share is per process because the pool is: each server bounds its own connections.
 */
export async function withinTenantShare<T>(orm: MikroORM, tenantId: string, call: () => Promise<T>): Promise<T> {
  const byTenant = shares.get(orm.config) ?? new Map<string, Share>();
  shares.set(orm.config, byTenant);
  const share = byTenant.get(tenantId) ?? { running: 0, waiting: [] };
  byTenant.set(tenantId, share);
  const limit = Math.max(1, Math.floor((orm.config.get('pool')?.max ?? 20) / 2));
  if (share.running >= limit) await queue(share, (timeoutsOf(orm) ?? DEFAULT_TIMEOUTS).acquireMs);
  share.running++;
  try {
    return await call();
  } finally {
    share.running--;
    const next = share.waiting.shift();
    if (next) next();
    else if (!share.running) byTenant.delete(tenantId);
  }
}

function queue(share: Share, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const go = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      share.waiting.splice(share.waiting.indexOf(go), 1);
      reject(new DomainError('CONFLICT', 'DATABASE_BUSY'));
    }, ms);
    share.waiting.push(go);
  });
}
