import { parseOpenRPCDocument } from '@open-rpc/schema-utils-js';
import { appRouter, buildMethodTable, createContextInner, directCall, methodTable, type ProcedureDef } from '@tmt/api';
import { methods, plannedMethods } from '@tmt/contract';
import { createTestTenant, type TestUser } from '@tmt/testing';
import { initTRPC } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type Client, client } from '../client';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
let admin: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await createTestTenant(t.orm, 'methods')).admin;
  api = client(t, admin.token);
});
afterAll(() => t.close());

// The method names, written out here and not read from the code, so that a method added to or dropped from the
// table without this list (and the docs) changing fails the first test.

/** The JSON-RPC methods of the API reference (content/docs/en/api/reference/) that this release serves. */
const SPEC_SERVED = [
  // Projects and documents (part 1)
  'LOAD_PROJECTS_BY_TENANT',
  'LIST_SUB_PROJECTS',
  'LOAD_PROJECT_WITH_VERSION',
  'LOAD_PROJECT_SETTING',
  'GET_DOCUMENT',
  'MODIFY_DOCUMENT',
  'ADD_DOCUMENT',
  'CREATE_PROJECT_VERSION',
  'LIST_TEST_SUITES',
  'DELETE_TEST_SUITE',
  'GET_TEST_SUITES_IN_RUN',
  // Documents, cases and folders (part 2)
  'LIST_DOCUMENTS',
  'CREATE_TEST_CASE_TREE_NODE',
  'UPDATE_TEST_CASE_TREE_NODE',
  'DELETE_DOCUMENT',
  'DELETE_FOLDER',
  'MOVE_TEST_CASE',
  // Runs
  'LIST_TEST_RUNS',
  'DELETE_TEST_RUN',
  'CHECK_TEST_RUN_EMPTY',
  'GET_AVAILABLE_TEST_SUITES',
  'ADD_TEST_SUITES_TO_RUN',
  'DELETE_TEST_SUITES_FROM_RUN',
  'LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN',
  // Executions
  'GET_TEST_CASE_EXECUTIONS',
  'GET_TEST_CASE_EXECUTION',
  'ADD_TEST_CASES_TO_RUN',
  'ADD_TEST_CASES_TO_RUN_BY_ID',
  'ADD_TEST_CASES_TO_RUN_ASYNC',
  'DELETE_TEST_CASES_FROM_RUN',
  'SAVE_TEST_CASE_EXECUTION',
  'SAVE_TEST_EXECUTIONS_ASYNC',
  'LOAD_ATTACHMENT_URL',
  'LOAD_THUMBNAIL_URL',
  // Export and automation
  'EXPORT_QF_DATA_STRUCTURE',
  'EXPORT_QF_DATA_DETAIL',
  'CREATE_QF_RUN',
];

/** Methods the spec documents that this release does not serve yet: none. */
const SPEC_NOT_SERVED_YET: string[] = [];

/** Our own additions: calls that request the task types of content/docs/en/api/reference/task.md that have no call of their own, and closing a version, whose close fields the spec names. */
const OWN_ADDITIONS = [
  'DELETE_PROJECT',
  'DELETE_PROJECT_VERSION',
  'CLOSE_PROJECT_VERSION',
  'RESET_TEST_SUITES_ORDER',
  'COPY_TEST_SUITE',
  'COPY_TEST_FOLDER',
  'MOVE_TEST_FOLDER',
  'COPY_ITEMS_IN_TEST_SUITE',
  'MOVE_ITEMS_IN_TEST_SUITE',
  'SET_TEST_CASE_PROPERTY',
  'SET_TEST_SUITE_PROPERTY',
  'SET_TEST_EXECUTION_PROPERTY',
  'CLOSE_TEST_RUN',
  'COPY_TEST_RUN',
  // Pins: UPDATE_PIN_STATUS requests the task type of that name; LIST_PINNED_DOCUMENTS lists one's pins.
  'UPDATE_PIN_STATUS',
  'LIST_PINNED_DOCUMENTS',
  // Search: the cases, suites and runs of a version by words or id.
  'SEARCH_VERSION',
  // Risk: calls that request the task types REBUILD_RISK_LEVEL_DOCUMENTS and CREATE_RUN_BY_RISK_LEVEL.
  'REBUILD_RISK_LEVEL_DOCUMENTS',
  'CREATE_RUN_BY_RISK_LEVEL',
  // Automation: results from CI (JUnit XML), and the calls that request the task types GENERATE_REPORT and
  // GENERATE_CSV_REPORT.
  'IMPORT_JUNIT_RESULTS',
  'GENERATE_REPORT',
  'GENERATE_CSV_REPORT',
  // Moving cases in and out: from TestRail, Qase and spreadsheets, and back out as a spreadsheet.
  'IMPORT_TEST_CASES',
  'EXPORT_TEST_CASES',
  // Runs: the figures of a run's dashboard, and a version's runs side by side.
  'GET_TEST_RUN_STATISTICS',
  'GET_VERSION_RUN_TRENDS',
  // Document history: who changed what, and a case put back as it was.
  'GET_DOCUMENT_HISTORY',
  'RESTORE_DOCUMENT_VERSION',
  // Users: API tokens for integrations.
  'CREATE_API_TOKEN',
  'LIST_API_TOKENS',
  'REVOKE_API_TOKEN',
  // The tenant's settings: how long document history is kept.
  'GET_TENANT_SETTINGS',
  'MODIFY_TENANT_SETTINGS',
];

