import type { MikroORM } from '@mikro-orm/postgresql';
import { listenChannel } from '../db/notifications';

/** Where the database announces a user's changed access (see Migration20261126200000_principal_changes). */
const CHANNEL = 'tmt_principal_changed';

export interface PrincipalChangeListener {
  /** The access of `username` of `tenant` may have shrunk: disabled, deleted, expired or roles changed. */
  changed(tenant: string, username: string): void;
  /** Changes may have been missed (the LISTEN session was lost and is back): treat every user as changed. */
  missed(): void;
}

/**
 * Hears every change of a user's access, committed by any process on the database, on this process's one LISTEN
 * session. `ready` settles once it listens.
 */
export function listenPrincipalChanges(orm: MikroORM, listener: PrincipalChangeListener) {
  return listenChannel(orm, CHANNEL, {
    notify: (payload) => {
      const { tenant, username } = JSON.parse(payload) as { tenant: string; username: string };
      listener.changed(tenant, username);
    },
    resumed: () => listener.missed(),
    ended: () => undefined,
  });
}
