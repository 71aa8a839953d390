import { readFileSync, rmSync } from 'node:fs';
import { readFile, readlink } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const STOP_WAIT_MS = 30_000;

/** Whether `pid` is a live process (a zombie, dead but not yet reaped by its new parent, counts as gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** Whether `pid` is a postgres serving `dataDir`: postgres works in its data directory (Linux's /proc says where). */
async function postgresOf(pid: number, dataDir: string): Promise<boolean> {
  try {
    const [cwd, command] = await Promise.all([readlink(`/proc/${pid}/cwd`), readFile(`/proc/${pid}/comm`, 'utf8')]);
    return cwd === resolve(dataDir) && command.trim() === 'postgres';
  } catch {
    // Not Linux, or not ours to inspect: trust the pid file, which names the data directory it belongs to.
    const lines = (await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n');
    return resolve(lines[1] ?? '') === resolve(dataDir);
  }
}

/** The pid of the node process `pid` still runs under, if its parent is one (a live TMT); else undefined. */
function nodeParentOf(pid: number): number | undefined {
  try {
    const ppid = Number(/^\d+ \(.*\) \S (\d+)/.exec(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.[1]);
    return readFileSync(`/proc/${ppid}/comm`, 'utf8').trim() === 'node' ? ppid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Clears what a process killed without its shutdown (`kill -9`) left of its embedded PostgreSQL: a postgres still
 * serving `dataDir` whose TMT is gone is stopped (SIGINT, PostgreSQL's fast shutdown) and waited for; a pid file whose process is
 * gone, or is now another program, is removed. Says what it did in `log`; throws with what to do when it cannot.
 */
export async function clearStalePostmaster(dataDir: string, log: (line: string) => void): Promise<void> {
  const file = join(dataDir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number.parseInt((await readFile(file, 'utf8')).split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (Number.isInteger(pid) && pid > 0 && alive(pid) && (await postgresOf(pid, dataDir))) {
    const owner = nodeParentOf(pid);
    if (owner) {
      throw new Error(
        `another TMT (pid ${owner}) uses the embedded PostgreSQL in ${dataDir}: stop it, or give this one its own ` +
          'TMT_DATA_DIR and TMT_EMBEDDED_PG_PORT',
      );
    }
    log(`stopping the embedded PostgreSQL (pid ${pid}) a previous TMT left running on ${dataDir}`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; alive(pid); waited += 100) {
      if (waited >= STOP_WAIT_MS) {
        throw new Error(
          `the embedded PostgreSQL (pid ${pid}) a previous TMT left running on ${dataDir} did not stop within ` +
            `${STOP_WAIT_MS / 1000} s: stop it (kill ${pid}) and start TMT again`,
        );
      }
      await new Promise((done) => setTimeout(done, 100));
    }
    return;
  }
  log(`removing the stale ${file} of a PostgreSQL that is gone`);
  rmSync(file, { force: true });
}
