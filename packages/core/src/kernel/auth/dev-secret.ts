import { randomBytes, randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * The HS256 secret of dev/embedded mode: generated once, kept in the data directory, never committed. Processes
 * starting at once on one data directory (a server, `npm run token`, a second server) all end with the same secret:
 * the file appears whole or not at all (written aside, then linked, which fails when it exists), and a process that
 * loses the race reads the winner's. Checking for the file, then writing it, gave each its own secret — and every
 * token one process signed was TOKEN_INVALID at the other — or let a reader see a half-written file.
 */
export async function loadOrCreateDevSecret(file: string): Promise<Uint8Array> {
  const read = async () => Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  try {
    return await read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  const secret = randomBytes(48);
  await mkdir(dirname(file), { recursive: true });
  const aside = `${file}.${randomUUID()}`;
  await writeFile(aside, secret.toString('base64url'), { mode: 0o600 });
  try {
    await link(aside, file);
    return secret;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return read();
  } finally {
    await rm(aside, { force: true });
  }
}
