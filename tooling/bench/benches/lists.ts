import { caseList } from '@tmt/core';
import { removeLeftTenants, removeTenant, seedContent } from '../../../apps/server/test/seed-content';
import { benchClient } from '../bench-client';
import { createBenchTenant, startBenchTmt } from '../bench-tmt';
import { figure, load, size } from '../figures';

/**
 * Lists of a version grown the way users grow it: one suite of 1,600 cases seeded in SQL, moved into a folder, then
 * doubled by the product's own tasks (COPY_TEST_FOLDER of the folder, MOVE_ITEMS_IN_TEST_SUITE of the copy into it)
 * to 102,400 cases (short mode: 500 → 8,000), on a server that also holds another tenant's project of 2,000 suites of
 * 50 cases (short: 200), as a server of several teams does: the statistics then take a suite for small, which the one
 * grown suite is not. Nothing is vacuumed or analysed by the bench: it measures at once after the last task's DONE,
 * and again a minute later (short mode: 15 s), and prints the worse of the two.
 * Timed: LIST_TEST_SUITES (page 50 by Title, with and without full-text) and LIST_DOCUMENTS of the version's cases
 * by each sort the case list allows, on the first page and a deep one, over HTTP, one call at a time, each to the
 * last byte of its answer.
 */

const SEEDED = size(1_600, 500);
/** The other tenant's suites, of seedContent's 50 cases each. */
const OTHER_SUITES = size(2_000, 200);
const ROUNDS = size(6, 4);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? size(50, 5));
const LATER_SECONDS = size(60, 15);
const DEEP_OFFSET = size(20_000, 5_000);
const TARGET_P95_MS = 50;
const VERSION_TARGET_P95_MS = 20;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export default async function lists(): Promise<void> {
  const tmt = await startBenchTmt();
  try {
    const em = tmt.orm.em.fork();
    await removeLeftTenants(em);
    let started = performance.now();
    const other = await createBenchTenant(tmt);
    await seedContent(em, other, { suites: OTHER_SUITES });
    console.log(
      `seeded another tenant's ${OTHER_SUITES} suites in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const bench = await createBenchTenant(tmt);
    const { tenantId } = bench;
    const { rpc, timeTask } = benchClient(tmt, bench.token);

    started = performance.now();
    await seedContent(em, bench, { suites: 1, casesPerSuite: SEEDED });
    const [suite] = await em.execute<{ id: string }[]>(
      "SELECT id FROM test_suite WHERE tenant_id = ? AND business_id = 'S_1'",
      [tenantId],
    );
    const suiteRef = `TestSuite-dm/${suite!.id}`;
    const link = await rpc<{ linkDescriptor: { entities: { docRef: string }[] } }>('CREATE_TEST_CASE_TREE_NODE', {
      documentModelName: 'TestFolder-dm',
      locale: 'en',
      document: { Root: { General: { Title: 'Grown' } } },
      parentNodeDocRef: suiteRef,
    });
    const folderRef = link.linkDescriptor.entities[1]!.docRef;
    const cases = await em.execute<{ id: string }[]>('SELECT id FROM test_case WHERE tenant_id = ? ORDER BY id', [
      tenantId,
    ]);
    for (let i = 0; i < cases.length; i += 1_000) {
      await timeTask('MOVE_ITEMS_IN_TEST_SUITE', {
        itemDocRefs: cases.slice(i, i + 1_000).map((c) => `TestCase-dm/${c.id}`),
        destinationDocRef: folderRef,
      });
    }
    for (let round = 1; round <= ROUNDS; round++) {
      const copy = await timeTask('COPY_TEST_FOLDER', { testFolderDocRef: folderRef, destinationDocRef: suiteRef });
      const { entries } = await rpc<{ entries: { docRef: string }[] }>('LIST_DOCUMENTS', {
        documentModelName: 'TestFolder-dm',
        filter: { filters: ['ProjectId:P_1', `ParentNodeId:${suite!.id}`] },
        page: { offset: 0, limit: 5 },
      });
      const copied = entries.find((e) => e.docRef !== folderRef);
      if (!copied) throw new Error(`round ${round}: no copy of the folder under the suite`);
      const move = await timeTask('MOVE_ITEMS_IN_TEST_SUITE', {
        itemDocRefs: [copied.docRef],
        destinationDocRef: folderRef,
      });
      console.log(
        `round ${round}: COPY_TEST_FOLDER of ${copy.result.cases} cases ${copy.seconds.toFixed(1)} s, ` +
          `MOVE_ITEMS_IN_TEST_SUITE ${move.seconds.toFixed(1)} s`,
      );
    }
    const total = SEEDED * 2 ** ROUNDS;
    console.log(`grew one version to ${total} cases in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const calls: [string, string, Record<string, unknown>][] = [
      [
        'LIST_TEST_SUITES by Title',
        'LIST_TEST_SUITES',
        {
          projectSpec: { projectId: 'P_1' },
          filter: { filters: [] },
          page: { offset: 0, limit: 50 },
          sort: ['Title ASC'],
        },
      ],
      [
        'LIST_TEST_SUITES by Title + fulltext',
        'LIST_TEST_SUITES',
        {
          projectSpec: { projectId: 'P_1' },
          filter: { filters: [], fulltext: 'payment', lang: 'en' },
          page: { offset: 0, limit: 50 },
          sort: ['Title ASC'],
        },
      ],
      ...caseList.sortFields.flatMap((field) =>
        [0, DEEP_OFFSET].map((offset): (typeof calls)[number] => [
          `version cases by ${field} @${offset}`,
          'LIST_DOCUMENTS',
          {
            documentModelName: 'TestCase-dm',
            filter: { filters: ['ProjectId:P_1'] },
            sort: [`${field} ASC`],
            page: { offset, limit: 50 },
          },
        ]),
      ),
    ];

    /** p50 and p95 per call, one call at a time; the first answer of each is checked against the version's size. */
    const measure = async () => {
      const figures = new Map<string, { p50: number; p95: number }>();
      for (const [label, method, params] of calls) {
        const times: number[] = [];
        for (let i = 0; i < SAMPLES; i++) {
          const start = performance.now();
          const result = await rpc<{ fullSize: number }>(method, params);
          times.push(performance.now() - start);
          if (label.startsWith('version') && result.fullSize !== total) {
            throw new Error(`${label}: fullSize ${result.fullSize}, not ${total}`);
          }
        }
        times.sort((a, b) => a - b);
        figures.set(label, { p50: percentile(times, 50), p95: percentile(times, 95) });
      }
      return figures;
    };
    started = performance.now();
    const atOnce = await measure();
    console.log(`measured at once in ${((performance.now() - started) / 1000).toFixed(1)} s (load ${load()})`);
    await new Promise((resolve) => setTimeout(resolve, LATER_SECONDS * 1000));
    const later = await measure();
    console.log(`measured ${LATER_SECONDS} s later (load ${load()})`);

    const pad = (cells: string[]) =>
      console.log(cells.map((cell, i) => (i ? cell.padStart(12) : cell.padEnd(44))).join(''));
    pad(['call (the worse of at once and later)', 'p50 once', 'p95 once', 'p50 later', 'p95 later']);
    let worst = 0;
    let worstVersion = 0;
    for (const [label] of calls) {
      const a = atOnce.get(label)!;
      const b = later.get(label)!;
      const p95 = Math.max(a.p95, b.p95);
      if (label.startsWith('version')) worstVersion = Math.max(worstVersion, p95);
      else worst = Math.max(worst, p95);
      pad([label, a.p50.toFixed(1), a.p95.toFixed(1), b.p50.toFixed(1), b.p95.toFixed(1)]);
    }
    console.log(
      `\nworst p95 of the suite lists ${worst.toFixed(1)} ms (target < ${TARGET_P95_MS} ms): ${worst < TARGET_P95_MS ? 'PASS' : 'ABOVE TARGET'}`,
    );
    console.log(
      `worst p95 of the whole-version case list ${worstVersion.toFixed(1)} ms (target < ${VERSION_TARGET_P95_MS} ms): ${worstVersion < VERSION_TARGET_P95_MS ? 'PASS' : 'ABOVE TARGET'}`,
    );
    figure('lists: suite lists worst p95', worst, 'ms');
    figure(`lists: whole-version case list worst p95 (${total} cases)`, worstVersion, 'ms');
    await removeTenant(em, tenantId);
    await removeTenant(em, other.tenantId);
  } finally {
    await tmt.stop();
  }
}
