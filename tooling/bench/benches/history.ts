import autocannon from 'autocannon';
import { benchClient } from '../bench-client';
import { createBenchTenant, startBenchTmt } from '../bench-tmt';
import { figure, size } from '../figures';

/**
 * What recording the document history costs a change: MODIFY_DOCUMENT of suites (a new title each time, so every
 * call changes a field) over JSON-RPC with the history triggers on and, for comparison only, off. Rounds alternate
 * so the machine's ups and downs fall on both alike. Target: at most 10 % slower with history.
 */

const TARGET = 0.9;
const CONNECTIONS = 10;
const ROUNDS = size(6, 3);
const ROUND_SECONDS = size(5, 2);
const SUITES = 200;

export default async function history(): Promise<void> {
  const tmt = await startBenchTmt();
  try {
    const bench = await createBenchTenant(tmt);
    const { rpc } = benchClient(tmt, bench.token);
    const suites: string[] = [];
    for (let i = 0; i < SUITES; i++) {
      suites.push(
        await rpc<string>('ADD_DOCUMENT', {
          documentModelName: 'TestSuite-dm',
          locale: 'en',
          document: { Root: { General: { ProjectId: 'P_1', Title: `Suite ${i}` } } },
        }),
      );
    }
    let n = 0;
    const body = () =>
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'MODIFY_DOCUMENT',
        params: {
          docRef: suites[n % SUITES],
          locale: 'en',
          document: { Root: { General: { Title: `Suite ${n++}` } } },
        },
      });
    const triggers = (on: boolean) =>
      tmt.orm.em
        .fork()
        .execute(`ALTER TABLE test_suite ${on ? 'ENABLE' : 'DISABLE'} TRIGGER test_suite_history_update`);
    const measure = async () => {
      const result = await autocannon({
        url: `${tmt.url.replace('localhost', '127.0.0.1')}/api/v2/rpc`,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bench.token}`, 'Project-Id': 'P_1' },
        connections: CONNECTIONS,
        duration: ROUND_SECONDS,
        requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
        verifyBody: (text: unknown) => String(text).startsWith('{"jsonrpc":"2.0","id":1,"result":'),
      });
      if (result.non2xx || result.errors || result.mismatches) {
        throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors, ${result.mismatches} JSON-RPC errors`);
      }
      return result.requests.total / ROUND_SECONDS;
    };
    const totals = { on: 0, off: 0 };
    for (let round = 1; round <= ROUNDS; round++) {
      await triggers(true);
      const on = await measure();
      await triggers(false);
      const off = await measure();
      totals.on += on;
      totals.off += off;
      console.log(`round ${round}: with history ${on.toFixed(0)} req/s, without ${off.toFixed(0)} req/s`);
    }
    await triggers(true);
    const ratio = totals.on / totals.off;
    console.log(`MODIFY_DOCUMENT with/without history ${ratio.toFixed(2)} (target >= ${TARGET})`);
    figure('history: MODIFY_DOCUMENT with history', totals.on / ROUNDS, 'req/s', 'higher');
    figure('history: MODIFY_DOCUMENT with/without history', ratio, 'ratio', 'higher');
  } finally {
    await tmt.stop();
  }
}
