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
  /** The request's language: Accept-Language, else English. */
  requestLocale: Locale;
  /**
   * The call's language (see callLocale), when it was decided before the procedure runs: the JSON-RPC adapter builds
   * a context per call and decides it there, for its own errors too. /api/trpc builds one context for a whole batch of
   * calls, so it leaves this out and the procedure middleware decides each call's from that call's input.
   */
  callLocale?: Locale;
  header: { projectId?: string; subprojectId?: string };
  requestId: string;
  /** Signs attachment download URLs (LOAD_ATTACHMENT_URL). */
  urlSecret: Uint8Array;
};

export interface ContextInput {
  orm: MikroORM;
  principal: Principal | null;
  authFailure?: DomainError;
  requestLocale?: Locale;
  callLocale?: Locale;
  header?: Context['header'];
  requestId?: string;
  urlSecret: Uint8Array;
}

export function createContextInner(input: ContextInput): Context {
  return {
    orm: input.orm,
    principal: input.principal,
    ...(input.authFailure ? { authFailure: input.authFailure } : {}),
    requestLocale: input.requestLocale ?? 'en',
    ...(input.callLocale ? { callLocale: input.callLocale } : {}),
    header: input.header ?? {},
    requestId: input.requestId ?? 'internal',
    urlSecret: input.urlSecret,
  };
}
