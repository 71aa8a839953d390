import { createHash } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { crc32 } from 'node:zlib';
import { isUnstorableText } from '@tmt/contract';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { benchClient } from './bench-client';

/**
 * Files from fast-check through the real endpoints, beside the fuzzed JSON-RPC bodies: JUnit XML uploaded and
 * imported (IMPORT_JUNIT_RESULTS), images with BMP, WBMP and PNG headers of any size uploaded and their thumbnails
 * fetched, and text bound for CSV (case titles, defects, details starting with = + - @ tab or CR) saved and exported
 * by GENERATE_CSV_REPORT. Tallies what each answered, counts 5xx answers as problems, and reports the resident memory
 * and the event-loop delay of the process the server runs in, while the files are handled.
 */

const text = fc.string({ unit: 'binary', maxLength: 30 });
/**
 * Text as CSV-bound fields hold it: often opening with what a spreadsheet would run as a formula. Only text a save
 * takes (no NUL, no lone surrogate: those are refused at the call, which the body fuzz covers).
 */
const csvText = fc
  .oneof(
    fc.tuple(fc.constantFrom('=', '+', '-', '@', '\t', '\r'), text).map(([lead, rest]) => `${lead}${rest}`),
    fc.constantFrom('=1+1', '=HYPERLINK("http://x.test","y")', '@SUM(A1)', '-2+3', '+cmd|/c calc'),
    text,
  )
  .filter((value) => !isUnstorableText(value));
const escapeXml = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const junitCase = fc.record({
  name: text,
  classname: text,
  time: fc.oneof(fc.double({ noNaN: true }).map(String), text),
  outcome: fc.constantFrom('passed', 'failure', 'error', 'skipped'),
  message: text,
  raw: fc.boolean(),
});
/** A JUnit report, sometimes with unescaped text, an odd declared encoding or cut short. */
const junitXml = fc
  .record({
    suites: fc.array(fc.array(junitCase, { maxLength: 12 }), { maxLength: 4 }),
    encoding: fc.constantFrom('UTF-8', 'ISO-8859-1', 'windows-1252', 'UTF-16', 'x-unknown'),
    cut: fc.option(fc.nat({ max: 2_000 })),
  })
  .map(({ suites, encoding, cut }) => {
    const esc = (s: string, raw: boolean) => (raw ? s : escapeXml(s));
    const body = suites
      .map(
        (cases, i) =>
          `<testsuite name="s${i}">${cases
            .map(
              (c) =>
                `<testcase name="${esc(c.name, c.raw)}" classname="${esc(c.classname, c.raw)}" time="${esc(c.time, c.raw)}">${
                  c.outcome === 'passed'
                    ? ''
                    : c.outcome === 'skipped'
                      ? '<skipped/>'
                      : `<${c.outcome} message="${esc(c.message, c.raw)}">${esc(c.message, c.raw)}</${c.outcome}>`
                }</testcase>`,
            )
            .join('')}</testsuite>`,
      )
      .join('');
    const xml = `<?xml version="1.0" encoding="${encoding}"?><testsuites>${body}</testsuites>`;
    return cut === null ? xml : xml.slice(0, cut);
  });

