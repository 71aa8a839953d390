import type { Configuration, EntityManager, MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';

/** Hears the notifications of one channel. */
export interface ChannelListener {
  notify(payload: string): void;
  /** The LISTEN session was lost and is back: whatever was sent in between is gone. */
  resumed(): void;
  /** The session has ended for good: the process is stopping. */
  ended(): void;
}

/** How the LISTEN session shows in pg_stat_activity (a connection URL naming another one wins). */
export const LISTEN_APPLICATION = 'tmt-listen';

const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 5_000;
/** A session that lived this long was healthy: the next loss retries from the shortest wait again. */
const HEALTHY_MS = 10_000;

/**
 * The one LISTEN connection of a process (per ORM), beside the pools: a pooled connection may not hold a LISTEN.
 * Opened on first use; after any loss it reconnects with a growing wait, LISTENs again and tells every listener it
 * resumed. Errors are logged, never thrown at the process.
 */
class NotificationSession {
  private readonly channels = new Map<string, Set<ChannelListener>>();
  private client: pg.Client | undefined;
  private session: Promise<pg.Client> | undefined;
  private retryMs = RETRY_MIN_MS;
  private connectedAt = 0;
  private lost = false;
  private stopped = false;
  private retryTimer: NodeJS.Timeout | undefined;
  /** Cuts short the wait before the next connection attempt, when the session ends. */
  private stopWaiting: (() => void) | undefined;

  constructor(private readonly url: string) {}

  /** Starts hearing `channel`; `ready` settles once it is LISTENed on a live session. */
  listen(channel: string, listener: ChannelListener): { ready: () => Promise<void>; stop: () => void } {
    const client = !this.channels.has(channel) && this.client;
    const listeners = this.channels.get(channel) ?? new Set();
    this.channels.set(channel, listeners);
    listeners.add(listener);
    if (client) {
      // A new channel on the live session: ready once LISTENed there, or on the next session if this one broke.
      this.session = client.query(`LISTEN ${client.escapeIdentifier(channel)}`).then(
        () => client,
        () => {
          this.drop(client);
          return this.open();
        },
      );
    }
    return { ready: () => this.open().then(() => undefined), stop: () => listeners.delete(listener) };
  }

  async end(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.stopWaiting?.();
    for (const listeners of this.channels.values()) for (const listener of listeners) safely(() => listener.ended());
    await this.client?.end().catch(() => undefined);
  }

  private open(): Promise<pg.Client> {
    this.session ??= this.connect();
    return this.session;
  }

  private async connect(): Promise<pg.Client> {
    for (;;) {
      if (this.stopped) throw new Error('the notification session has ended');
      const client = new pg.Client({
        connectionString: this.url,
        application_name: LISTEN_APPLICATION,
        keepAlive: true,
      });
      client.on('error', (err) => this.drop(client, err));
      client.on('end', () => this.drop(client));
      client.on('notification', ({ channel, payload }) => this.dispatch(channel, payload ?? ''));
      try {
        await client.connect();
        // Channels added while this runs are visited too: a Map's iterator sees entries added during the loop.
        for (const channel of this.channels.keys()) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      } catch (err) {
        log('connecting', err);
        await client.end().catch(() => undefined);
        await new Promise<void>((resolve) => {
          this.retryTimer = setTimeout(resolve, this.retryMs);
          this.stopWaiting = resolve;
        });
        this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
        continue;
      }
      if (this.stopped) {
        await client.end().catch(() => undefined);
        throw new Error('the notification session has ended');
      }
      this.client = client;
      this.connectedAt = Date.now();
      if (this.lost) {
        this.lost = false;
        for (const listeners of this.channels.values())
          for (const listener of listeners) safely(() => listener.resumed());
      }
      return client;
    }
  }

  /** Forgets a broken session and, while anyone listens, opens the next one after the current wait. */
  private drop(client: pg.Client, err?: Error) {
    if (this.client !== client) return;
    if (err) log('the session', err);
    this.client = undefined;
    this.session = undefined;
    this.lost = true;
    client.end().catch(() => undefined);
    if (this.stopped) return;
    if (Date.now() - this.connectedAt >= HEALTHY_MS) this.retryMs = RETRY_MIN_MS;
    const wait = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => {
      if (!this.stopped && !this.session) this.open().catch(() => undefined);
    }, wait);
  }

  private dispatch(channel: string, payload: string) {
    for (const listener of this.channels.get(channel) ?? []) safely(() => listener.notify(payload));
  }
}

function log(what: string, err: unknown) {
  console.error(`[listen] ${what} failed:`, err instanceof Error ? err.message : err);
}

/** A listener that throws must not reach pg's message loop, which would end the process. */
function safely(fn: () => void) {
  try {
    fn();
  } catch (err) {
    log('a listener', err);
  }
}

const sessions = new WeakMap<object, NotificationSession>();

/** Hears `channel` on the LISTEN session of the ORM `source` belongs to (opened on first use). */
export function listenChannel(source: MikroORM | EntityManager, channel: string, listener: ChannelListener) {
  const config: Configuration = source.config;
  const session = sessions.get(config) ?? new NotificationSession(config.get('clientUrl')!);
  sessions.set(config, session);
  return session.listen(channel, listener);
}

/**
 * Ends the ORM's LISTEN session for good, if it opened one: its listeners hear it ended, and nothing opens another
 * (a stopping server ends its event streams this way before it waits for its connections; closeDatabase does too).
 */
export async function endNotifications(orm: MikroORM): Promise<void> {
  await sessions.get(orm.config)?.end();
}
