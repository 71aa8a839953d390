import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createOwnDatabase, killWorkerProcesses, servedAt, startServerProcess, type WorkerProcess } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const GIB = 1024 ** 3;
const CHUNK = 1024 * 1024;

let folder: string;
let database: Awaited<ReturnType<typeof createOwnDatabase>>;
let server: WorkerProcess;
let served: { url: string; token: string };

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'tmt-large-'));
  database = await createOwnDatabase('large');
  server = startServerProcess({
    DATABASE_URL: database.url,
    PORT: '0',
    HOST: '127.0.0.1',
    TMT_DATA_DIR: folder,
    TMT_WORKER: 'off',
    TMT_ATTACHMENT_MAX_BYTES: String(2 * GIB),
    TMT_JWT_SECRET: '',
    TMT_JWKS_URL: '',
  });
  served = await servedAt(server);
}, 120_000);
afterAll(async () => {
  await killWorkerProcesses();
  await database?.drop();
  rmSync(folder, { recursive: true, force: true });
});

/** 1 GiB, made a chunk at a time as it is sent. */
function gibibyte(): ReadableStream<Uint8Array> {
  let sent = 0;
  const chunk = new Uint8Array(CHUNK).map((_, i) => i % 251);
  return new ReadableStream({
    pull(controller) {
      if (sent >= GIB) return controller.close();
      sent += CHUNK;
      controller.enqueue(chunk.slice());
    },
  });
}

/** The server process's peak resident memory so far, in MiB (Linux keeps it as VmHWM). */
const peakMiB = () =>
  Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1]) / 1024;

describe('a 1 GiB upload to the server process', () => {
  it('streams through to the store while the server’s peak memory stays flat', async () => {
    const query = 'filename=dump.bin&documentModelName=TestCase-dm&pathToField=';
    const warmUp = await fetch(`${served.url}/api/v2/attachment?${query}`, {
      method: 'POST',
      body: 'warm',
      headers: { Authorization: `Bearer ${served.token}`, 'Project-Id': 'P_1' },
    });
    expect(warmUp.status).toBe(200);
    const before = peakMiB();
    const res = await fetch(`${served.url}/api/v2/attachment?${query}`, {
      method: 'POST',
      body: gibibyte(),
      headers: { Authorization: `Bearer ${served.token}`, 'Project-Id': 'P_1' },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ size: GIB, mimeType: 'application/octet-stream' });
    // Holding the file would take 1024 MiB more; streaming stays within a few buffers.
    expect(peakMiB() - before).toBeLessThan(100);
  }, 180_000);
});
