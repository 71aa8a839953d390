import type { MikroORM } from '@mikro-orm/postgresql';
import type { Locale } from '@tmt/contract';
import type { DomainError, Principal } from '@tmt/core';

/** Per-call context. The HTTP layer authenticates; tests and the JSON-RPC adapter build it directly. */
// A type alias (not an interface) so HTTP adapters accept it as a plain record.
export type Context = {
  /** Each call forks its own EntityManager from it, when it first needs one (see callContext in core). */
  orm: MikroORM;
  principal: Principal | null;
  /** Why a token that was sent was refused (expired, invalid, a disabled user): what a call without principal says. */
  authFailure?: DomainError;
  /** The request's locale (Accept-Language, else English); a procedure answers in the call's own (see callLocale). */
  locale: Locale;
  header: { projectId?: string; subprojectId?: string };
  requestId: string;
  /** Signs attachment download URLs (LOAD_ATTACHMENT_URL). */
  urlSecret: Uint8Array;
};

export interface ContextInput {
  orm: MikroORM;
  principal: Principal | null;
  authFailure?: DomainError;
  locale?: Locale;
  header?: Context['header'];
  requestId?: string;
  urlSecret: Uint8Array;
}

export function createContextInner(input: ContextInput): Context {
  return {
    orm: input.orm,
    principal: input.principal,
    ...(input.authFailure ? { authFailure: input.authFailure } : {}),
    locale: input.locale ?? 'en',
    header: input.header ?? {},
    requestId: input.requestId ?? 'internal',
    urlSecret: input.urlSecret,
  };
}
