import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { assertRunOpen, loadRun } from '../runs/load-run';
import { addCasesToRun } from './add-cases';

/** ADD_TEST_CASES_TO_RUN: cases of one suite that is already in the open run; all or nothing. */
export async function addTestCasesToRun(
  ctx: ServiceContext,
  testRunDocRef: string,
  testCasesDocRefs: string[],
): Promise<null> {
  const caseIds = [...new Set(testCasesDocRefs.map((ref) => parseDocRef(ref).id))];
  await ctx.tx(async (tx) => {
    const run = await loadRun(tx, parseDocRef(testRunDocRef).id, testRunDocRef, 'write', 'update');
    assertRunOpen(run);
    await addCasesToRun(tx, run, caseIds, false);
  });
  return null;
}
