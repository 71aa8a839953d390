import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createTestTenant } from '@tmt/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../client';
import { addProject, addRun, addSuite } from '../factories';
import { settle } from '../settle';
import { startTestApp, type TestApp } from '../test-app';

let t: TestApp;
let api: Client;
let token: string;
let tenantId: string;

// biome-ignore lint/suspicious/noExplicitAny: answers are inspected field by field
type Any = any;

const P1 = { 'Project-Id': 'P_1' };

setFlagsFromString('--expose-gc');
/** A full garbage collection (V8's gc, exposed to a fresh context). */
const collect = runInNewContext('gc') as () => void;

/** Uploads bytes as the CLI does; answers the attachment id. */
async function upload(name: string, body: Uint8Array | string) {
  const query = new URLSearchParams({ filename: name, documentModelName: 'TestRun-dm', pathToField: '' });
  const res = await t.app.request(`/api/v2/attachment?${query}`, {
    method: 'POST',
    body: body as BodyInit,
    headers: { ...P1, Authorization: `Bearer ${token}`, 'Content-Type': 'application/xml' },
  });
  expect(res.status).toBe(200);
  return (await res.json()).attachmentId as string;
}

async function newRun(title: string) {
  const run = await addRun(api, { ProjectId: 'P_1', Title: title });
  return (await api.root(run)).General.Id as string;
}

async function imported(params: Record<string, unknown>) {
  return settle(t, api, await api.ok('IMPORT_JUNIT_RESULTS', { projectId: 'P_1', ...params }));
}

/** What an import could have written: cases, executions and the newest edit of an execution. */
async function written() {
  const [row] = await t.orm.em.fork().execute<Any[]>(
    `SELECT (SELECT count(*) FROM test_case WHERE tenant_id = ?)::int AS cases,
       (SELECT count(*) FROM test_execution WHERE tenant_id = ?)::int AS executions,
       (SELECT max(edited_on)::text FROM test_execution WHERE tenant_id = ?) AS edited`,
    [tenantId, tenantId, tenantId],
  );
  return row;
}

