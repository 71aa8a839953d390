import type { AnyRouter } from '@trpc/server';
import type { Meta } from '../trpc';

/** The JSON-RPC method table: documented method name → tRPC procedure path, read from procedure meta. */
export function buildMethodTable(router: AnyRouter): Map<string, string> {
  const table = new Map<string, string>();
  const procedures = router._def.procedures as Record<string, { _def: { meta?: Meta } }>;
  for (const [path, procedure] of Object.entries(procedures)) {
    const method = procedure._def.meta?.rpc?.method;
    if (!method) continue;
    const taken = table.get(method);
    if (taken) throw new Error(`JSON-RPC method ${method} is named by both ${taken} and ${path}`);
    table.set(method, path);
  }
  return table;
}
