import { methodTable } from '@tmt/api';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Client, client } from '../client';
import { TEMPLATES } from './method-templates';
import { startFuzzServer } from './server';
import { buildWorld, docRefsOf, type World } from './world';

// Tenant B calls every method of the table with tenant A's docRefs and ids in otherwise valid params, and must get
// the answer for a missing document. A document of another tenant is answered exactly like a missing one (ARCHITECTURE.md, "Tenancy").

let server: Awaited<ReturnType<typeof startFuzzServer>>;
let world: World;
let intruder: Client;

/** Every document of A's world as A reads it. */
const snapshot = async () => Promise.all(docRefsOf(world).map((docRef) => server.api.ok('GET_DOCUMENT', { docRef })));

/** Waits until the worker has taken every task of the database to an end. */
async function tasksSettled() {
  for (let i = 0; i < 100; i++) {
    const [open] = await server.tmt.orm.em
      .fork()
      .execute<{ n: number }[]>(`SELECT count(*)::int AS n FROM task_request WHERE status NOT IN ('DONE', 'ERROR')`);
    if (!open?.n) return;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error('tasks did not settle');
}

beforeAll(async () => {
  server = await startFuzzServer(inject('databaseUrl'));
  world = await buildWorld(server.api);
  await tasksSettled();
  intruder = client(server.base, (await createTestTenant(server.tmt.orm, 'intruder')).admin.token);
});
afterAll(() => server?.stop());

describe('another tenant', () => {
  it('has a template for every method of the table', () => {
    expect(Object.keys(TEMPLATES).sort()).toEqual([...methodTable.keys()].sort());
  });

  it("gets the missing-document answer for every method pointed at A's documents, and A's data stays as it was", async () => {
    const before = await snapshot();
    const uuids = docRefsOf(world).map((ref) => ref.split('/')[1]!);
    const wrong: string[] = [];
    for (const [method, template] of Object.entries(TEMPLATES)) {
      const { params, headers = {}, expect: expected = 'missing' } = template(world);
      // The client's leak scan fails the test on an answer that carries internal text.
      const { body } = await intruder.call(method, { locale: 'en', ...params }, headers);
      const answer = JSON.stringify(body.error ?? body.result);
      if (expected === 'missing' && body.error?.code !== -32004) wrong.push(`${method}: ${answer.slice(0, 300)}`);
      if (body.result !== undefined && uuids.some((id) => answer.includes(id))) {
        wrong.push(`${method} answered A's data: ${answer.slice(0, 300)}`);
      }
    }
    await tasksSettled();
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
