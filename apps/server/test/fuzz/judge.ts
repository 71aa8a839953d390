import { RpcErrorCode } from '@tmt/contract';
import { leakInError } from './leak';

/** The codes of ARCHITECTURE.md's error table ("Errors") that a fuzzed body may get; -32603 is a bug by definition. */
const ALLOWED_CODES = new Set<number>(Object.values(RpcErrorCode).filter((code) => code !== -32603));
/** HTTP statuses that may carry a JSON-RPC error body, and the code each one must carry. */
const STATUS_CODES: Record<number, number> = { 401: -32001, 413: -32600, 429: -32029 };

export interface Problem {
  /** The method of the request entry the problem answers (by id), or of the first entry. */
  method: string;
  text: string;
  /** In a batch: the request entry and the answer entry concerned, as JSON. */
  entry?: { request: string; answer: string };
}

export interface Verdict {
  /** `code:reason` per answered entry (`result` for results), for the tallies. */
  outcomes: string[];
  /** What is wrong with the answer; empty when it is a proper one. */
  problems: Problem[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a request entry is a notification (no `id`), which may go unanswered. */
const isNotification = (entry: unknown) => isObject(entry) && !('id' in entry);

/** The method a request entry calls, readable in a report. */
const methodName = (entry: unknown) =>
  isObject(entry) && typeof entry.method === 'string' ? entry.method : '(no method)';

/** Checks one JSON-RPC answer entry; `problems` collects what is wrong with it. */
function judgeEntry(entry: unknown, problems: string[]): string {
  if (!isObject(entry) || entry.jsonrpc !== '2.0' || !('id' in entry)) {
    problems.push(`not a JSON-RPC response: ${JSON.stringify(entry).slice(0, 200)}`);
    return 'malformed';
  }
  const { id } = entry;
  if (id !== null && typeof id !== 'string' && typeof id !== 'number') problems.push(`bad id ${JSON.stringify(id)}`);
  if ('result' in entry === 'error' in entry) problems.push('needs exactly one of result and error');
  if ('result' in entry) return 'result';
  const error = entry.error;
  if (!isObject(error) || typeof error.code !== 'number' || typeof error.message !== 'string') {
    problems.push(`malformed error ${JSON.stringify(error).slice(0, 200)}`);
    return 'malformed';
  }
  const reason = isObject(error.data) && typeof error.data.reason === 'string' ? error.data.reason : 'no reason';
  if (!ALLOWED_CODES.has(error.code)) problems.push(`code ${error.code} (${reason}): ${error.message}`);
  if (reason === 'no reason') problems.push(`error ${error.code} has no data.reason`);
  const leak = leakInError(error);
  if (leak) problems.push(`leak: ${leak}`);
  return `${error.code}:${reason}`;
}

/** Checks an HTTP answer to a fuzzed body: a proper JSON-RPC answer, never -32603, nothing internal. */
export function judge(requestBody: string, status: number, text: string): Verdict {
  let request: unknown;
  try {
    request = JSON.parse(requestBody);
  } catch {
    request = undefined;
  }
  const requests = Array.isArray(request) ? request : [request];
  const first = methodName(requests[0]);
  const problems: Problem[] = [];
  const add = (text: string, method = first, entry?: Problem['entry']) => problems.push({ method, text, entry });
  if (!text) {
    // Only a call made of notifications alone may be answered with nothing.
    const silent = status === 204 && requests.length > 0 && requests.every(isNotification);
    if (!silent) add(`empty answer with HTTP ${status}`);
    return { outcomes: ['no answer'], problems };
  }
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    add(`HTTP ${status} answer is not JSON: ${text.slice(0, 200)}`);
    return { outcomes: ['not JSON'], problems };
  }
  if (status !== 200 && !(status in STATUS_CODES)) add(`HTTP ${status}`);
  const entries = Array.isArray(answer) ? answer : [answer];
  if (Array.isArray(answer) && (!Array.isArray(request) || !answer.length || answer.length > requests.length)) {
    add(`a batch of ${answer.length} answers to ${Array.isArray(request) ? requests.length : 'a single'} request(s)`);
  }
  const outcomes = entries.map((entry) => {
    const found: string[] = [];
    const outcome = judgeEntry(entry, found);
    // In a batch, the entry that was answered is the one with the same id.
    const id = isObject(entry) ? entry.id : undefined;
    const asked = requests.find((r) => isObject(r) && id !== null && r.id === id);
    const pair = Array.isArray(answer)
      ? { request: JSON.stringify(asked) ?? '?', answer: JSON.stringify(entry) }
      : undefined;
    for (const problem of found) add(problem, asked ? methodName(asked) : first, pair);
    return outcome;
  });
  const expected = STATUS_CODES[status];
  if (expected && !outcomes.every((o) => o.startsWith(`${expected}:`)))
    add(`HTTP ${status} with ${outcomes.join(', ')}`);
  // A well-formed single call is answered under its own id.
  if (status === 200 && isObject(request) && isObject(answer) && request.jsonrpc === '2.0') {
    const id = request.id;
    if ((typeof id === 'number' && Number.isFinite(id)) || typeof id === 'string') {
      if (answer.id !== id) add(`answered id ${JSON.stringify(answer.id)} for id ${JSON.stringify(id)}`);
    }
  }
  return { outcomes, problems };
}
