import { createTestTenant, createTestUser } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addRun } from '../factories';
import { type Subscription, subscribe } from '../sse-client';
import { startTestApp, type TestApp } from '../test-app';

// Two servers on one database, each remembering callers for a minute: a user who loses access on one is refused by
// the other at once, and the other ends the user's open event stream.

let a: TestApp;
let b: TestApp;
let admin: Client;
let runId: string;
let tenantId: string;
const open: Subscription[] = [];
const tester = { organizationUnit: { type: 'PROJECT' as const, id: 'P_1' }, role: 'tester' };

beforeAll(async () => {
  a = await startTestApp({ authCacheMs: 60_000 });
  b = await startTestApp({ authCacheMs: 60_000 });
  const tenant = await createTestTenant(a.orm, 'revoke');
  tenantId = tenant.tenantId;
  admin = client(a, tenant.admin.token);
  await addProject(admin, 'Shop');
  await addProject(admin, 'Office');
  runId = (await addRun(admin, { ProjectId: 'P_1', Title: 'Release' })).split('/')[1] as string;
});
afterAll(async () => {
  for (const subscription of open) subscription.close();
  await b.close();
  await a.close();
});

/** The docRef of `username`, as an administrator lists users. */
async function userRef(username: string): Promise<string> {
  const list = await admin.ok('LIST_DOCUMENTS', { documentModelName: 'User-dm', page: { offset: 0, limit: 100 } });
  return list.entries.find((e: { document: { Root: { username: string } } }) => e.document.Root.username === username)!
    .docRef;
}

describe('a user who loses access', () => {
  it.each([
    [
      'disabled',
      (ref: string) =>
        admin.ok('MODIFY_DOCUMENT', { docRef: ref, locale: 'en', document: { Root: { enabled: false } } }),
    ],
    ['deleted', (ref: string) => admin.ok('DELETE_DOCUMENT', { docRef: ref })],
    [
      'whose role on the project is revoked',
      (ref: string) =>
        admin.ok('MODIFY_DOCUMENT', {
          docRef: ref,
          locale: 'en',
          document: {
            Root: { organizationUnitRole: [{ organizationUnit: { type: 'PROJECT', id: 'P_2' }, role: 'tester' }] },
          },
        }),
    ],
  ])(
    '%s: the stream on the other server ends within a second, and the cached token is refused there at once',
    async (what, revoke) => {
      const username = `user-${what.split(' ')[0]}`;
      const { token } = await createTestUser(a.orm, tenantId, username, [tester]);
      const onB = client(b, token);
      // Server B remembers the caller from here on.
      await onB.ok('GET_DOCUMENT', { docRef: `TestRun-dm/${runId}` });
      const stream = await subscribe(b, `/api/events/runs/${runId}`, { Authorization: `Bearer ${token}` });
      open.push(stream);
      expect(stream.status).toBe(200);
      await stream.waitFor((e) => e.event === 'ready');
      let ended = false;
      void stream.ended.then(() => {
        ended = true;
      });

      const revokedAt = performance.now();
      await revoke(await userRef(username));
      await Promise.race([stream.ended, new Promise((done) => setTimeout(done, 1_000))]);
      expect({ ended, ms: Math.round(performance.now() - revokedAt) }).toMatchObject({ ended: true });

      if (what === 'whose role on the project is revoked') {
        // Still a user, no longer on the project: the run is forbidden to them, a new stream is refused.
        expect((await onB.fail('GET_DOCUMENT', { docRef: `TestRun-dm/${runId}` })).code).toBe(-32003);
        const again = await subscribe(b, `/api/events/runs/${runId}`, { Authorization: `Bearer ${token}` });
        open.push(again);
        expect([403, 404]).toContain(again.status);
      } else {
        const refused = await onB.call('GET_DOCUMENT', { docRef: `TestRun-dm/${runId}` });
        expect(refused.status).toBe(401);
        expect(refused.body.error).toMatchObject({ code: -32001, data: { reason: 'TOKEN_INVALID' } });
      }
    },
  );

  it('a change that takes no access away leaves the stream open', async () => {
    const { token } = await createTestUser(a.orm, tenantId, 'user-kept', [tester]);
    const stream = await subscribe(b, `/api/events/runs/${runId}`, { Authorization: `Bearer ${token}` });
    open.push(stream);
    await stream.waitFor((e) => e.event === 'ready');
    let ended = false;
    void stream.ended.then(() => {
      ended = true;
    });
    // A change that takes no access away (a name) leaves the stream open.
    await admin.ok('MODIFY_DOCUMENT', {
      docRef: await userRef('user-kept'),
      locale: 'en',
      document: { Root: { firstName: 'Kept' } },
    });
    await new Promise((done) => setTimeout(done, 500));
    expect(ended).toBe(false);
    await client(b, token).ok('GET_DOCUMENT', { docRef: `TestRun-dm/${runId}` });
  });
});
