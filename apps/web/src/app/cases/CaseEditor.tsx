import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { combine } from '@atlaskit/pragmatic-drag-and-drop/combine';
import {
  draggable,
  dropTargetForElements,
  monitorForElements,
} from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import {
  attachInstruction,
  extractInstruction,
  type Instruction,
} from '@atlaskit/pragmatic-drag-and-drop-hitbox/list-item';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { riskLevelOf } from '@tmt/contract/risk-level';
import { type LimitedField, textLimits } from '@tmt/contract/text-limits';
import { cloneElement, lazy, type ReactElement, Suspense, useEffect, useId, useRef, useState } from 'react';
import { type CaseAnswer, type CaseRoot, entriesOf } from '../lib/documents';
import { dropDraft, readDraft, useLeaveGuard, writeDraft } from '../lib/drafts';
import type { EnumName } from '../lib/enum-labels';
import type { MessageKey } from '../lib/i18n';
import { enumValues, formatDate, useEnumLabel, useLocale, useT } from '../lib/i18n';
import { notify } from '../lib/notices';
import { changeListedDocument } from '../lib/optimistic';
import { useCan } from '../lib/permissions';
import { refreshContent } from '../lib/refresh-content';
import { type Scope, scopeFilters, useVersions } from '../lib/scope';
import { reasonOf, trpc } from '../lib/trpc';
import { PinButton } from '../pins/PinControls';
import { useSuite } from '../suites/SuitePage';
import { DeleteNodeDialog, MoveCopyDialog } from '../tree/TreeDialogs';
import { CharCount } from '../ui/CharCount';
import { ErrorMessage } from '../ui/ErrorMessage';
import { TagInput } from '../ui/TagInput';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/suites/$suiteId/cases/$caseId');

/** The history tab's code loads when the tab is first opened. */
const HistoryPanel = lazy(() => import('../history/HistoryPanel').then((m) => ({ default: m.HistoryPanel })));

type G = CaseRoot['General'];
type C = CaseRoot['Criteria'];
type R = CaseRoot['Risk'];

/** What the editor changes: every writable field of every group, as the form holds it. */
interface Draft {
  General: Pick<
    G,
    | 'Title'
    | 'Description'
    | 'Status'
    | 'Type'
    | 'Automation'
    | 'Prioritization'
    | 'EstimatedExecutionTime'
    | 'User'
    | 'ImportantAdditionForNextTestRun'
  >;
  Criteria: Pick<C, 'TimeRelevance' | 'Dependency' | 'TestFocus'> & {
    AdditionalToolsAids: C['AdditionalToolsAids'][number]['Value'][];
    Assignment: C['Assignment'][number]['Value'][];
    Tags: string[];
  };
  Conditions: CaseRoot['Conditions'];
  Sources: CaseRoot['Sources'];
  Risk: Pick<R, 'AutoCalculateLikelihood' | 'Likelihood' | 'AutoCalculateImpact' | 'Impact'>;
  /** `key` tells steps apart in the form; `Id` is the step's own, absent for a new step. */
  TestSteps: { key: string; Id?: string; Action: string; ExpectedResult: string }[];
}

function draftOf(root: CaseRoot): Draft {
  const g = root.General;
  const c = root.Criteria;
  return {
    General: {
      Title: g.Title,
      Description: g.Description,
      Status: g.Status,
      Type: g.Type,
      Automation: g.Automation,
      Prioritization: g.Prioritization,
      EstimatedExecutionTime: g.EstimatedExecutionTime,
      User: g.User,
      ImportantAdditionForNextTestRun: g.ImportantAdditionForNextTestRun,
    },
    Criteria: {
      TimeRelevance: c.TimeRelevance,
      AdditionalToolsAids: c.AdditionalToolsAids.map((v) => v.Value),
      Assignment: c.Assignment.map((v) => v.Value),
      Dependency: c.Dependency,
      TestFocus: c.TestFocus,
      Tags: c.Tags.split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    },
    Conditions: { Preconditions: root.Conditions.Preconditions },
    Sources: { Tickets: root.Sources.Tickets, Documents: root.Sources.Documents },
    Risk: {
      AutoCalculateLikelihood: root.Risk.AutoCalculateLikelihood,
      Likelihood: root.Risk.Likelihood,
      AutoCalculateImpact: root.Risk.AutoCalculateImpact,
      Impact: root.Risk.Impact,
    },
    TestSteps: root.TestSteps.map((s) => ({ key: s.Id, Id: s.Id, Action: s.Action, ExpectedResult: s.ExpectedResult })),
  };
}

