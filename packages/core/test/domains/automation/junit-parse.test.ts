import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type JunitTest, parseJunit } from '../../../src/domains/automation/junit-parse';
import { TRUNCATED } from '../../../src/domains/automation/junit-text-bound';
import { DomainError } from '../../../src/kernel/errors';

/** Every test of a report, whether it came in one batch or several. */
async function parse(content: string | Readable, file = 'report.xml') {
  const tests: JunitTest[] = [];
  const count = await parseJunit(file, content, async (batch) => {
    tests.push(...batch);
  });
  expect(count).toBe(tests.length);
  return tests;
}

/** What a refused report answers. */
async function refusal(content: string | Readable) {
  const error = await parse(content).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { reason, params } = error as DomainError;
  return { ...params, reason } as Record<string, string>;
}

const suite = (cases: string, attrs = 'name="S"') => `<testsuite ${attrs}>${cases}</testsuite>`;

describe('parseJunit', () => {
  it('reads an empty report as no tests', async () => {
    expect(await parse('<testsuites/>')).toEqual([]);
    expect(await parse(suite(''))).toEqual([]);
  });

  it('takes <testsuites> or a single <testsuite> as root, and refuses anything else', async () => {
    expect(await parse(`<testsuites>${suite('<testcase name="t"/>')}</testsuites>`)).toHaveLength(1);
    expect(await parse(suite('<testcase name="t"/>'))).toHaveLength(1);
    expect(await refusal('<html><testcase name="t"/></html>')).toMatchObject({
      reason: 'JUNIT_INVALID',
      file: 'report.xml',
      detail: expect.stringContaining('<html>'),
    });
  });

  it('refuses text that is not well-formed XML, naming the line', async () => {
    const refused = await refusal(`<testsuites>\n<testsuite name="S">\n<testcase name="t">\n</testsuites>`);
    expect(refused.reason).toBe('JUNIT_INVALID');
    expect(refused.detail).toMatch(/^line 4, column \d+: /);
    expect((await refusal('')).reason).toBe('JUNIT_INVALID');
    expect((await refusal(`<testsuites>${suite('')}`)).reason).toBe('JUNIT_INVALID');
  });

  it('names a test by classname#name, or by its innermost suite without a classname', async () => {
    const [a, b] = await parse(
      `<testsuites>${suite(
        `<testcase classname=" a.B " name=" t1 "/>${suite('<testcase name="t2"/>', 'name="Inner"')}`,
        'name="Outer"',
      )}</testsuites>`,
    );
    expect(a).toMatchObject({ suite: 'Outer', classname: 'a.B', name: 't1', key: 'a.B#t1', outcome: 'passed' });
    expect(b).toMatchObject({ suite: 'Inner', classname: '', key: 'Inner#t2' });
  });

  it('finds a C_n marker in the name, leaving it out of the key', async () => {
    const tests = await parse(
      suite(`<testcase classname="k" name="[C_12] logs in"/><testcase classname="k" name="C_12: logs in"/>
        <testcase classname="k" name="logs in"/><testcase classname="k" name="ABC_12 x"/>
        <testcase classname="k" name="C_0 x"/><testcase classname="k" name="C_123x"/><testcase classname="k" name="xC_12"/>`),
    );
    // A marker ends at its last digit: a letter may follow it, no letter or digit precede it.
    expect(tests.map((t) => t.marker)).toEqual(['C_12', 'C_12', null, null, null, 'C_123', null]);
    expect(new Set(tests.slice(0, 3).map((t) => t.key))).toEqual(new Set(['k#logs in']));
  });

  it('prefers a tmt.case property, whatever its spelling, over a marker in the name', async () => {
    const [test] = await parse(
      suite(`<testcase name="C_1 t"><properties><property name=" TMT_Case " value=" C_7 "/></properties></testcase>`),
    );
    expect(test?.marker).toBe('C_7');
    const [invalid] = await parse(
      suite(`<testcase name="C_1 t"><properties><property name="tmt.case" value="C_0"/></properties></testcase>`),
    );
    expect(invalid?.marker).toBe('C_1');
  });

  it('keeps the worst outcome: a failure over an error, an error over a skip', async () => {
    const outcomes = await parse(
      suite(`<testcase name="a"><skipped/><error/></testcase><testcase name="b"><error/><failure/></testcase>
        <testcase name="c"><failure/><rerunError/></testcase><testcase name="d"><skipped/></testcase>
        <testcase name="e"><rerunFailure/></testcase>`),
    );
    expect(outcomes.map((t) => t.outcome)).toEqual(['error', 'failed', 'failed', 'skipped', 'failed']);
  });

  it('passes a test that passed on a rerun, saying it was flaky', async () => {
    const [test] = await parse(suite('<testcase name="t"><flakyFailure message="once"/></testcase>'));
    expect(test?.outcome).toBe('passed');
    expect(test?.details).toBe('[flakyFailure]: once\n\nPassed after a rerun (flaky).');
  });

  it('writes details from the problems, then the outputs, trimmed; CDATA counts as text', async () => {
    const [test] = await parse(
      suite(`<testcase name="t"><failure type="AssertionError" message="1 != 2"> at x
 </failure><system-out><![CDATA[out <b>]]></system-out><system-err>  </system-err></testcase>`),
    );
    expect(test?.details).toBe('[failure] AssertionError: 1 != 2\nat x\n\n--- system-out ---\nout <b>');
    const [plain] = await parse(suite('<testcase name="t"/>'));
    expect(plain?.details).toBe('');
  });

  it('keeps unicode and decoded entities as they are', async () => {
    const [test] = await parse(suite('<testcase classname="Prüfung" name="😀 &amp; &#x4E2D;"/>'));
    expect(test).toMatchObject({ classname: 'Prüfung', name: '😀 & 中', key: 'Prüfung#😀 & 中' });
  });

  it('reads the time in seconds as milliseconds; without a usable time, none', async () => {
    const times = await parse(
      suite(`<testcase name="a" time="1.2345"/><testcase name="b" time="1,234.5"/><testcase name="c" time="-1"/>
        <testcase name="d" time="x"/><testcase name="e" time=" "/><testcase name="f"/><testcase name="g" time="1e12"/>`),
    );
    expect(times.map((t) => t.durationMs)).toEqual([1235, 1_234_500, null, null, null, null, 2_147_483_647]);
  });

  it('clips a long element to its bound, ending in the truncation mark', async () => {
    const [test] = await parse(suite(`<testcase name="t"><system-out>${'x'.repeat(50_000)}</system-out></testcase>`));
    const out = test!.details.replace('--- system-out ---\n', '');
    expect(out.endsWith(TRUNCATED)).toBe(true);
    expect(out.length).toBe(10_000);
  });

  it('reads bytes in the encoding the report declares, with or without a BOM', async () => {
    const latin1 = Buffer.from(
      `<?xml version="1.0" encoding="ISO-8859-1"?>${suite('<testcase name="Größe"/>')}`,
      'latin1',
    );
    expect((await parse(Readable.from([latin1])))[0]?.name).toBe('Größe');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(suite('<testcase name="ä"/>'))]);
    expect((await parse(Readable.from([bom])))[0]?.name).toBe('ä');
    expect((await parse(`\uFEFF${suite('<testcase name="t"/>')}`))[0]?.name).toBe('t');
  });

  it('reads a report split anywhere, even inside a character, as a whole', async () => {
    const bytes = Buffer.from(suite('<testcase classname="ü" name="😀"/>'));
    const split = [bytes.subarray(0, 33), bytes.subarray(33, 34), bytes.subarray(34)];
    const [test] = await parse(Readable.from(split));
    expect(test).toMatchObject({ classname: 'ü', name: '😀' });
  });

  it('hands over many tests in batches, every one once', async () => {
    const cases = Array.from({ length: 4_500 }, (_, i) => `<testcase name="t${i}"/>`).join('');
    const batches: number[] = [];
    const count = await parseJunit('big.xml', suite(cases), async (batch) => {
      batches.push(batch.length);
    });
    expect(count).toBe(4_500);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(4_500);
    expect(batches.length).toBeGreaterThan(1);
  });
});
