import { useQuery } from '@tanstack/react-query';
import type { UploadResult } from '@tmt/contract';
import { textLimits } from '@tmt/contract/text-limits';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLeaveGuard } from '../lib/drafts';
import { formatDate, useLocale, useT } from '../lib/i18n';
import { type Outputs, trpc } from '../lib/trpc';
import { CharCount } from '../ui/CharCount';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Attachments, type ShownAttachment } from './Attachments';
import { type Draft, drafts, emptyDraft, hasInput } from './drafts';
import { ResultBadge } from './ResultBadge';
import { ResultButtons } from './ResultButtons';
import { RESULT_UNTESTED } from './results';
import type { ExecutionRow } from './run-rows';
import { StepResults } from './StepResults';

type Detail = Outputs['executions']['getTestCaseExecution'];

export interface PaneActions {
  /** Records a result from the pane and moves on, as the key would. */
  onPick: (row: ExecutionRow, result: number) => void;
  /** Saves the draft with the result the row already has (attachments added to a recorded result). */
  onResave: (row: ExecutionRow) => void;
  /** Escape: back to the tree. */
  onBack: () => void;
}

const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]):not([hidden]), select:not([disabled]), textarea:not([disabled]), [href], [tabindex="0"]';

/** How long after the last change a recorded result's step results, details, defects or tester are saved. */
const AUTOSAVE_MS = 800;

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

/** The form of one execution: step results, details, defects, tester and attachments, kept as its draft. */
function PaneForm({
  row,
  detail,
  scope,
  editable,
  actions,
}: {
  row: ExecutionRow;
  detail: Detail;
  scope: { projectId: string; subProjectId: string };
  editable: boolean;
  actions: PaneActions;
}) {
  const t = useT();
  const execution = detail.relationship.document.Root;
  const testCase = detail.target.document.Root;
  const draftRef = useRef<Draft>(drafts.get(row.docRef) ?? emptyDraft());
  const [draft, setDraft] = useState(draftRef.current);
  // A save that went through (ours, or someone else's read again) leaves the draft that is still unsaved, if any.
  const version = detail.relationship.document.__meta.modelVersion;
  // biome-ignore lint/correctness/useExhaustiveDependencies: looks again at each version read
  useEffect(() => {
    const kept = drafts.get(row.docRef) ?? emptyDraft();
    if (kept !== draftRef.current) {
      draftRef.current = kept;
      setDraft(kept);
    }
  }, [version, row.docRef]);
  // A recorded result saves the changes on its own, a moment after the last one and at once when the tester
  // leaves the case; an untested case keeps them as a draft until its result is chosen (a save needs a result).
  const latest = useRef({ row, actions });
  latest.current = { row, actions };
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const flush = () => {
    if (timer.current === undefined) return;
    clearTimeout(timer.current);
    timer.current = undefined;
    const { row: current, actions: act } = latest.current;
    if (current.result !== RESULT_UNTESTED && drafts.get(current.docRef)) act.onResave(current);
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => flushRef.current(), []);
  const update = (patch: Partial<Draft>) => {
    draftRef.current = { ...draftRef.current, ...patch };
    drafts.set(row.docRef, draftRef.current);
    setDraft(draftRef.current);
    if (row.result === RESULT_UNTESTED) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => flushRef.current(), AUTOSAVE_MS);
  };
  const stored = Object.fromEntries(execution.TestSteps.map((s) => [s.Id, s.Result]));
  const storedIds = execution.Attachments.map((a) => a.attachmentId);
  // A recorded result takes a changed attachment at once; an untested case takes it with its result.
  const changeAttachments = (attachments: string[], uploaded?: UploadResult) => {
    update({ attachments, uploads: uploaded ? [...draftRef.current.uploads, uploaded] : draftRef.current.uploads });
    if (row.result !== RESULT_UNTESTED) actions.onResave(row);
  };
  const attachmentIds = draft.attachments ?? storedIds;
  const files: ShownAttachment[] = attachmentIds.flatMap((id): ShownAttachment[] => {
    const saved = execution.Attachments.find((a) => a.attachmentId === id);
    if (saved) return [saved];
    const upload = draft.uploads.find((u) => u.attachmentId === id);
    return upload
      ? [
          {
            attachmentId: id,
            fileName: upload.filename,
            mimeType: upload.mimeType,
            thumbnailUrl: upload.smallThumbnailUrl,
            staged: true,
          },
        ]
      : [];
  });
  const dirty = editable && hasInput(draft);
  useLeaveGuard(dirty);
  return (
    <>
      {testCase.Conditions.Preconditions && (
        <section className="pane-section">
          <h3 className="pane-heading">{t('execution.preconditions')}</h3>
          <p className="pane-text" data-testid="preconditions">
            {testCase.Conditions.Preconditions}
          </p>
        </section>
      )}
      {testCase.General.Description && (
        <section className="pane-section">
          <h3 className="pane-heading">{t('execution.description')}</h3>
          <p className="pane-text">{testCase.General.Description}</p>
        </section>
      )}
      <section className="pane-section">
        <h3 className="pane-heading">{t('execution.steps')}</h3>
        <StepResults
          steps={testCase.TestSteps}
          results={{ ...stored, ...draft.steps }}
          editable={editable}
          onChange={(id, result) => update({ steps: { ...draftRef.current.steps, [id]: result } })}
        />
      </section>
      <section className="pane-section pane-fields">
        <Labelled label={t('execution.details')}>
          {(id) => (
            <>
              <textarea
                id={id}
                rows={3}
                readOnly={!editable}
                value={draft.details ?? execution.General.ResultDetails ?? ''}
                maxLength={textLimits.ResultDetails}
                onChange={(e) => update({ details: e.target.value })}
                data-testid="result-details"
              />
              <CharCount field="ResultDetails" value={draft.details} />
            </>
          )}
        </Labelled>
        <Labelled label={t('execution.defects')}>
          {(id) => (
            <input
              id={id}
              readOnly={!editable}
              placeholder={t('execution.defectsHint')}
              value={draft.defects ?? execution.General.Defects ?? ''}
              maxLength={textLimits.Defects}
              onChange={(e) => update({ defects: e.target.value })}
              data-testid="defects"
            />
          )}
        </Labelled>
        <Labelled label={t('execution.tester')}>
          {(id) => (
            <input
              id={id}
              readOnly={!editable}
              value={draft.tester ?? execution.General.Tester ?? ''}
              maxLength={textLimits.Tester}
              onChange={(e) => update({ tester: e.target.value })}
              data-testid="tester"
            />
          )}
        </Labelled>
      </section>
      {dirty && row.result === RESULT_UNTESTED && (
        <p className="small muted" aria-live="polite" data-testid="pane-unsaved">
          {t('execution.unsaved')}
        </p>
      )}
      <Attachments
        files={files}
        executionRef={row.docRef}
        scope={scope}
        editable={editable}
        onAdd={(uploaded) =>
          changeAttachments([...(draftRef.current.attachments ?? storedIds), uploaded.attachmentId], uploaded)
        }
        onRemove={(attachmentId) =>
          changeAttachments((draftRef.current.attachments ?? storedIds).filter((id) => id !== attachmentId))
        }
      />
    </>
  );
}