/** Runs `body` with environment variables set, as an operator would configure the server. */
async function withEnv<T>(vars: Record<string, string>, body: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((key) => [key, process.env[key]]));
  Object.assign(process.env, vars);
  try {
    return await body();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

const report = (cases: string, declaration = '<?xml version="1.0" encoding="UTF-8"?>') =>
  `${declaration}\n<testsuite name="Names">\n${cases}\n</testsuite>\n`;
const testcase = (name: string) => `  <testcase classname="Names" name="${name}" time="0.001"/>`;

/** A report of `count` testcases built in slices, as a large CI report is: one in 20 fails with a stack trace. */
function largeReport(count: number): Buffer {
  const slices: Buffer[] = [Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites>\n')];
  for (let first = 1; first <= count; first += 5_000) {
    const parts = [`<testsuite name="com.shop.Suite${first}Test">\n`];
    for (let i = first; i < Math.min(first + 5_000, count + 1); i++) {
      const name = `com.shop.Suite${first}Test checks order number ${i} with its line items, taxes and discounts`;
      parts.push(
        i % 20
          ? `<testcase classname="com.shop.Suite${first}Test" name="${name}" time="0.012"/>\n`
          : `<testcase classname="com.shop.Suite${first}Test" name="${name}" time="0.3"><failure message="expected ${i}" type="AssertionError">at com.shop.Suite${first}Test.check(SuiteTest.java:${i % 400})\n${'  at frame\n'.repeat(20)}</failure></testcase>\n`,
      );
    }
    parts.push('</testsuite>\n');
    slices.push(Buffer.from(parts.join('')));
  }
  slices.push(Buffer.from('</testsuites>\n'));
  return Buffer.concat(slices);
}

beforeAll(async () => {
  t = await startTestApp();
  const tenant = await createTestTenant(t.orm, 'automation-junit-limits');
  tenantId = tenant.tenantId;
  token = tenant.admin.token;
  api = client(t, token);
  await addProject(api, 'Shop');
  await addSuite(api, { ProjectId: 'P_1', Title: 'From CI' });
});
afterAll(() => t.close(), 120_000);

describe('IMPORT_JUNIT_RESULTS encodings', () => {
  it('reads each file in the encoding it declares or its byte order mark tells, keeping names exact', async () => {
    const names = ['Müller zahlt 5 €', 'Ærø – “quoted”'];
    const cases = names.map(testcase).join('\n');
    const utf16 = (text: string, bom: boolean, bigEndian: boolean) => {
      const bytes = Buffer.from(`${bom ? '\uFEFF' : ''}${text}`, 'utf16le');
      return bigEndian ? bytes.swap16() : bytes;
    };
    const files: [string, Uint8Array][] = [
      ['utf8-bom.xml', Buffer.from(`\uFEFF${report(cases)}`)],
      // windows-1252 has € (0x80) and the quotes; ISO-8859-1 is read as its superset, as browsers do.
      ['cp1252.xml', Buffer.from(report(cases, '<?xml version="1.0" encoding="windows-1252"?>'), 'latin1')],
      ['utf16le-bom.xml', utf16(report(cases, '<?xml version="1.0" encoding="UTF-16"?>'), true, false)],
      ['utf16be-bom.xml', utf16(report(cases, '<?xml version="1.0" encoding="UTF-16"?>'), true, true)],
      ['utf16le.xml', utf16(report(cases, '<?xml version="1.0" encoding="UTF-16"?>'), false, false)],
      ['utf16be.xml', utf16(report(cases, "<?xml version='1.0' encoding='UTF-16BE'?>"), false, true)],
    ];
    // Buffer 'latin1' writes code points below 256 only; put the windows-1252 bytes of €, – and the quotes in.
    files[1]![1] = Buffer.from(
      report(cases, '<?xml version="1.0" encoding="windows-1252"?>')
        .replaceAll('€', '\x80')
        .replaceAll('–', '\x96')
        .replaceAll('“', '\x93')
        .replaceAll('”', '\x94'),
      'latin1',
    );
    const latin1 = report(testcase('Müller Ærø'), "<?xml version='1.0' encoding='ISO-8859-1' standalone='yes'?>");
    for (const [name, bytes] of [...files, ['latin1.xml', Buffer.from(latin1, 'latin1')] as const]) {
      const task = await imported({ testRunId: await newRun(name), attachmentIds: [await upload(name, bytes)] });
      expect(task.General.Status, `${name}: ${JSON.stringify(task.Error)}`).toBe('DONE');
      const keys = task.Result.unmatched.map((u: Any) => u.key);
      expect(keys, name).toEqual(name === 'latin1.xml' ? ['Names#Müller Ærø'] : names.map((n) => `Names#${n}`));
    }
    // The names are kept as read in the cases a target suite gets.
    const task = await imported({
      testRunId: await newRun('cp1252 cases'),
      attachmentIds: [await upload('cp1252.xml', files[1]![1])],
      targetTestSuiteId: 'S_1',
    });
    expect(task.Result.created).toBe(2);
    const titles = await t.orm.em
      .fork()
      .execute<{ title: string }[]>('SELECT title FROM test_case WHERE tenant_id = ? ORDER BY business_id', [tenantId]);
    expect(titles.map((row) => row.title)).toEqual(names);
  });

  it('ends in ERROR with JUNIT_INVALID naming the file, line and column of bytes invalid in its encoding, and saves nothing', async () => {
    const id = await newRun('Invalid bytes');
    const before = await written();
    const good = Buffer.from(report([testcase('first'), testcase('second')].join('\n')));
    const broken = Buffer.concat([
      Buffer.from(report(testcase('first')).split('</testsuite>')[0]!),
      Buffer.from('  <testcase classname="Names" name="bad '),
      Buffer.from([0xc3, 0x28]),
      Buffer.from('"/>\n</testsuite>\n'),
    ]);
    const cases: [string, Uint8Array, RegExp][] = [
      ['invalid-utf8.xml', broken, /invalid-utf8\.xml .*line 4, column 41: bytes that are not valid utf-8/],
      [
        'cut.xml',
        Buffer.concat([good.subarray(0, -1), Buffer.from([0xe2, 0x82])]),
        /cut\.xml .*ends inside a utf-8 character/,
      ],
      [
        'klingon.xml',
        Buffer.from(report(testcase('a'), '<?xml version="1.0" encoding="x-klingon"?>')),
        /klingon\.xml .*unknown encoding "x-klingon"/,
      ],
      [
        'not-utf16.xml',
        Buffer.from(report(testcase('a'), '<?xml version="1.0" encoding="UTF-16"?>')),
        /not-utf16\.xml .*says UTF-16, but the file is not UTF-16/,
      ],
    ];
    for (const [name, bytes, message] of cases) {
      // With a good file first and a target suite: the good one's tests must not be written either.
      const task = await imported({
        testRunId: id,
        attachmentIds: [await upload('good.xml', good), await upload(name, bytes)],
        targetTestSuiteId: 'S_1',
      });
      expect(task.General.Status, name).toBe('ERROR');
      expect(task.Error.Reason).toBe('JUNIT_INVALID');
      expect(task.Error.Message).toMatch(message);
      expect(task.Error.Message).not.toContain('\uFFFD');
      expect(task.Error.Message).toContain('Nothing was saved.');
    }
    expect(await written()).toEqual(before);
  });
});

describe('IMPORT_JUNIT_RESULTS limits', () => {
  it('refuses files over TMT_JUNIT_MAX_BYTES at the call, queueing nothing', async () => {
    const id = await newRun('Too large');
    const xml = report(testcase('one'));
    const attachment = await upload('big.xml', xml);
    await withEnv({ TMT_JUNIT_MAX_BYTES: String(xml.length * 2 - 1) }, async () => {
      for (const params of [{ xml: [xml, xml] }, { attachmentIds: [attachment], xml: [xml] }]) {
        const error = await api.fail('IMPORT_JUNIT_RESULTS', { projectId: 'P_1', testRunId: id, ...params });
        expect(error.code).toBe(-32602);
        expect(error.data.reason).toBe('JUNIT_TOO_LARGE');
        expect(error.message).toContain(`may add up to ${xml.length * 2 - 1} bytes; these have ${xml.length * 2}`);
      }
      // Exactly at the limit is taken.
      const task = await imported({ testRunId: id, xml: [xml, xml.slice(0, -1)] });
      expect(task.General.Status).toBe('DONE');
    });
  });

  it('ends in ERROR with JUNIT_TOO_MANY_TESTS past TMT_JUNIT_MAX_TESTS, and saves nothing', async () => {
    const id = await newRun('Too many');
    const before = await written();
    const xml = report(['a', 'b', 'c', 'd'].map(testcase).join('\n'));
    await withEnv({ TMT_JUNIT_MAX_TESTS: '3' }, async () => {
      const task = await imported({
        testRunId: id,
        attachmentIds: [await upload('many.xml', xml)],
        targetTestSuiteId: 'S_1',
      });
      expect(task.General.Status).toBe('ERROR');
      expect(task.Error.Reason).toBe('JUNIT_TOO_MANY_TESTS');
      expect(task.Error.Message).toBe(
        'One import takes at most 3 testcases; many.xml goes past it. Nothing was saved; split the report over several imports.',
      );
    });
    expect(await written()).toEqual(before);
  });
});

describe('IMPORT_JUNIT_RESULTS and huge text', () => {
  it('keeps 10,000 characters of one huge output or CDATA, ending in "…[truncated]", never holding the rest', async () => {
    const id = await newRun('Chatty');
    const line = 'GET /api/cart 200 in 3 ms &amp; cached\n';
    const out = 150_000_000;
    // One <system-out> of 150 MB and a failure's CDATA of 40 MB: each one text node, which a parser holds whole.
    const bytes = Buffer.concat([
      Buffer.from('<?xml version="1.0" encoding="UTF-8"?>\n<testsuite name="Chatty">\n'),
      Buffer.from('<testcase classname="Chatty" name="logs a lot"><system-out>'),
      Buffer.alloc(out, line),
      Buffer.from(
        '</system-out></testcase>\n<testcase classname="Chatty" name="fails loudly"><failure message="boom">',
      ),
      Buffer.from('<![CDATA['),
      Buffer.alloc(40_000_000, 'frame ]] > '),
      Buffer.from(']]></failure></testcase>\n</testsuite>\n'),
    ]);
    const attachment = await upload('TEST-chatty.xml', bytes);
    const live = () => {
      collect();
      return process.memoryUsage().heapUsed;
    };
    const base = live();
    let peakHeap = base;
    const sampler = setInterval(() => {
      peakHeap = Math.max(peakHeap, live());
    }, 250);
    try {
      const task = await imported({ testRunId: id, attachmentIds: [attachment], targetTestSuiteId: 'S_1' });
      expect(task.General.Status, JSON.stringify(task.Error)).toBe('DONE');
      expect(task.Result).toMatchObject({ tests: 2, created: 2 });
    } finally {
      clearInterval(sampler);
    }
    const growthMb = (peakHeap - base) / 1e6;
    expect(growthMb, `heap grew ${growthMb.toFixed(0)} MB`).toBeLessThan(40);
    const rows = await t.orm.em.fork().execute<{ title: string; details: string }[]>(
      `SELECT c.title, e.result_details AS details FROM test_execution e JOIN test_case c ON c.id = e.case_id
       JOIN test_run r ON r.id = e.run_id WHERE r.tenant_id = ? AND r.business_id = ? ORDER BY c.title`,
      [tenantId, id],
    );
    const [fails, logs] = rows;
    expect(logs!.details.length).toBeLessThan(10_100);
    expect(logs!.details).toContain('--- system-out ---\nGET /api/cart 200 in 3 ms & cached\n');
    expect(logs!.details.endsWith('…[truncated]')).toBe(true);
    expect(fails!.details).toContain('[failure]: boom\nframe ]] > frame');
    expect(fails!.details.endsWith('…[truncated]')).toBe(true);
  }, 300_000);

  it('never cuts a character reference or a surrogate pair in half', async () => {
    const id = await newRun('Cut at a reference');
    // References and an emoji (two UTF-16 units) around the 10,000th character of each output.
    const outputs = ['&amp;', '&#x1F600;', '😀', '&lt;&gt;'].map(
      (around) => `${'x'.repeat(9_996)}${around.repeat(4)}tail`,
    );
    const xml = report(
      outputs
        .map((out, i) => `<testcase classname="Names" name="cut ${i}"><system-out>${out}</system-out></testcase>`)
        .join('\n'),
    );
    const task = await imported({ testRunId: id, xml: [xml] });
    expect(task.General.Status, JSON.stringify(task.Error)).toBe('DONE');
    expect(task.Result).toMatchObject({ tests: 4 });
  });

  it('names the right line of an error after a cut text', async () => {
    const id = await newRun('Broken after output');
    const xml = report(
      `<testcase classname="Names" name="a"><system-out>${'output line\n'.repeat(10_000)}</system-out></testcase>\n  <testcase name="b"<`,
    );
    const task = await imported({ testRunId: id, xml: [xml] });
    expect(task.General.Status).toBe('ERROR');
    expect(task.Error.Reason).toBe('JUNIT_INVALID');
    // The declaration, <testsuite>, the first testcase's line and its output's 10,000 line breaks, then the broken one.
    expect(task.Error.Message).toContain('line 10004,');
  });
});

describe("IMPORT_JUNIT_RESULTS and the run's lock", () => {
  it('writes the results of cases already in the run while a save holds the run, as saves hold it', async () => {
    const id = await newRun('Nightly');
    const names = ['locked one', 'locked two'];
    const first = report(names.map(testcase).join('\n'));
    const created = await imported({ testRunId: id, xml: [first], targetTestSuiteId: 'S_1' });
    expect(created.Result).toMatchObject({ created: 2, addedToRun: 2 });
    const [run] = await t.orm.em
      .fork()
      .execute<{ id: string }[]>('SELECT id FROM test_run WHERE tenant_id = ? AND business_id = ?', [tenantId, id]);
    // Another connection holds the run as a save does (FOR SHARE) until released, at the latest after 30 s.
    let release = () => {};
    let released = 0;
    let holding = () => {};
    const held = new Promise<void>((resolve) => (holding = resolve));
    const save = t.orm.em.fork().transactional(async (tx) => {
      await tx.execute('SELECT id FROM test_run WHERE id = ? FOR SHARE', [run!.id]);
      holding();
      await new Promise<void>((resolve) => {
        release = resolve;
        setTimeout(resolve, 30_000);
      });
      released = performance.now();
    });
    await held;
    const failing = report(
      `${testcase(names[0]!).replace('/>', '><failure message="no"/></testcase>')}\n${testcase(names[1]!)}`,
    );
    const again = await imported({ testRunId: id, xml: [failing] });
    const finished = performance.now();
    release();
    await save;
    expect(again.General.Status).toBe('DONE');
    expect(again.Result).toMatchObject({ addedToRun: 0, saved: 1, unchanged: 1, failed: 1 });
    expect(finished).toBeLessThan(released);
  }, 120_000);
});

describe('IMPORT_JUNIT_RESULTS at scale', () => {
  it('imports 100,000 testcases with bounded memory: the heap grows by far less than the report', async () => {
    const count = 100_000;
    const bytes = largeReport(count);
    const id = await newRun('Large');
    const attachment = await upload('TEST-large.xml', bytes);
    // What the import holds, not the garbage V8 has yet to collect: the heap is measured after a full collection.
    const live = () => {
      collect();
      return process.memoryUsage().heapUsed;
    };
    const base = live();
    let peakHeap = base;
    const sampler = setInterval(() => {
      peakHeap = Math.max(peakHeap, live());
    }, 250);
    try {
      const task = await imported({ testRunId: id, attachmentIds: [attachment] });
      expect(task.General.Status, JSON.stringify(task.Error)).toBe('DONE');
      expect(task.Result).toMatchObject({ tests: count, failed: count / 20, unmatchedCount: count });
    } finally {
      clearInterval(sampler);
    }
    const growthMb = (peakHeap - base) / 1e6;
    console.log(
      `JUnit import of ${count} testcases (${(bytes.length / 1e6).toFixed(0)} MB): heap grew ${growthMb.toFixed(0)} MB`,
    );
    // Collected whole, the tests and their JSON took several times the report; streamed, a batch and a chunk.
    expect(
      growthMb,
      `heap grew ${growthMb.toFixed(0)} MB for a ${(bytes.length / 1e6).toFixed(0)} MB report`,
    ).toBeLessThan(bytes.length / 1e6);
  }, 600_000);

  it('creates 10,000 cases in a target suite and records them, in one import', async () => {
    const id = await newRun('Ten thousand');
    const xml = report(Array.from({ length: 10_000 }, (_, i) => testcase(`generated ${i + 1}`)).join('\n'));
    const started = performance.now();
    const task = await imported({
      testRunId: id,
      attachmentIds: [await upload('TEST-10k.xml', xml)],
      targetTestSuiteId: 'S_1',
    });
    expect(task.General.Status, JSON.stringify(task.Error)).toBe('DONE');
    expect(task.Result).toMatchObject({ tests: 10_000, created: 10_000, addedToRun: 10_000, saved: 10_000 });
    // A generous guard against a cost that grows faster than the report; the figures are in `npm run bench -- junit-scale`.
    expect(performance.now() - started).toBeLessThan(300_000);
  }, 600_000);
});