const u16le = (n: number) => Buffer.from([n & 255, (n >> 8) & 255]);
const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};
const u32be = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
/** WBMP's multi-byte integer: 7 bits a byte, high bit set on all but the last. */
const varint = (n: number) => {
  const out = [n & 127];
  for (let v = Math.floor(n / 128); v > 0; v = Math.floor(v / 128)) out.unshift((v & 127) | 128);
  return Buffer.from(out);
};
const dimension = fc.oneof(
  fc.integer({ min: 0, max: 64 }),
  fc.integer({ min: 0, max: 2 ** 31 - 1 }),
  fc.constant(65_535),
);
/** Bytes that open like a BMP, WBMP or PNG of any stated size, followed by whatever fast-check chose. */
const image = fc
  .record({
    kind: fc.constantFrom('bmp', 'wbmp', 'png'),
    width: dimension,
    height: dimension,
    tail: fc.uint8Array({ maxLength: 2_048 }),
  })
  .map(({ kind, width, height, tail }) => {
    let head: Buffer;
    if (kind === 'bmp') {
      head = Buffer.concat([
        Buffer.from('BM'),
        u32le(54 + tail.length),
        u32le(0),
        u32le(54),
        u32le(40),
        u32le(width),
        u32le(height),
        u16le(1),
        u16le(24),
        u32le(0),
        u32le(tail.length),
        Buffer.alloc(16),
      ]);
    } else if (kind === 'wbmp') {
      head = Buffer.concat([Buffer.from([0, 0]), varint(width), varint(height)]);
    } else {
      const ihdr = Buffer.concat([Buffer.from('IHDR'), u32be(width), u32be(height), Buffer.from([8, 2, 0, 0, 0])]);
      head = Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        u32be(13),
        ihdr,
        u32be(crc32(ihdr)),
      ]);
    }
    return { kind, bytes: Buffer.concat([head, Buffer.from(tail)]) };
  });

const MIME = { bmp: 'image/bmp', wbmp: 'image/vnd.wap.wbmp', png: 'image/png' } as const;