/**
 * The chosen execution: the case's preconditions and steps with a result per step, the overall result (a button
 * per result, each with its key), details, defects, tester and attachments. Read only in a closed run or without
 * the role to record results.
 */
export function CasePane({
  testRunDocRef,
  row,
  scope,
  editable,
  actions,
}: {
  testRunDocRef: string;
  row: ExecutionRow;
  scope: { projectId: string; subProjectId: string };
  editable: boolean;
  actions: PaneActions;
}) {
  const t = useT();
  const lang = useLocale();
  const headingId = useId();
  const detail = useQuery(trpc.executions.getTestCaseExecution.queryOptions({ testRunDocRef, docRef: row.caseRef }));
  // Escape, and Tab past the pane's last control, go back to the tree: the keyboard never falls out to the page.
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const last = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].at(-1);
    if (event.key === 'Escape' || (event.key === 'Tab' && !event.shiftKey && event.target === last)) {
      event.preventDefault();
      actions.onBack();
    }
  };
  return (
    <section className="detail-pane run-pane" aria-labelledby={headingId} data-testid="case-pane" onKeyDown={onKeyDown}>
      <header className="pane-head">
        <h2 id={headingId} tabIndex={-1}>
          <code>{row.caseId}</code> {row.title}
        </h2>
        <p className="small muted pane-path">
          {row.path.map(([, name]) => name).join(' / ')} · {row.id}
        </p>
        <p className="pane-status" aria-live="polite" data-testid="pane-result">
          <ResultBadge result={row.result} />
          <span className="small muted">
            {row.testedBy && row.testedOn
              ? t('execution.testedBy', { user: row.testedBy, date: formatDate(lang, row.testedOn) })
              : t('execution.notTested')}
          </span>
        </p>
      </header>
      <ResultButtons current={row.result} disabled={!editable} onPick={(result) => actions.onPick(row, result)} />
      <ErrorMessage error={detail.error} onRetry={() => void detail.refetch()} />
      {detail.data ? (
        <PaneForm key={row.docRef} row={row} detail={detail.data} scope={scope} editable={editable} actions={actions} />
      ) : (
        !detail.error && <p className="muted pane-loading">{t('app.loading')}</p>
      )}
    </section>
  );
}
