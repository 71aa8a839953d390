import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** The HS256 secret of dev/embedded mode: generated once, kept in the data directory, never committed. */
export async function loadOrCreateDevSecret(file: string): Promise<Uint8Array> {
  if (existsSync(file)) return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url');
  const secret = randomBytes(48);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, secret.toString('base64url'), { mode: 0o600 });
  return secret;
}
