import { parseDocRef } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { changeOpenRun } from '../runs/load-run';
import { addCasesToRun } from './add-cases';

/** ADD_TEST_CASES_TO_RUN: cases of one suite that is already in the open run; all or nothing. */
export async function addTestCasesToRun(
  ctx: ServiceContext,
  testRunDocRef: string,
  testCasesDocRefs: string[],
): Promise<null> {
  const caseIds = [...new Set(testCasesDocRefs.map((ref) => parseDocRef(ref).id))];
  await changeOpenRun(ctx, testRunDocRef, async (tx, run) => {
    await addCasesToRun(tx, run, caseIds, false);
  });
  return null;
}
