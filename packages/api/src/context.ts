import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Locale } from '@tmt/contract';
import type { Principal } from '@tmt/core';

/** Per-call context. The HTTP layer authenticates; tests and the JSON-RPC adapter build it directly. */
// A type alias (not an interface) so HTTP adapters accept it as a plain record.
export type Context = {
  em: EntityManager;
  principal: Principal | null;
  locale: Locale;
  header: { projectId?: string; subprojectId?: string };
  requestId: string;
};

export interface ContextInput {
  orm: MikroORM;
  principal: Principal | null;
  locale?: Locale;
  header?: Context['header'];
  requestId?: string;
}

/** Each call gets its own EntityManager fork, so no identity map is shared between calls. */
export function createContextInner(input: ContextInput): Context {
  return {
    em: input.orm.em.fork(),
    principal: input.principal,
    locale: input.locale ?? 'en',
    header: input.header ?? {},
    requestId: input.requestId ?? 'internal',
  };
}
