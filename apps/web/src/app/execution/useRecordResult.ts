import { useRef, useState } from 'react';
import { narrow } from '../lib/documents';
import { queryClient, reasonOf, trpc, trpcClient } from '../lib/trpc';
import { useErrorText } from '../ui/ErrorMessage';
import { type Draft, drafts, saveDocument } from './drafts';
import { cachedRow, type ExecutionRow, noteVersion, patchRow, versionOf } from './run-rows';

/** Someone else's save that made ours stale: who, when, what. */
export interface Theirs {
  by: string;
  on: number | null;
  result: number;
  tester: string | null;
  testerName: string | null;
  modelVersion: number;
}

/** A result the server refused: the row is back as it was; the message says why. */
export interface Refusal {
  row: ExecutionRow;
  result: number;
  draft: Draft | undefined;
  message: string;
  theirs?: Theirs;
}

interface Save {
  /** The row as it was before (what a refusal puts back). */
  before: ExecutionRow;
  result: number;
  draft: Draft | undefined;
}

async function theirsOf(docRef: string): Promise<Theirs | undefined> {
  const answer = narrow(await trpcClient.documents.getDocument.query({ docRef }), 'TestRunTestCaseAdditionalFields-dm');
  if (!answer) return undefined;
  const { General: g, DisplayFields: d, Metadata: m } = answer.document.Root;
  return {
    by: m.TestedBy ?? m.EditedBy,
    on: m.TestedOn,
    result: g.Result,
    tester: g.Tester,
    testerName: d.TesterDisplayName,
    modelVersion: answer.document.__meta.modelVersion,
  };
}

/** The pane of an execution reads it again after a save (details, step results and attachments as stored). */
const refreshDetail = (testRunDocRef: string, row: ExecutionRow) =>
  queryClient.invalidateQueries({
    queryKey: trpc.executions.getTestCaseExecution.queryKey({ testRunDocRef, docRef: row.caseRef }),
  });

/**
 * Records results optimistically: the row shows the result at once, the save follows (one at a time per
 * execution, each over the model version the previous one left), and a refusal puts the row back with the
 * server's reason — for a stale version with whose save it was, to load theirs or save ours over it. `onSettled`
 * follows every save.
 */
export function useRecordResult(testRunDocRef: string, me: string, onSettled: () => void) {
  const errorText = useErrorText();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const queue = useRef(new Map<string, Promise<unknown>>());

  /** One save, over the newest version known of the row; a success needs no render (the row shows it already). */
  const send = async ({ before, result, draft }: Save) => {
    const docRef = before.docRef;
    const modelVersion = versionOf(cachedRow(testRunDocRef, docRef) ?? before);
    await trpcClient.executions.saveTestCaseExecution.mutate({
      docRef,
      document: saveDocument(result, draft),
      expectedModelVersion: modelVersion,
    });
    // The server counts one version up per save; the next save of this row goes over that one.
    noteVersion(docRef, modelVersion + 1);
    if (drafts.get(docRef) === draft) drafts.delete(docRef);
    void refreshDetail(testRunDocRef, before);
  };

  const putBack = async (error: unknown, { before, result, draft }: Save) => {
    // Back as it was, unless someone's newer save has arrived meanwhile.
    patchRow(testRunDocRef, before.docRef, (row) =>
      row.result === result && row.modelVersion <= before.modelVersion
        ? { ...before, modelVersion: row.modelVersion }
        : undefined,
    );
    const reason = reasonOf(error);
    const theirs = reason === 'STALE_MODEL_VERSION' ? await theirsOf(before.docRef).catch(() => undefined) : undefined;
    setRefusal({ row: before, result, draft, message: errorText(error), theirs });
  };

  /**
   * Saves of one execution go one after another, each over the version the one before left. Plain calls rather
   * than a mutation hook: a result key must not render the whole run again when its save starts and ends.
   */
  const save = (job: Save) => {
    const docRef = job.before.docRef;
    const next = (queue.current.get(docRef) ?? Promise.resolve())
      .then(() => send(job))
      .catch((error: unknown) => putBack(error, job))
      // The run's figures (and, when it was closed meanwhile, its state) follow.
      .finally(onSettled);
    queue.current.set(docRef, next);
  };

  /** Shows `result` on the row at once and saves it with the row's draft. */
  const record = (row: ExecutionRow, result: number, draft = drafts.get(row.docRef)) => {
    const before = cachedRow(testRunDocRef, row.docRef) ?? row;
    // The saver becomes the tester unless one was assigned; the server's echo corrects an assigned one.
    const tester = draft?.tester?.trim() || me;
    patchRow(testRunDocRef, row.docRef, (current) => ({
      ...current,
      result,
      tester,
      testerName: tester === before.tester ? before.testerName : tester,
      testedBy: me,
      testedOn: Date.now(),
    }));
    if (refusal?.row.docRef === row.docRef) setRefusal(null);
    save({ before, result, draft });
  };

  /** After a stale refusal: show their save and drop ours. */
  const loadTheirs = (refused: Refusal) => {
    const { theirs, row } = refused;
    if (theirs) {
      patchRow(testRunDocRef, row.docRef, (current) => ({
        ...current,
        result: theirs.result,
        tester: theirs.tester,
        testerName: theirs.testerName,
        testedBy: theirs.by,
        testedOn: theirs.on,
        modelVersion: theirs.modelVersion,
      }));
    }
    drafts.delete(row.docRef);
    void refreshDetail(testRunDocRef, row);
    setRefusal(null);
  };

  /** After a stale refusal: save ours again, over their version. */
  const saveMine = (refused: Refusal) => {
    const { theirs, row } = refused;
    if (theirs) patchRow(testRunDocRef, row.docRef, (current) => ({ ...current, modelVersion: theirs.modelVersion }));
    setRefusal(null);
    record(row, refused.result, refused.draft);
  };

  return { record, refusal, dismiss: () => setRefusal(null), loadTheirs, saveMine };
}