describe('JSON-RPC method table', () => {
  it("serves the spec's methods of this release and our own additions, and nothing else", () => {
    expect([...methodTable.keys()].sort()).toEqual([...SPEC_SERVED, ...OWN_ADDITIONS].sort());
  });

  it('serves exactly the methods the contract defines, and none the contract only plans', () => {
    expect([...methodTable.keys()].sort()).toEqual(Object.keys(methods).sort());
    expect(Object.keys(plannedMethods).sort()).toEqual([...SPEC_NOT_SERVED_YET].sort());
  });

  it('describes itself with rpc.discover: an OpenRPC document a third-party parser accepts, no project header needed', async () => {
    const doc = (await api.call('rpc.discover', {})).body.result;
    const parsed = await parseOpenRPCDocument(JSON.stringify(doc));
    const available = parsed.methods
      .filter((method) => 'name' in method && (method as { 'x-available'?: boolean })['x-available'])
      .map((method) => (method as { name: string }).name);
    expect(available.sort()).toEqual([...methodTable.keys()].sort());
  });

  it('answers the documented methods it does not serve yet with method not found', async () => {
    for (const method of SPEC_NOT_SERVED_YET) {
      expect(methodTable.has(method), method).toBe(false);
      expect((await api.fail(method, { locale: 'en' })).code, method).toBe(-32601);
    }
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

  it('calls a procedure directly only as rpcProcedure built it, so no middleware added later is skipped', () => {
    const foreign = initTRPC
      .create()
      .procedure.input(z.object({}))
      .query(() => 1);
    expect(() => directCall('foreign', foreign._def as unknown as ProcedureDef)).toThrow(
      /procedure foreign was not built by rpcProcedure/,
    );
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;
    const path = methodTable.get('GET_DOCUMENT') as string;
    const def = (procedures[path] as { _def: ProcedureDef })._def;
    expect(() => directCall(path, def)).not.toThrow();
    const extra = { ...def, middlewares: [...def.middlewares, async () => ({ ok: true })] };
    expect(() => directCall(path, extra)).toThrow(/was not built by rpcProcedure/);
  });

  it('parses params with an async part too, refusing what it refuses as tRPC would', async () => {
    const procedures = appRouter._def.procedures as unknown as Record<string, { _def: ProcedureDef }>;
    const path = methodTable.get('LOAD_PROJECTS_BY_TENANT') as string;
    const def = (procedures[path] as { _def: ProcedureDef })._def;
    const params = z.object({ locale: z.string().optional() });
    const refusing = params.refine(async () => false, { message: 'refused later' });
    const ctx = createContextInner({ orm: t.orm, principal: admin.principal, urlSecret: new Uint8Array(32) });
    await expect(directCall(path, { ...def, inputs: [params.refine(async () => true)] })(ctx, {})).resolves.toEqual(
      expect.any(Array),
    );
    const failed = await directCall(path, { ...def, inputs: [refusing] })(ctx, {}).catch((err: unknown) => err);
    expect(failed).toMatchObject({ code: 'BAD_REQUEST', cause: { issues: [{ message: 'refused later' }] } });
  });
});
