import fc from 'fast-check';
import type { FuzzRequest } from './arbitraries';
import { judge } from './judge';

export interface FuzzFinding {
  method: string;
  problem: string;
  request: FuzzRequest;
  status: number;
  answer: string;
  /** In a batch: the entry concerned, request and answer. */
  entry?: { request: string; answer: string };
}

export interface FuzzTally {
  bodies: number;
  /** Answers by `code:reason` (or `result`, `no answer`). */
  outcomes: Map<string, number>;
  internalErrors: number;
  leaks: number;
  /** One finding per method and kind of problem, the first body that showed it. */
  findings: FuzzFinding[];
  /** Every body with a problem, counted. */
  failures: number;
}

export const newTally = (): FuzzTally => ({
  bodies: 0,
  outcomes: new Map(),
  internalErrors: 0,
  leaks: 0,
  findings: [],
  failures: 0,
});

/** Posts one fuzzed request to a running server. */
export async function send(base: string, token: string, request: FuzzRequest) {
  const auth = { ok: `Bearer ${token}`, bad: `Bearer ${token.slice(0, -4)}AAAA`, none: undefined }[request.auth];
  const res = await fetch(`${base}/api/v2/rpc`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: auth } : {}), ...request.headers },
    body: request.body,
  });
  return { status: res.status, text: await res.text() };
}

/**
 * Sends `count` requests drawn from `arbitrary` with `seed`, `concurrency` at a time, and judges every answer.
 * Requests are drawn lazily in chunks, so a 100,000-body run holds only one chunk in memory.
 */
export async function runFuzz(options: {
  base: string;
  token: string;
  /** The requests of the next chunk; called once per chunk so destructive calls can be given fresh targets. */
  arbitrary: () => Promise<fc.Arbitrary<FuzzRequest>>;
  count: number;
  seed: number;
  concurrency: number;
  onProgress?: (done: number) => void;
  /** Where to count, so a caller can report a run that was cut short. */
  tally?: FuzzTally;
  /** Checked before each request: true ends the run early (the server died). */
  stopped?: () => boolean;
}): Promise<FuzzTally> {
  const tally = options.tally ?? newTally();
  const seen = new Set<string>();
  const chunk = 500;
  for (let start = 0; start < options.count && !options.stopped?.(); start += chunk) {
    const requests = fc.sample(await options.arbitrary(), {
      seed: options.seed + start,
      numRuns: Math.min(chunk, options.count - start),
    });
    let next = 0;
    const lane = async () => {
      while (next < requests.length && !options.stopped?.()) {
        const request = requests[next++]!;
        const { status, text } = await send(options.base, options.token, request).catch((err: Error) => ({
          status: 0,
          text: `request failed: ${err.message} ${String(err.cause ?? '')}`,
        }));
        const verdict = judge(request.body, status, text);
        tally.bodies++;
        for (const outcome of verdict.outcomes) tally.outcomes.set(outcome, (tally.outcomes.get(outcome) ?? 0) + 1);
        tally.internalErrors += verdict.outcomes.filter((o) => o.startsWith('-32603:')).length;
        tally.leaks += verdict.problems.filter((p) => p.text.startsWith('leak:')).length;
        if (!verdict.problems.length) continue;
        tally.failures++;
        for (const { method, text: problem, entry } of verdict.problems) {
          // One finding per method and kind: request ids and quoted values differ from body to body.
          const key = `${method} ${problem.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '').slice(0, 40)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          tally.findings.push({ method, problem, request, status, answer: text.slice(0, 1000), entry });
        }
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, lane));
    options.onProgress?.(start + requests.length);
  }
  return tally;
}

/** A readable account of the findings, for a failed test or the bench. */
export function describeFindings(findings: FuzzFinding[], limit = 40): string {
  return findings
    .slice(0, limit)
    .map(
      (f, i) =>
        `#${i + 1} ${f.method}: ${f.problem}\n   request ${JSON.stringify(f.request.headers)} auth=${f.request.auth} ` +
        `${(f.entry ? `(in a batch) ${f.entry.request}` : f.request.body).slice(0, 600)}\n` +
        `   answer HTTP ${f.status} ${(f.entry?.answer ?? f.answer).slice(0, 600)}`,
    )
    .join('\n');
}
