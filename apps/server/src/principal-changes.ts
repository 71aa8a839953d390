import type { MikroORM } from '@mikro-orm/postgresql';
import { listenPrincipalChanges } from '@tmt/core';

/** One user of one tenant, as the changes name them. */
export const principalKey = (tenant: string, username: string) => `${tenant}\n${username}`;

/** Told the key of a user whose access may have shrunk, or undefined when any user's may have (changes missed). */
export type PrincipalChangeListener = (key: string | undefined) => void;

export interface PrincipalChanges {
  on(listener: PrincipalChangeListener): () => void;
}

/**
 * The changes of users' access, from every process on the database (PostgreSQL notifications, sent by a trigger when
 * the change commits), handed to the parts of this server that remember callers: the auth cache and event streams.
 */
export function principalChanges(orm: MikroORM): PrincipalChanges {
  const listeners = new Set<PrincipalChangeListener>();
  const tell = (key: string | undefined) => {
    for (const listener of listeners) listener(key);
  };
  listenPrincipalChanges(orm, {
    changed: (tenant, username) => tell(principalKey(tenant, username)),
    missed: () => tell(undefined),
  })
    .ready()
    // The session retries by itself; a stopping process has nothing left to tell.
    .catch(() => undefined);
  return {
    on(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
