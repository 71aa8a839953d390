import type { MethodName, MethodParams, MethodResult } from '@tmt/contract';
import { assertNoLeak } from './fuzz/leak';

// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field in assertions
type Any = any;

export interface RpcAnswer {
  status: number;
  headers: Headers;
  body: Any;
}

export interface RpcError {
  code: number;
  message: string;
  data: { reason: string } & Record<string, Any>;
}

/** What a client talks to: an app in this process (what startTestApp gives), or a server's base URL. */
export type Target = { app: { request: (path: string, init: RequestInit) => Response | Promise<Response> } } | string;

/** A document as GET_DOCUMENT answers it (and LIST_DOCUMENTS lists it): of `Model`, or of any model. */
export type DocumentAnswer<Model extends DocumentModel = DocumentModel> = Extract<
  MethodResult<'GET_DOCUMENT'>,
  { documentModelName: Model }
>;
type DocumentModel = MethodResult<'GET_DOCUMENT'>['documentModelName'];

/** LIST_DOCUMENTS' answer, its entries of the model the params name. */
type DocumentList<Model extends DocumentModel> = Omit<MethodResult<'LIST_DOCUMENTS'>, 'entries'> & {
  entries: DocumentAnswer<Model>[];
};

/** Methods whose params may all be left out. */
type NoParamsMethod = { [M in MethodName]: Partial<MethodParams<M>> extends MethodParams<M> ? M : never }[MethodName];

/** Methods that answer a docRef (of the task they made, or of what they added). */
export type RefMethod = { [M in MethodName]: MethodResult<M> extends string ? M : never }[MethodName];

/** `answer` as a document of `model`; a document of another model fails the test. */
export function asModel<Model extends DocumentModel>(model: Model, answer: DocumentAnswer): DocumentAnswer<Model> {
  if (answer.documentModelName !== model)
    throw new Error(`${answer.docRef} is a ${answer.documentModelName}, not a ${model}`);
  return answer as DocumentAnswer<Model>;
}

/** The entries of a list of documents, each of which must be of `model`. */
export const entriesOf = <Model extends DocumentModel>(model: Model, list: { entries: DocumentAnswer[] }) =>
  list.entries.map((entry) => asModel(model, entry));

type TreeNodeAnswer = MethodResult<'UPDATE_TEST_CASE_TREE_NODE'>;

/** UPDATE_TEST_CASE_TREE_NODE's answer for a case, stored Root and __meta (a folder's answer fails the test). */
export function caseAnswer(answer: TreeNodeAnswer) {
  if (!('Root' in answer)) throw new Error(`a folder's answer, not a case's: ${JSON.stringify(answer)}`);
  return answer;
}

/** UPDATE_TEST_CASE_TREE_NODE's answer for a folder, its General only (a case's answer fails the test). */
export function folderAnswer(answer: TreeNodeAnswer) {
  if ('Root' in answer) throw new Error(`a case's answer, not a folder's: ${JSON.stringify(answer)}`);
  return answer;
}

export interface Client {
  /** POSTs a raw body to the JSON-RPC endpoint; the whole answer. */
  post(body: string, headers?: Record<string, string>): Promise<RpcAnswer>;
  /** One call; the whole answer, for tests about status, headers or the envelope. */
  call(method: string, params?: unknown, headers?: Record<string, string>): Promise<RpcAnswer>;
  /** A call that must succeed; its result. Params and result are the contract's types of the method. */
  ok<Model extends DocumentModel>(
    method: 'LIST_DOCUMENTS',
    params: MethodParams<'LIST_DOCUMENTS'> & { documentModelName: Model },
    headers?: Record<string, string>,
  ): Promise<DocumentList<Model>>;
  ok<M extends MethodName>(
    method: M,
    params: MethodParams<M>,
    headers?: Record<string, string>,
  ): Promise<MethodResult<M>>;
  ok<M extends NoParamsMethod>(method: M): Promise<MethodResult<M>>;
  /** GET_DOCUMENT of a document that must be of `model`. */
  doc<Model extends DocumentModel>(
    model: Model,
    docRef: string,
    headers?: Record<string, string>,
  ): Promise<DocumentAnswer<Model>>;
  /** A call that must fail; its error, for the test to check code and reason. */
  fail(method: string, params?: unknown, headers?: Record<string, string>): Promise<RpcError>;
  /** The Root of a document, read with GET_DOCUMENT. */
  root(docRef: string): Promise<Any>;
}

/**
 * The one way tests call the JSON-RPC API, as `token`'s user (no token: no Authorization header). Every answer
 * passes the leak scan: an error carrying SQL, a stack or a file path fails the test, whatever the test checks.
 */
export function client(target: Target, token?: string): Client {
  const send = (init: RequestInit) =>
    typeof target === 'string' ? fetch(`${target}/api/v2/rpc`, init) : target.app.request('/api/v2/rpc', init);
  const auth: Record<string, string> = token === undefined ? {} : { Authorization: `Bearer ${token}` };

  const post: Client['post'] = async (body, headers = {}) => {
    const res = await send({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth, ...headers },
      body,
    });
    const text = await res.text();
    let answer: Any;
    try {
      answer = text ? JSON.parse(text) : undefined;
    } catch {
      throw new Error(`POST /api/v2/rpc answered ${res.status} with no JSON: ${text.slice(0, 300)}`);
    }
    assertNoLeak(answer, `POST /api/v2/rpc ${body.slice(0, 200)}`);
    return { status: res.status, headers: res.headers, body: answer };
  };
  const call: Client['call'] = (method, params = {}, headers = {}) =>
    post(JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }), headers);
  const ok = async (method: string, params?: unknown, headers?: Record<string, string>) => {
    const { body } = await call(method, params, headers);
    if (!body || body.error || !('result' in body)) throw new Error(`${method} failed: ${JSON.stringify(body)}`);
    return body.result;
  };
  const fail: Client['fail'] = async (method, params, headers) => {
    const { body } = await call(method, params, headers);
    if (!body?.error) throw new Error(`${method} should have failed: ${JSON.stringify(body)}`);
    return body.error;
  };
  const doc: Client['doc'] = async (model, docRef, headers) => {
    const answer = await ok('GET_DOCUMENT', { docRef }, headers);
    if (answer.documentModelName !== model)
      throw new Error(`${docRef} is a ${answer.documentModelName}, not a ${model}`);
    return answer;
  };
  const root: Client['root'] = async (docRef) => (await ok('GET_DOCUMENT', { docRef })).document.Root;
  return { post, call, ok, fail, doc, root };
}