/** The draft as UPDATE_TEST_CASE_TREE_NODE takes it. */
function documentOf(draft: Draft) {
  return {
    General: { ...draft.General, Title: draft.General.Title.trim() },
    Criteria: { ...draft.Criteria, Tags: draft.Criteria.Tags.join(',') },
    Conditions: draft.Conditions,
    Sources: draft.Sources,
    Risk: draft.Risk,
    TestSteps: draft.TestSteps.map(({ Id, Action, ExpectedResult }) => ({
      ...(Id ? { Id } : {}),
      Action,
      ExpectedResult,
    })),
  };
}

/**
 * A labelled control: the label names the control alone (not its value), so screen readers read it cleanly. A text
 * the API limits (`limit`) stops at the limit and counts near it.
 */
function Field({
  label,
  children,
  wide,
  limit,
}: {
  label: string;
  children: ReactElement<{ id?: string; maxLength?: number; value?: unknown }>;
  wide?: boolean;
  limit?: LimitedField;
}) {
  const id = useId();
  return (
    <div className={`field ${wide ? 'wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, ...(limit ? { maxLength: textLimits[limit] } : {}) })}
      {limit && <CharCount field={limit} value={children.props.value} />}
    </div>
  );
}

/** A select over one enumeration, in the user's language; `optional` adds "not set". */
function EnumSelect<V extends string>({
  name,
  value,
  onChange,
  optional = true,
  disabled,
  testId,
  id,
}: {
  id?: string;
  name: EnumName;
  value: V | null;
  onChange: (value: V | null) => void;
  optional?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  const t = useT();
  const label = useEnumLabel();
  return (
    <select
      id={id}
      value={value ?? ''}
      disabled={disabled}
      data-testid={testId}
      onChange={(e) => onChange((e.target.value || null) as V | null)}
    >
      {optional && <option value="">{t('case.notSet')}</option>}
      {enumValues(name)
        .filter((v) => name !== 'Automation' || v !== 'NOT_DEFINED')
        .map((v) => (
          <option key={v} value={v}>
            {label(name, v)}
          </option>
        ))}
    </select>
  );
}

function CheckList<V extends string>({
  name,
  values,
  onChange,
}: {
  name: EnumName;
  values: V[];
  onChange: (values: V[]) => void;
}) {
  const label = useEnumLabel();
  return (
    <div className="check-list">
      {(enumValues(name) as V[]).map((v) => (
        <label key={v} className="check">
          <input
            type="checkbox"
            checked={values.includes(v)}
            onChange={(e) => onChange(e.target.checked ? [...values, v] : values.filter((x) => x !== v))}
          />
          {label(name, v)}
        </label>
      ))}
    </div>
  );
}

type Step = Draft['TestSteps'][number];

/**
 * One step: its fields, buttons to move it up or down or delete it, Alt+↑/↓ anywhere in it to move it (the focus
 * stays where it was), and drag and drop by its head as in the tree.
 */
function StepItem({
  step,
  index,
  count,
  onUpdate,
  onMove,
  onDelete,
}: {
  step: Step;
  index: number;
  count: number;
  onUpdate: (patch: Partial<Step>) => void;
  onMove: (by: number) => void;
  onDelete: () => void;
}) {
  const t = useT();
  const ref = useRef<HTMLLIElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const [instruction, setInstruction] = useState<Instruction | null>(null);
  const { key } = step;
  useEffect(() => {
    const element = ref.current;
    if (!element || !handle.current) return;
    return combine(
      draggable({ element, dragHandle: handle.current, getInitialData: () => ({ stepKey: key }) }),
      dropTargetForElements({
        element,
        canDrop: ({ source }) => typeof source.data.stepKey === 'string' && source.data.stepKey !== key,
        getData: ({ input, element: el }) =>
          attachInstruction(
            { stepKey: key },
            { input, element: el, operations: { 'reorder-before': 'available', 'reorder-after': 'available' } },
          ),
        onDrag: ({ self }) => setInstruction(extractInstruction(self.data)),
        onDragLeave: () => setInstruction(null),
        onDrop: () => setInstruction(null),
      }),
    );
  }, [key]);
  const no = index + 1;
  return (
    <li
      ref={ref}
      className={`step ${instruction ? `drop-${instruction.operation}` : ''}`}
      data-step={step.key}
      data-testid="step"
      onKeyDown={(e) => {
        if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
        e.preventDefault();
        const by = e.key === 'ArrowUp' ? -1 : 1;
        if (index + by >= 0 && index + by < count) onMove(by);
      }}
    >
      <div className="step-head" ref={handle} data-testid="step-handle">
        <strong>{t('case.steps.step', { no })}</strong>
        <div className="step-tools">
          <button
            type="button"
            className="icon-button"
            disabled={index === 0}
            aria-label={t('case.steps.up', { no })}
            aria-keyshortcuts="Alt+ArrowUp"
            onClick={() => onMove(-1)}
          >
            ↑
          </button>
          <button
            type="button"
            className="icon-button"
            disabled={index === count - 1}
            aria-label={t('case.steps.down', { no })}
            aria-keyshortcuts="Alt+ArrowDown"
            onClick={() => onMove(1)}
          >
            ↓
          </button>
          <button
            type="button"
            className="icon-button danger"
            aria-label={t('case.steps.delete', { no })}
            onClick={onDelete}
          >
            ✕
          </button>
        </div>
      </div>
      <div className="step-fields">
        <Field label={t('case.steps.action')} limit="Action">
          <textarea rows={2} value={step.Action} onChange={(e) => onUpdate({ Action: e.target.value })} />
        </Field>
        <Field label={t('case.steps.expected')} limit="ExpectedResult">
          <textarea
            rows={2}
            value={step.ExpectedResult}
            onChange={(e) => onUpdate({ ExpectedResult: e.target.value })}
          />
        </Field>
      </div>
    </li>
  );
}

function Steps({ steps, onChange }: { steps: Draft['TestSteps']; onChange: (steps: Draft['TestSteps']) => void }) {
  const t = useT();
  const counter = useRef(0);
  const focusKey = useRef<string | null>(null);
  // A moved step's element goes elsewhere in the list; whatever had the focus in it gets it back.
  const refocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (refocus.current && document.activeElement !== refocus.current) refocus.current.focus();
    refocus.current = null;
    if (!focusKey.current) return;
    document.querySelector<HTMLElement>(`[data-step="${focusKey.current}"] textarea`)?.focus();
    focusKey.current = null;
  });
  const moveTo = (from: number, to: number) => {
    const current = steps;
    if (from === to || to < 0 || to >= current.length) return;
    const next = [...current];
    const [step] = next.splice(from, 1);
    if (!step) return;
    next.splice(to, 0, step);
    refocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onChange(next);
  };
  // The drop monitor is registered once and reads the latest steps.
  const latest = useRef({ steps, moveTo });
  latest.current = { steps, moveTo };
  // A step dropped on another goes before or after it.
  useEffect(
    () =>
      monitorForElements({
        canMonitor: ({ source }) => typeof source.data.stepKey === 'string',
        onDrop: ({ source, location }) => {
          const target = location.current.dropTargets[0];
          if (!target) return;
          const current = latest.current.steps;
          const from = current.findIndex((s) => s.key === source.data.stepKey);
          const over = current.findIndex((s) => s.key === target.data.stepKey);
          const instruction = extractInstruction(target.data);
          if (from < 0 || over < 0 || !instruction) return;
          const at = instruction.operation === 'reorder-after' ? over + 1 : over;
          latest.current.moveTo(from, at > from ? at - 1 : at);
        },
      }),
    [],
  );
  return (
    <div className="steps">
      {steps.length === 0 && <p className="muted">{t('case.steps.empty')}</p>}
      <ol className="step-list">
        {steps.map((step, index) => (
          <StepItem
            key={step.key}
            step={step}
            index={index}
            count={steps.length}
            onUpdate={(patch) => onChange(steps.map((s, i) => (i === index ? { ...s, ...patch } : s)))}
            onMove={(by) => moveTo(index, index + by)}
            onDelete={() => onChange(steps.filter((_, i) => i !== index))}
          />
        ))}
      </ol>
      <button
        type="button"
        className="button small"
        data-testid="add-step"
        onClick={() => {
          const key = `new-${++counter.current}`;
          focusKey.current = key;
          onChange([...steps, { key, Action: '', ExpectedResult: '' }]);
        }}
      >
        {t('case.steps.add')}
      </button>
    </div>
  );
}

/** What the browser keeps of an unsaved edit: the form, and the version of the case it started from. */
interface KeptDraft {
  draft: Draft;
  modelVersion: number;
}

const groups = ['General', 'Criteria', 'Conditions', 'Sources', 'Risk', 'TestSteps'] as const;

function EditorForm({
  doc,
  scope,
  suiteId,
  tab,
  onTab,
  reload,
}: {
  doc: CaseAnswer;
  scope: Scope;
  suiteId: string;
  tab: string | null | undefined;
  onTab: (tab: string | null | undefined) => void;
  /** Reads the case again and answers it; a newer version starts the form afresh. */
  reload: () => Promise<CaseAnswer | undefined>;
}) {
  const t = useT();
  const lang = useLocale();
  const label = useEnumLabel();
  const navigate = useNavigate();
  const root = doc.document.Root;
  // What the server holds as far as this form knows: the case as read, then each draft it accepted (the form stays
  // until the case is read again, and must not count a saved edit as unsaved meanwhile, nor warn before a reload).
  const [saved, setSaved] = useState(() => draftOf(root));
  const modelVersion = doc.document.__meta.modelVersion;
  // The version the next save expects: as read, then as each save's answer says, so a second save before the case
  // is read again is not refused as stale.
  const [expectedVersion, setExpectedVersion] = useState(modelVersion);
  useEffect(() => setExpectedVersion((known) => Math.max(known, modelVersion)), [modelVersion]);
  // An edit left unsaved (another screen, a reload, a closed tab) comes back, and says so.
  const [kept, setKept] = useState(() => readDraft<KeptDraft>(doc.docRef));
  const [draft, setDraft] = useState(kept?.draft ?? saved);
  const [dialog, setDialog] = useState<'copy' | 'delete' | null>(null);
  const editable = useCan(scope)('edit');
  const formId = useId();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  useEffect(() => {
    if (dirty) writeDraft(doc.docRef, { draft, modelVersion: kept?.modelVersion ?? modelVersion });
    else dropDraft(doc.docRef);
  }, [dirty, draft, doc.docRef, kept, modelVersion]);
  useLeaveGuard(dirty);
  const discard = () => {
    dropDraft(doc.docRef);
    setKept(undefined);
    setDraft(saved);
  };
  // Optimistic: the tree (and every list holding the case) shows the saved General fields at once; a refusal
  // puts them back, and the form keeps the draft with the server's reason (reading the case again would start
  // the form afresh, so that waits for the user: see `case.loadCurrent`).
  const save = useMutation(
    trpc.content.updateTestCaseTreeNode.mutationOptions({
      onMutate: async () => ({
        sent: draft,
        undo: await changeListedDocument<CaseAnswer>(doc.docRef, (entry) => {
          const entryRoot = entry.document.Root;
          const General = { ...entryRoot.General, ...draft.General, Title: draft.General.Title.trim() };
          return { ...entry, document: { ...entry.document, Root: { ...entryRoot, General } } };
        }),
      }),
      onError: (_error, _input, context) => context?.undo(),
      onSuccess: async (answer, _input, context) => {
        if ('__meta' in answer) setExpectedVersion(answer.__meta.modelVersion);
        dropDraft(doc.docRef);
        setSaved(context.sent);
        setKept(undefined);
        notify(t('case.saved'));
        // Not awaited: the save is over with its answer, and the next Ctrl+S must not wait for the lists.
        void refreshContent();
      },
    }),
  );
  // The case first, on its own: in one batch with every list of the suite it would wait for the largest. The tree
  // shows what was read at once (the refusal put the older version back there), before the lists are read again.
  const loadCurrent = () => {
    // The saved version replaces the draft (the form starts afresh from it).
    dropDraft(doc.docRef);
    void reload()
      .then(
        (current) =>
          current &&
          changeListedDocument<CaseAnswer>(doc.docRef, (entry) => {
            const General = { ...entry.document.Root.General, ...current.document.Root.General };
            return { ...entry, document: { ...entry.document, Root: { ...entry.document.Root, General } } };
          }),
      )
      .then(refreshContent);
  };
  // A restored version is a new version of the case: the form starts afresh from it, the tree shows its title.
  const loadRestored = () => void reload().then(refreshContent);
  const submit = () =>
    save.mutate({
      docRef: doc.docRef,
      locale: lang,
      document: { Root: documentOf(draft) },
      expectedModelVersion: expectedVersion,
    });
  // Ctrl+S saves wherever the focus is while the editor is open (also after the focused button went away).
  const latestSubmit = useRef(submit);
  latestSubmit.current = () => {
    if (editable && !save.isPending) submit();
  };
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's') {
        e.preventDefault();
        latestSubmit.current();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  const set = <K extends keyof Draft>(group: K, patch: Partial<Draft[K]>) =>
    setDraft((d) => ({ ...d, [group]: { ...d[group], ...patch } }));
  const g = draft.General;
  const c = draft.Criteria;
  const r = draft.Risk;
  const node = { docRef: doc.docRef, kind: 'case' as const, id: root.General.Id, title: root.General.Title };
  const latest = root.Metadata.LatestTestCaseExecutionData;
  const { suite } = useSuite(scope, root.General.ProjectVersionNumber, suiteId);
  return (
    <form
      id={formId}
      className="case-editor"
      data-testid="case-editor"
      onSubmit={(e) => {
        e.preventDefault();
        if (editable && !save.isPending) submit();
      }}
    >
      <div className="editor-head">
        <h2>
          <code>{root.General.Id}</code> {root.General.Title}
        </h2>
        <div className="editor-actions">
          <PinButton
            docRef={doc.docRef}
            pinned={doc.document.Root.Metadata.IsPinned}
            item={`${root.General.Id} ${root.General.Title}`}
          />
          {editable && (
            <>
              <span className="small muted" aria-live="polite">
                {save.isPending ? t('case.saving') : dirty ? t('case.unsaved') : ''}
              </span>
              <button type="button" className="button small" disabled={!dirty} onClick={discard}>
                {t('case.discard')}
              </button>
              <button type="button" className="button small" onClick={() => setDialog('copy')}>
                {t('case.copy')}
              </button>
              <button
                type="button"
                className="button small danger"
                onClick={() => setDialog('delete')}
                data-testid="delete-case"
              >
                {t('case.delete')}
              </button>
              <button
                type="submit"
                className="button primary"
                disabled={save.isPending}
                data-testid="save-case"
                aria-keyshortcuts="Control+S"
              >
                {t('case.save')}
              </button>
            </>
          )}
        </div>
      </div>
      {kept && dirty && (
        <div className="notice notice-info draft-notice" role="status" data-testid="draft-restored">
          <span>{t(kept.modelVersion === modelVersion ? 'draft.restored' : 'draft.restoredStale')}</span>
          {editable && (
            <button type="submit" className="button small primary" disabled={save.isPending}>
              {t('draft.save')}
            </button>
          )}
          <button type="button" className="button small" onClick={discard}>
            {t('draft.discard')}
          </button>
        </div>
      )}
      {root.Metadata.IsFrozen && <p className="notice notice-info">{t('case.frozen')}</p>}
      {!editable && (
        <p className="notice notice-info" data-testid="read-only">
          {t('case.readOnly')}
        </p>
      )}
      <ErrorMessage error={save.error} />
      {reasonOf(save.error) === 'STALE_MODEL_VERSION' && (
        <button type="button" className="button small" onClick={loadCurrent} data-testid="load-current">
          {t('case.loadCurrent')}
        </button>
      )}
      <TabProvider selectedId={tab} setSelectedId={onTab}>
        <TabList className="tabs" aria-label={t('case.groups')}>
          {groups.map((group) => (
            <Tab key={group} id={`case-tab-${group}`} className="tab" data-testid={`tab-${group}`}>
              {t(`case.group.${group}` as MessageKey)}
              {group === 'TestSteps' ? ` (${draft.TestSteps.length})` : ''}
            </Tab>
          ))}
          <Tab id="case-tab-History" className="tab" data-testid="tab-History">
            {t('history.tab')}
          </Tab>
        </TabList>
        {/* A role that only reads sees every field, and can change none. */}
        <fieldset disabled={!editable} className="plain-fieldset">
          <TabPanel tabId={`case-tab-General`} className="tab-panel grid" unmountOnHide>
            <Field label={t('case.field.Title')} wide limit="Title">
              <input
                required
                value={g.Title}
                onChange={(e) => set('General', { Title: e.target.value })}
                data-testid="case-title"
              />
            </Field>
            <Field label={t('case.field.Description')} wide limit="Description">
              <textarea
                rows={4}
                value={g.Description}
                onChange={(e) => set('General', { Description: e.target.value })}
              />
            </Field>
            <Field label={t('case.field.Status')}>
              <EnumSelect
                name="Status"
                optional={false}
                value={g.Status}
                onChange={(v) => v && set('General', { Status: v })}
                testId="case-status"
              />
            </Field>
            <Field label={t('case.field.Type')}>
              <EnumSelect name="Type" value={g.Type} onChange={(v) => set('General', { Type: v })} />
            </Field>
            <Field label={t('case.field.Automation')}>
              <EnumSelect name="Automation" value={g.Automation} onChange={(v) => set('General', { Automation: v })} />
            </Field>
            <Field label={t('case.field.Prioritization')}>
              <EnumSelect
                name="Prioritization"
                value={g.Prioritization}
                onChange={(v) => set('General', { Prioritization: v })}
              />
            </Field>
            <Field label={t('case.field.EstimatedExecutionTime')}>
              <input
                type="number"
                min={0}
                value={g.EstimatedExecutionTime ?? ''}
                onChange={(e) =>
                  set('General', { EstimatedExecutionTime: e.target.value === '' ? null : Number(e.target.value) })
                }
              />
            </Field>
            <Field label={t('case.field.User')} limit="User">
              <input value={g.User ?? ''} onChange={(e) => set('General', { User: e.target.value || null })} />
            </Field>
            <label className="check wide">
              <input
                type="checkbox"
                checked={g.ImportantAdditionForNextTestRun}
                onChange={(e) => set('General', { ImportantAdditionForNextTestRun: e.target.checked })}
              />
              {t('case.field.ImportantAdditionForNextTestRun')}
            </label>
            <dl className="facts wide">
              <div>
                <dt>{t('case.field.Path')}</dt>
                <dd>{root.AdditionalInfo.CurrentPath || root.AdditionalInfo.Path}</dd>
              </div>
              <div>
                <dt>{t('case.field.Edited')}</dt>
                <dd>
                  {t('case.edited', { date: formatDate(lang, root.Metadata.EditedOn), user: root.Metadata.EditedBy })}
                </dd>
              </div>
              <div>
                <dt>{t('suites.col.latest')}</dt>
                <dd>
                  {latest
                    ? t('suites.latest', { date: formatDate(lang, latest.TestedOn), run: latest.TestRunTitle })
                    : t('suites.never')}
                </dd>
              </div>
            </dl>
          </TabPanel>
          <TabPanel tabId={`case-tab-Criteria`} className="tab-panel grid" unmountOnHide>
            <label className="check wide">
              <input
                type="checkbox"
                checked={c.TimeRelevance}
                onChange={(e) => set('Criteria', { TimeRelevance: e.target.checked })}
              />
              {t('case.field.TimeRelevance')}
            </label>
            <fieldset className="field">
              <legend>{t('case.field.AdditionalToolsAids')}</legend>
              <CheckList
                name="AdditionalToolsAids"
                values={c.AdditionalToolsAids}
                onChange={(v) => set('Criteria', { AdditionalToolsAids: v })}
              />
            </fieldset>
            <fieldset className="field">
              <legend>{t('case.field.Assignment')}</legend>
              <CheckList name="Assignment" values={c.Assignment} onChange={(v) => set('Criteria', { Assignment: v })} />
            </fieldset>
            <Field label={t('case.field.Dependency')}>
              <EnumSelect name="Dependency" value={c.Dependency} onChange={(v) => set('Criteria', { Dependency: v })} />
            </Field>
            <Field label={t('case.field.TestFocus')}>
              <EnumSelect name="TestFocus" value={c.TestFocus} onChange={(v) => set('Criteria', { TestFocus: v })} />
            </Field>
            <TagInput scope={scope} tags={c.Tags} onChange={(tags) => set('Criteria', { Tags: tags })} />
          </TabPanel>
          <TabPanel tabId={`case-tab-Conditions`} className="tab-panel grid" unmountOnHide>
            <Field label={t('case.field.Preconditions')} wide limit="Preconditions">
              <textarea
                rows={6}
                value={draft.Conditions.Preconditions}
                onChange={(e) => set('Conditions', { Preconditions: e.target.value })}
              />
            </Field>
          </TabPanel>
          <TabPanel tabId={`case-tab-Sources`} className="tab-panel grid" unmountOnHide>
            <Field label={t('case.field.Tickets')} wide limit="Tickets">
              <input value={draft.Sources.Tickets} onChange={(e) => set('Sources', { Tickets: e.target.value })} />
            </Field>
            <Field label={t('case.field.Documents')} wide limit="Documents">
              <input value={draft.Sources.Documents} onChange={(e) => set('Sources', { Documents: e.target.value })} />
            </Field>
          </TabPanel>
          <TabPanel tabId={`case-tab-Risk`} className="tab-panel grid" unmountOnHide>
            <label className="check">
              <input
                type="checkbox"
                checked={r.AutoCalculateLikelihood}
                onChange={(e) => set('Risk', { AutoCalculateLikelihood: e.target.checked })}
              />
              {t('case.field.AutoCalculateLikelihood')}
            </label>
            <Field label={t('case.field.Likelihood')}>
              <EnumSelect
                name="Likelihood"
                value={r.Likelihood}
                disabled={r.AutoCalculateLikelihood}
                onChange={(v) => set('Risk', { Likelihood: v })}
              />
            </Field>
            <label className="check">
              <input
                type="checkbox"
                checked={r.AutoCalculateImpact}
                onChange={(e) => set('Risk', { AutoCalculateImpact: e.target.checked })}
              />
              {t('case.field.AutoCalculateImpact')}
            </label>
            <Field label={t('case.field.Impact')}>
              <EnumSelect
                name="Impact"
                value={r.Impact}
                disabled={r.AutoCalculateImpact}
                onChange={(v) => set('Risk', { Impact: v })}
              />
            </Field>
            <dl className="facts wide">
              <div>
                <dt>{t('case.field.RiskLevel')}</dt>
                {/* Computed as the fields change, as the server will on saving. */}
                <dd data-testid="risk-level" aria-live="polite">
                  {label('RiskLevel', riskLevelOf(r.Likelihood, r.Impact))}
                </dd>
              </div>
            </dl>
          </TabPanel>
          <TabPanel tabId={`case-tab-TestSteps`} className="tab-panel" unmountOnHide>
            <Steps steps={draft.TestSteps} onChange={(steps) => setDraft((d) => ({ ...d, TestSteps: steps }))} />
          </TabPanel>
        </fieldset>
        {/* Outside the fieldset: a role that only reads pages through the history too. */}
        <TabPanel tabId="case-tab-History" className="tab-panel" unmountOnHide>
          <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
            <HistoryPanel docRef={doc.docRef} canRestore={editable} onRestored={loadRestored} />
          </Suspense>
        </TabPanel>
      </TabProvider>
      {suite && (
        <MoveCopyDialog
          mode={dialog === 'copy' ? 'copy' : null}
          items={[node]}
          scope={scope}
          version={root.General.ProjectVersionNumber}
          suite={suite}
          onClose={() => setDialog(null)}
        />
      )}
      <DeleteNodeDialog
        row={dialog === 'delete' ? node : null}
        onClose={() => setDialog(null)}
        onDeleted={() =>
          void navigate({
            to: '/p/$projectId/$subProjectId/suites/$suiteId',
            params: { projectId: scope.projectId, subProjectId: scope.subProjectId, suiteId },
            search: { v: scope.version },
          })
        }
      />
    </form>
  );
}

/** The test case editor: every group of the case in tabs, saved at once (Ctrl+S) with UPDATE_TEST_CASE_TREE_NODE. */
export function CaseEditor() {
  const t = useT();
  const { projectId, subProjectId, suiteId, caseId } = route.useParams();
  const { v } = route.useSearch();
  const scope: Scope = { projectId, subProjectId, version: v };
  const { chosen } = useVersions(scope);
  const version = chosen?.document.Root.General.VersionNumber;
  const query = useQuery({
    ...trpc.content.listDocuments.queryOptions({
      documentModelName: 'TestCase-dm',
      filter: { filters: [...scopeFilters(scope, version), `Id:${caseId}`] },
      page: { offset: 0, limit: 1 },
    }),
    enabled: Boolean(version),
  });
  const doc = entriesOf(query.data?.entries, 'TestCase-dm')[0];
  const [tab, setTab] = useState<string | null | undefined>('case-tab-General');
  if (query.error) return <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />;
  if (!doc) return <p className="muted">{query.data ? t('app.notFound') : t('app.loading')}</p>;
  // A saved (or elsewhere changed) case starts the form afresh from what the server now holds.
  return (
    <EditorForm
      key={`${doc.docRef}:${doc.document.__meta.modelVersion}`}
      doc={doc}
      scope={scope}
      suiteId={suiteId}
      tab={tab}
      onTab={setTab}
      reload={async () => entriesOf((await query.refetch()).data?.entries, 'TestCase-dm')[0]}
    />
  );
}
