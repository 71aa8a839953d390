import { resolve } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { closeDatabase, createTokenVerifier } from '@tmt/core';
import { openTestDatabase, testSecret } from '@tmt/testing';
import { createApp } from '../src/app';
import type { Logger } from '../src/logger';
import { assertNoLeak } from './fuzz/leak';

export interface LoggedError {
  msg: string;
  err: unknown;
  fields: Record<string, unknown>;
}

/** A real app on the run's database; `errors` collects what it logged as internal errors. */
export async function startTestApp(
  options: { bodyLimitBytes?: number; maxBatch?: number; applicationName?: string } = {},
) {
  const orm: MikroORM = await openTestDatabase(10, options.applicationName);
  const errors: LoggedError[] = [];
  const logger: Logger = { info: () => true, error: (msg, err, fields = {}) => errors.push({ msg, err, fields }) > 0 };
  const app = createApp({
    orm,
    verify: createTokenVerifier({ secret: testSecret }),
    logger,
    bodyLimitBytes: options.bodyLimitBytes ?? 10 * 1024 * 1024,
    authCacheMs: 10_000,
    maxBatch: options.maxBatch ?? 100,
    webDist: resolve(import.meta.dirname, '../../web/dist'),
  });
  return { orm, app, errors, close: () => closeDatabase(orm) };
}
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

export interface RpcAnswer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field in assertions
  body: any;
}

/** POSTs a raw body to the JSON-RPC endpoint; an error answer carrying SQL, a stack or a file path fails the test. */
export async function postRpc(
  app: TestApp['app'],
  body: string,
  headers: Record<string, string> = {},
): Promise<RpcAnswer> {
  const res = await app.request('/api/v2/rpc', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body,
  });
  const text = await res.text();
  const answer = text ? JSON.parse(text) : undefined;
  assertNoLeak(answer, `POST /api/v2/rpc ${body.slice(0, 200)}`);
  return { status: res.status, headers: res.headers, body: answer };
}

/** One JSON-RPC call with a token and optional context headers. */
export function call(
  app: TestApp['app'],
  token: string,
  method: string,
  params: unknown = {},
  headers: Record<string, string> = {},
): Promise<RpcAnswer> {
  return postRpc(app, JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }), {
    Authorization: `Bearer ${token}`,
    ...headers,
  });
}

/** Adds a project (or, with a parent, a sub project) and answers its docRef; fails the test on an error. */
export async function addProject(
  app: TestApp['app'],
  token: string,
  Title: string,
  ParentId?: string,
): Promise<string> {
  const { body } = await call(app, token, 'ADD_DOCUMENT', {
    documentModelName: 'Project-dm',
    locale: 'en',
    document: { Root: { General: { Title, Description: `About ${Title}`, ...(ParentId ? { ParentId } : {}) } } },
  });
  if (!body.result) throw new Error(`ADD_DOCUMENT failed: ${JSON.stringify(body.error)}`);
  return body.result;
}

/** General of a document fetched with GET_DOCUMENT. */
export async function general(app: TestApp['app'], token: string, docRef: string) {
  const { body } = await call(app, token, 'GET_DOCUMENT', { docRef });
  if (!body.result) throw new Error(`GET_DOCUMENT failed: ${JSON.stringify(body.error)}`);
  return body.result.document.Root.General;
}