export interface FileFuzzReport {
  outcomes: Map<string, number>;
  problems: number;
  unneutralisedCsvCells: number;
  rssPeakMb: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

/** `count` files of each kind against the server at `base` (in this process), as the tenant's admin. */
export async function fuzzFiles(base: string, token: string, count: number, seed: number): Promise<FileFuzzReport> {
  const outcomes = new Map<string, number>();
  let problems = 0;
  const note = (key: string, status?: number) => {
    outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
    if (status !== undefined && status >= 500) problems++;
  };
  const { rpc, finished } = benchClient({ url: base }, token, { taskTimeoutMs: 120_000 });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let rssPeak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 100);
  const upload = async (filename: string, model: string, body: Uint8Array, contentType: string) => {
    const query = new URLSearchParams({ filename, documentModelName: model, pathToField: '' });
    const res = await fetch(`${base}/api/v2/attachment?${query}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Project-Id': 'P_1', 'Content-Type': contentType },
      body: new Uint8Array(body),
    });
    const answer = (await res.json().catch(() => ({}))) as { attachmentId?: string };
    return { status: res.status, attachmentId: answer.attachmentId };
  };
  const taskOutcome = async (docRef: string) => {
    const root = await finished(docRef);
    const reason = (root.Error as { Reason?: string } | null)?.Reason;
    return root.General.Status === 'DONE' ? 'DONE' : `ERROR ${reason ?? ''}`.trim();
  };
  try {
    await rpc('ADD_DOCUMENT', {
      documentModelName: 'Project-dm',
      locale: 'en',
      document: { Root: { General: { Title: 'Files' } } },
    });
    const options = { numRuns: count, seed };

    for (const xml of fc.sample(junitXml, options)) {
      const up = await upload('TEST-fuzz.xml', 'TestRun-dm', Buffer.from(xml, 'utf8'), 'application/xml');
      note(`junit upload ${up.status}`, up.status);
      if (!up.attachmentId) continue;
      const call = await fetch(`${base}/api/v2/rpc`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Project-Id': 'P_1' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'IMPORT_JUNIT_RESULTS',
          params: { projectId: 'P_1', attachmentIds: [up.attachmentId] },
        }),
      });
      const answer = (await call.json()) as { result?: string; error?: { code: number } };
      if (answer.error) note(`junit call ${answer.error.code}`, answer.error.code === -32603 ? 500 : call.status);
      else note(`junit task ${await taskOutcome(answer.result!)}`);
    }

    for (const { kind, bytes } of fc.sample(image, options)) {
      const up = await upload(`fuzz.${kind}`, 'TestCase-dm', bytes, MIME[kind]);
      note(`image upload ${kind} ${up.status}`, up.status);
      const hash = createHash('sha256').update(bytes).digest('hex');
      const thumb = await fetch(`${base}/api/v2/attachment/thumbnail/${hash}/small.png`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      await thumb.arrayBuffer();
      note(`thumbnail ${kind} ${thumb.status}`, thumb.status);
    }

    // CSV-bound text: cases titled with it, a result for each with it as defects and details, exported as CSV.
    const suite = await rpc<string>('ADD_DOCUMENT', {
      documentModelName: 'TestSuite-dm',
      locale: 'en',
      document: { Root: { General: { ProjectId: 'P_1', Title: 'CSV' } } },
    });
    const texts = fc.sample(fc.tuple(csvText, csvText, csvText), options);
    const caseIds: string[] = [];
    for (const [title] of texts) {
      try {
        const link = await rpc<{ linkDescriptor: { entities: { docRef: string }[] } }>('CREATE_TEST_CASE_TREE_NODE', {
          documentModelName: 'TestCase-dm',
          locale: 'en',
          document: { Root: { General: { Title: title.trim() || 'x' } } },
          parentNodeDocRef: suite,
        });
        const { document } = await rpc<{ document: { Root: { General: { Id: string } } } }>('GET_DOCUMENT', {
          docRef: link.linkDescriptor.entities[1]!.docRef,
        });
        caseIds.push(document.Root.General.Id);
        note('csv case created');
      } catch (err) {
        const code = /"code":(-?\d+)/.exec(String(err))?.[1];
        note(`csv case refused ${code}`, code === '-32603' ? 500 : undefined);
      }
    }
    let unneutralised = 0;
    if (caseIds.length) {
      const runRef = await rpc<string>('ADD_DOCUMENT', {
        documentModelName: 'TestRun-dm',
        locale: 'en',
        document: { Root: { General: { ProjectId: 'P_1', Title: 'CSV run' } } },
      });
      const { document } = await rpc<{ document: { Root: { General: { Id: string } } } }>('GET_DOCUMENT', {
        docRef: runRef,
      });
      const testRunId = document.Root.General.Id;
      note(
        `csv add ${await taskOutcome(await rpc<string>('ADD_TEST_CASES_TO_RUN_ASYNC', { testRunId, testCaseIds: caseIds }))}`,
      );
      const saved = await rpc<string>('SAVE_TEST_EXECUTIONS_ASYNC', {
        testRunId,
        decisionOnInvalidTestExecutionResult: 'SKIP',
        testExecutions: caseIds.map((testCaseId, i) => ({
          testCaseId,
          result: 5,
          defects: texts[i]![1],
          details: texts[i]![2],
        })),
      });
      note(`csv save ${await taskOutcome(saved)}`);
      const report = await rpc<string>('GENERATE_CSV_REPORT', { testRunDocRef: runRef });
      const outcome = await taskOutcome(report);
      note(`csv report ${outcome}`);
      if (outcome === 'DONE') {
        const res = await fetch(`${base}/api/automation/data/${report.split('/')[1]}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        note(`csv download ${res.status}`, res.status);
        const rows = parse(await res.text(), { bom: true, relax_column_count: true }) as string[][];
        // A cell a spreadsheet would run: it opens with a formula sign, tab or CR (OWASP's CSV injection rule).
        unneutralised = rows
          .slice(1)
          .flat()
          .filter((cell) => /^[=+\-@\t\r]/.test(cell)).length;
      }
    }
    return {
      outcomes,
      problems,
      unneutralisedCsvCells: unneutralised,
      rssPeakMb: rssPeak / 2 ** 20,
      loopDelayP99Ms: delay.percentile(99) / 1e6,
      loopDelayMaxMs: delay.max / 1e6,
    };
  } finally {
    clearInterval(sampler);
    delay.disable();
  }
}
