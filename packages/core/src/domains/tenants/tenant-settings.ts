import type { ModifyTenantSettingsParams, TenantSettings } from '@tmt/contract';
import type { z } from 'zod';
import { assertTenantAccess } from '../../kernel/access/project-access';
import type { ServiceContext } from '../../kernel/context';

interface TenantSettingsRow {
  history_retention_days: number | null;
}

const settingsOf = (row: TenantSettingsRow | undefined): TenantSettings => ({
  historyRetentionDays: row?.history_retention_days ?? null,
});

/** GET_TENANT_SETTINGS: the caller's tenant's settings, for any of its users. */
export async function getTenantSettings(ctx: ServiceContext): Promise<TenantSettings> {
  const [row] = await ctx.em.execute<TenantSettingsRow[]>('SELECT history_retention_days FROM tenant WHERE id = ?', [
    ctx.principal.tenantId,
  ]);
  return settingsOf(row);
}

/** MODIFY_TENANT_SETTINGS: a tenant administrator changes what was sent; the rest stays. */
export async function modifyTenantSettings(
  ctx: ServiceContext,
  params: z.infer<typeof ModifyTenantSettingsParams>,
): Promise<TenantSettings> {
  assertTenantAccess(ctx, 'administer');
  if (params.historyRetentionDays === undefined) return getTenantSettings(ctx);
  // A tenant known only from its users' tokens gets its row here.
  const [row] = await ctx.em.execute<TenantSettingsRow[]>(
    `INSERT INTO tenant (id, name, history_retention_days) VALUES (?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET history_retention_days = EXCLUDED.history_retention_days
     RETURNING history_retention_days`,
    [ctx.principal.tenantId, ctx.principal.tenantId, params.historyRetentionDays],
  );
  return settingsOf(row);
}
