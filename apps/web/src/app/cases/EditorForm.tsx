import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import type { CaseAnswer } from '../lib/documents';
import { type MessageKey, useT } from '../lib/i18n';
import { useCan } from '../lib/permissions';
import type { Scope } from '../lib/scope';
import { useSuite } from '../suites/SuitePage';
import { DeleteNodeDialog, MoveCopyDialog } from '../tree/TreeDialogs';
import { CaseRiskFields } from './CaseRiskFields';
import { CriteriaFields } from './CriteriaFields';
import { EditorHead } from './EditorHead';
import { EditorNotices } from './EditorNotices';
import { Field } from './Field';
import { GeneralFields } from './GeneralFields';
import { Steps } from './Steps';
import { useCaseDraft } from './useCaseDraft';
import { useCaseSave } from './useCaseSave';
import { useSaveShortcut } from './useSaveShortcut';

/** The history tab's code loads when the tab is first opened. */
const HistoryPanel = lazy(() => import('../history/HistoryPanel').then((m) => ({ default: m.HistoryPanel })));

const groups = ['General', 'Criteria', 'Conditions', 'Sources', 'Risk', 'TestSteps'] as const;

/** One version of a case in the form: its groups in tabs, its history in the last, saved at once (Ctrl+S). */
export function EditorForm({
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
  const navigate = useNavigate();
  const root = doc.document.Root;
  const { draft, setDraft, set, dirty, kept, discard, accepted } = useCaseDraft(doc);
  const { save, submit, loadCurrent, loadRestored } = useCaseSave({ doc, draft, onAccepted: accepted, reload });
  const [dialog, setDialog] = useState<'copy' | 'delete' | null>(null);
  const editable = useCan(scope)('edit');
  const formId = useId();
  const trySubmit = () => {
    if (editable && !save.isPending) submit();
  };
  useSaveShortcut(trySubmit);
  const node = { docRef: doc.docRef, kind: 'case' as const, id: root.General.Id, title: root.General.Title };
  const { suite } = useSuite(scope, root.General.ProjectVersionNumber, suiteId);
  return (
    <form
      id={formId}
      className="case-editor"
      data-testid="case-editor"
      onSubmit={(e) => {
        e.preventDefault();
        trySubmit();
      }}
    >
      <EditorHead
        doc={doc}
        editable={editable}
        dirty={dirty}
        saving={save.isPending}
        onDiscard={discard}
        onDialog={setDialog}
      />
      <EditorNotices
        doc={doc}
        kept={kept}
        dirty={dirty}
        editable={editable}
        saving={save.isPending}
        error={save.error}
        onDiscard={discard}
        onLoadCurrent={loadCurrent}
      />
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
            <GeneralFields g={draft.General} root={root} set={set} />
          </TabPanel>
          <TabPanel tabId={`case-tab-Criteria`} className="tab-panel grid" unmountOnHide>
            <CriteriaFields c={draft.Criteria} scope={scope} set={set} />
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
            <CaseRiskFields r={draft.Risk} set={set} />
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
