import { messageFor } from '@tmt/contract';
import { describe, expect, it } from 'vitest';
import { client } from '../client';
import { assertNoLeak, findLeak } from './leak';

describe('leak scan', () => {
  it('finds SQL, PostgreSQL errors, stack frames and file paths', () => {
    expect(findLeak('SELECT s.id FROM test_suite s WHERE s.tenant_id = 1')).toMatch(/^SQL/);
    expect(findLeak('update "task_request" set "status" = $1 where "id" = $2')).toMatch(/^SQL/);
    expect(findLeak('syntax error at or near "undefined"')).toMatch(/^PostgreSQL/);
    expect(findLeak('insert violates foreign key constraint')).toMatch(/^(SQL|PostgreSQL)/);
    expect(findLeak('TypeError: x is undefined\n    at run (file:///srv/app.js:3:9)')).toMatch(/^stack/);
    expect(findLeak('at pagedRows (/srv/list/paged-rows.ts:19:16)')).toMatch(/^(stack|file)/);
    expect(findLeak('see /work/wt/packages/core/src/x.js')).toMatch(/^file path/);
    expect(findLeak('failed in paged-rows.ts:19')).toMatch(/^file path/);
  });

  it('passes every message the API answers with, in both languages', () => {
    const params = { method: 'GET_DOCUMENT', ref: 'TestCase-dm/1', requestId: 'abc', run: 'R_1', field: 'Title' };
    for (const locale of ['en', 'de'] as const) {
      for (const reason of ['DOCUMENT_NOT_FOUND', 'INTERNAL_ERROR', 'UNKNOWN_SORT_FIELD', 'TEST_RUN_CLOSED'] as const) {
        expect(findLeak(messageFor(locale, reason, params)), `${locale} ${reason}`).toBeUndefined();
      }
    }
  });

  it('fails on an error answer that leaks, single or in a batch, and lets results through', () => {
    const leaky = { jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'relation "x" does not exist' } };
    expect(() => assertNoLeak(leaky, 'call')).toThrow(/leaks PostgreSQL error/);
    expect(() => assertNoLeak([{ jsonrpc: '2.0', id: 2, result: 1 }, leaky], 'batch')).toThrow(/batch/);
    expect(() => assertNoLeak({ jsonrpc: '2.0', id: 1, result: { Title: 'SELECT a FROM b' } }, 'result')).not.toThrow();
  });

  it('is applied by the test client to every answer, whatever the test then checks', async () => {
    // A server that answered with internal text; the real one never does, so it stands in here.
    const leaking = {
      app: {
        request: () =>
          new Response(
            JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32603, message: 'syntax error at "x"' } }),
          ),
      },
    };
    await expect(client(leaking, 'token').fail('GET_DOCUMENT', {})).rejects.toThrow(/leaks PostgreSQL error/);
    await expect(client(leaking).post('{}')).rejects.toThrow(/leaks PostgreSQL error/);
  });
});
