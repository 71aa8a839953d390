import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './cluster';

/** Debian's PostgreSQL (package `postgresql`): the server and the pg_dump/pg_restore of the same major version. */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

export interface DebianPostgres {
  port: number;
  /** A connection URL for `database` on it. */
  url(database: string): string;
  /** Runs one of its programs (pg_dump, pg_restore, …) as the database's system user; its output. */
  run(program: string, args: string[]): string;
  sql(statement: string): Promise<void>;
  stop(): Promise<void>;
}

/** PostgreSQL refuses to run as root: then its files and processes belong to the `postgres` system user. */
function systemUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** A PostgreSQL cluster of its own in a temporary directory, started from Debian's binaries. */
export async function startDebianPostgres(): Promise<DebianPostgres> {
  const directory = mkdtempSync(join(tmpdir(), 'tmt-pg-'));
  const user = systemUser();
  if (user.uid !== undefined) chownSync(directory, user.uid, user.gid);
  const data = join(directory, 'data');
  const run = (program: string, args: string[]) =>
    execFileSync(join(POSTGRES_BIN, program), args, { ...user, encoding: 'utf8', cwd: directory });
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const server: ChildProcess = spawn(
    join(POSTGRES_BIN, 'postgres'),
    ['-D', data, '-p', String(port), '-k', directory, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    { ...user, stdio: 'ignore' },
  );
  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const sql = async (statement: string) => {
    const client = new pg.Client({ connectionString: url('postgres') });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  for (let waited = 0; ; waited += 100) {
    if (
      await sql('SELECT 1').then(
        () => true,
        () => false,
      )
    )
      break;
    if (waited > 30_000) throw new Error('Debian PostgreSQL did not start');
    await new Promise((done) => setTimeout(done, 100));
  }
  return {
    port,
    url,
    run,
    sql,
    async stop() {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGINT');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
