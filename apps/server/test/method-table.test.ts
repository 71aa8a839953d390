import { appRouter, buildMethodTable, methodTable } from '@tmt/api';
import { createTestTenant } from '@tmt/testing';
import { initTRPC } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from './client';
import { startTestApp, type TestApp } from './test-app';

let t: TestApp;
let api: Client;

beforeAll(async () => {
  t = await startTestApp();
  api = client(t, (await createTestTenant(t.orm, 'methods')).admin.token);
});
afterAll(() => t.close());

describe('JSON-RPC method table', () => {
  it('holds every documented method of the project area', () => {
    expect([...methodTable.keys()]).toEqual(
      expect.arrayContaining([
        'LOAD_PROJECTS_BY_TENANT',
        'LIST_SUB_PROJECTS',
        'LOAD_PROJECT_WITH_VERSION',
        'LOAD_PROJECT_SETTING',
        'GET_DOCUMENT',
        'ADD_DOCUMENT',
        'MODIFY_DOCUMENT',
      ]),
    );
  });

  it('reaches every procedure that has an RPC name over JSON-RPC', async () => {
    const named = Object.values(
      appRouter._def.procedures as unknown as Record<string, { _def: { meta?: { rpc?: { method: string } } } }>,
    )
      .map((p) => p._def.meta?.rpc?.method)
      .filter(Boolean);
    expect(methodTable.size).toBe(named.length);
    for (const method of methodTable.keys()) {
      const { status, body } = await api.call(method, { locale: 'en' });
      expect(status, method).toBe(200);
      expect(body.id, method).toBe(1);
      // Reached: the procedure answered (a result or its own validation), never "method not found".
      expect(body.error?.code, method).not.toBe(-32601);
      expect(body.error?.code, method).not.toBe(-32603);
    }
  });

  it('refuses two procedures that claim one method name', () => {
    const t2 = initTRPC.meta<{ rpc?: { method: string } }>().create();
    const duplicate = t2.router({
      a: t2.procedure.meta({ rpc: { method: 'SAME' } }).query(() => 1),
      b: t2.router({ c: t2.procedure.meta({ rpc: { method: 'SAME' } }).query(() => 2) }),
    });
    expect(() => buildMethodTable(duplicate)).toThrow(/SAME is named by both a and b\.c/);
  });
});
