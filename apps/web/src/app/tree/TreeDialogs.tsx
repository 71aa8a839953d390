import { Combobox, ComboboxItem, ComboboxLabel, ComboboxPopover, ComboboxProvider } from '@ariakit/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { type CaseAnswer, type CaseRoot, entriesOf, narrow, type SuiteAnswer } from '../lib/documents';
import { useDraftState } from '../lib/drafts';
import type { EnumName } from '../lib/enum-labels';
import type { MessageKey } from '../lib/i18n';
import { enumValues, useEnumLabel, useLocale, useT } from '../lib/i18n';
import { changeListedDocument } from '../lib/optimistic';
import { refreshContent } from '../lib/refresh-content';
import { type Scope, scopeFilters } from '../lib/scope';
import { type Inputs, trpc, trpcClient } from '../lib/trpc';
import { FormDialog } from '../ui/Dialog';
import { useTaskMutation } from '../ui/useTaskMutation';
import type { TreeRow } from './tree-data';

export const rowName = (row: { id: string; title: string }) => `${row.id} ${row.title}`;

/** A folder or case as the dialogs need it. */
export type NodeRef = Pick<TreeRow, 'docRef' | 'kind' | 'id' | 'title'>;

/** New folder or test case under a folder or the suite; a new case opens in the editor. */
export function CreateNodeDialog({
  kind,
  parentRef,
  parentName,
  scope,
  suiteId,
  version,
  onClose,
  onCreated,
}: {
  onCreated: (parentRef: string) => void;
  kind: 'folder' | 'case' | null;
  parentRef: string;
  parentName: string;
  scope: Scope;
  suiteId: string;
  version: number | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const lang = useLocale();
  const navigate = useNavigate();
  const form = useDraftState(`new-${kind ?? 'node'}:${parentRef}`, '');
  const title = form.value;
  const create = useMutation({
    mutationFn: async () => {
      const link = await trpcClient.documents.createTestCaseTreeNode.mutate({
        documentModelName: kind === 'folder' ? 'TestFolder-dm' : 'TestCase-dm',
        locale: lang,
        document: { Root: { General: { Title: title.trim() } } },
        parentNodeDocRef: parentRef,
      });
      await refreshContent();
      return link;
    },
    onSuccess: async (link) => {
      form.clear();
      onClose();
      onCreated(parentRef);
      const child = link.linkDescriptor.entities.find((e) => e.role === 'child');
      if (kind !== 'case' || !child) return;
      const created = narrow(await trpcClient.documents.getDocument.query({ docRef: child.docRef }), 'TestCase-dm');
      if (created)
        void navigate({
          to: '/p/$projectId/$subProjectId/suites/$suiteId/cases/$caseId',
          params: { ...scope, suiteId, caseId: created.document.Root.General.Id },
          search: { v: scope.version },
        });
    },
  });
  return (
    <FormDialog
      open={kind !== null}
      onClose={() => {
        create.reset();
        onClose();
      }}
      title={t(kind === 'folder' ? 'tree.newFolderTitle' : 'tree.newCaseTitle')}
      submitLabel={t('dialog.create')}
      busy={create.isPending}
      error={create.error}
      onDiscard={form.held ? form.clear : undefined}
      onSubmit={() => create.mutate()}
    >
      <p className="muted">{t('tree.in', { parent: parentName })}</p>
      <label className="field">
        <span>{t('case.field.Title')}</span>
        <input
          required
          name="title"
          value={title}
          onChange={(e) => form.setValue(e.target.value)}
          data-version={version}
        />
      </label>
    </FormDialog>
  );
}

/** The folders of the suite as destinations, with the suite itself first. */
function useDestinations(scope: Scope, version: number | undefined, suite: SuiteAnswer, enabled: boolean) {
  const t = useT();
  const folders = useQuery({
    ...trpc.documents.listDocuments.queryOptions({
      documentModelName: 'TestFolder-dm',
      filter: { filters: [...scopeFilters(scope, version), `TestSuiteId:${suite.document.Root.General.Id}`] },
      page: { offset: 0, limit: 1000 },
      sort: ['Title ASC'],
    }),
    enabled,
  });
  return useMemo(
    () => [
      {
        docRef: suite.docRef,
        label: `${suite.document.Root.General.Id} ${suite.document.Root.General.Title} (${t('tree.rootName')})`,
      },
      ...entriesOf(folders.data?.entries, 'TestFolder-dm').map((f) => ({
        docRef: f.docRef,
        label: `${f.document.Root.General.Id} ${f.document.Root.General.Title}`,
      })),
    ],
    [folders.data, suite, t],
  );
}

/**
 * Move or copy items to a folder (or the suite), found by typing in a combobox. One case moves at once
 * (MOVE_TEST_CASE); a folder or several items move or copy as a task.
 */
export function MoveCopyDialog({
  mode,
  items,
  scope,
  version,
  suite,
  onClose,
}: {
  mode: 'move' | 'copy' | null;
  items: NodeRef[];
  scope: Scope;
  version: number | undefined;
  suite: SuiteAnswer;
  onClose: () => void;
}) {
  const t = useT();
  const destinations = useDestinations(scope, version, suite, mode !== null);
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState('');
  const [position, setPosition] = useState<'TOP' | 'BOTTOM'>('BOTTOM');
  const moving = new Set(items.map((i) => i.docRef));
  const options = destinations.filter((d) => !moving.has(d.docRef));
  const matches = options.filter((d) => d.label.toLowerCase().includes(search.trim().toLowerCase()));
  const destination = options.find((d) => d.label === chosen);
  const subject = items.length === 1 && items[0] ? rowName(items[0]) : t('tree.selected', { count: items.length });
  const single = items.length === 1 ? items[0] : undefined;
  const refs = items.map((i) => i.docRef);
  const moveCase = useMutation(trpc.cases.moveTestCase.mutationOptions({ onSuccess: () => refreshContent() }));
  const task = useTaskMutation(
    (input: { destinationDocRef: string }) => {
      if (mode === 'copy')
        return single?.kind === 'folder'
          ? trpcClient.tree.copyTestFolder.mutate({ testFolderDocRef: single.docRef, ...input })
          : trpcClient.tree.copyItemsInTestSuite.mutate({ itemDocRefs: refs, ...input });
      return single?.kind === 'folder'
        ? trpcClient.tree.moveTestFolder.mutate({ testFolderDocRef: single.docRef, position, ...input })
        : trpcClient.tree.moveItemsInTestSuite.mutate({ itemDocRefs: refs, position, ...input });
    },
    () => ({
      type:
        mode === 'copy'
          ? single?.kind === 'folder'
            ? 'COPY_TEST_FOLDER'
            : 'COPY_ITEMS_IN_TEST_SUITE'
          : single?.kind === 'folder'
            ? 'MOVE_TEST_FOLDER'
            : 'MOVE_ITEMS_IN_TEST_SUITE',
      subject,
      onDone: () => void refreshContent(),
    }),
  );
  const busy = moveCase.isPending || task.isPending;
  const close = () => {
    moveCase.reset();
    task.reset();
    setSearch('');
    setChosen('');
    onClose();
  };
  const submit = () => {
    if (!destination) return;
    if (mode === 'move' && single?.kind === 'case')
      moveCase.mutate(
        { sourceDocRef: single.docRef, destinationDocRef: destination.docRef, position },
        { onSuccess: close },
      );
    else task.mutate({ destinationDocRef: destination.docRef }, { onSuccess: close });
  };
  return (
    <FormDialog
      open={mode !== null}
      onClose={close}
      title={t(mode === 'copy' ? 'tree.copyTitle' : 'tree.moveTitle', { count: items.length })}
      submitLabel={t(mode === 'copy' ? 'dialog.copy' : 'dialog.move')}
      busy={busy || !destination}
      error={moveCase.error ?? task.error}
      onSubmit={submit}
    >
      <p className="muted">{subject}</p>
      {/* The arrows stay on the matches (a single one stays chosen on ArrowDown, so Enter takes it). */}
      <ComboboxProvider
        value={search}
        setValue={setSearch}
        selectedValue={chosen}
        setSelectedValue={setChosen}
        includesBaseElement={false}
      >
        <div className="field">
          <ComboboxLabel>{t('tree.destination')}</ComboboxLabel>
          <Combobox className="combobox" autoSelect data-testid="destination" />
        </div>
        <ComboboxPopover className="popover listbox" gutter={4} sameWidth portal>
          {matches.map((d) => (
            <ComboboxItem key={d.docRef} value={d.label} className="menu-item" />
          ))}
        </ComboboxPopover>
      </ComboboxProvider>
      {mode === 'move' && (
        <fieldset className="field">
          <legend>{t('tree.position')}</legend>
          {(['TOP', 'BOTTOM'] as const).map((p) => (
            <label key={p} className="check">
              <input type="radio" name="position" checked={position === p} onChange={() => setPosition(p)} />
              {t(p === 'TOP' ? 'tree.top' : 'tree.bottom')}
            </label>
          ))}
        </fieldset>
      )}
    </FormDialog>
  );
}

/** Delete a case (DELETE_DOCUMENT) or a folder (DELETE_FOLDER); a refusal (open run) is shown in words. */
export function DeleteNodeDialog({
  row,
  onClose,
  onDeleted,
}: {
  row: NodeRef | null;
  onClose: () => void;
  onDeleted: (row: NodeRef) => void;
}) {
  const t = useT();
  const remove = useMutation({
    mutationFn: async (target: NodeRef) => {
      if (target.kind === 'case') await trpcClient.documents.deleteDocument.mutate({ docRef: target.docRef });
      else await trpcClient.folders.deleteFolder.mutate({ docRef: target.docRef });
      await refreshContent();
      return target;
    },
  });
  return (
    <FormDialog
      open={row !== null}
      onClose={() => {
        remove.reset();
        onClose();
      }}
      title={t('tree.deleteTitle', { item: row ? rowName(row) : '' })}
      submitLabel={t('dialog.delete')}
      danger
      busy={remove.isPending}
      error={remove.error}
      onSubmit={() =>
        row &&
        remove.mutate(row, {
          onSuccess: (deleted) => {
            onClose();
            onDeleted(deleted);
          },
        })
      }
    >
      <p>{t(row?.kind === 'folder' ? 'tree.deleteFolderLead' : 'tree.deleteCaseLead')}</p>
    </FormDialog>
  );
}

type General = CaseRoot['General'];
const settable = [
  'Status',
  'Type',
  'Automation',
  'Prioritization',
  'User',
  'EstimatedExecutionTime',
  'ImportantAdditionForNextTestRun',
] as const;
type Settable = (typeof settable)[number];

function propertyInput(
  refs: string[],
  property: Settable,
  raw: string,
  flag: boolean,
): Inputs['cases']['setTestCaseProperty'] {
  const base = { testCaseDocRefs: refs };
  switch (property) {
    case 'Status':
      return { ...base, property, value: raw as General['Status'] };
    case 'Type':
      return { ...base, property, value: (raw || null) as General['Type'] };
    case 'Automation':
      return { ...base, property, value: (raw || null) as General['Automation'] };
    case 'Prioritization':
      return { ...base, property, value: (raw || null) as General['Prioritization'] };
    case 'User':
      return { ...base, property, value: raw.trim() || null };
    case 'EstimatedExecutionTime':
      return { ...base, property, value: raw === '' ? null : Number(raw) };
    case 'ImportantAdditionForNextTestRun':
      return { ...base, property, value: flag };
  }
}

/** SET_TEST_CASE_PROPERTY on the selected cases, as a task with its progress in the tray. */
export function SetPropertyDialog({ cases, open, onClose }: { cases: TreeRow[]; open: boolean; onClose: () => void }) {
  const t = useT();
  const label = useEnumLabel();
  const [property, setProperty] = useState<Settable>('Status');
  const [raw, setRaw] = useState('NEW');
  const [flag, setFlag] = useState(false);
  const refs = cases.map((c) => c.docRef);
  const set = useTaskMutation(
    (input: Inputs['cases']['setTestCaseProperty']) => trpcClient.cases.setTestCaseProperty.mutate(input),
    (input) => ({
      type: 'SET_TEST_CASE_PROPERTY',
      subject: `${t(`case.field.${property}` as MessageKey)} · ${t('tree.selected', { count: refs.length })}`,
      // The tree shows the new value once the task is DONE, without waiting for every list to be read again.
      onDone: () =>
        void changeListedDocument<CaseAnswer>(refs, (entry) => {
          const General = { ...entry.document.Root.General, [input.property]: input.value };
          return { ...entry, document: { ...entry.document, Root: { ...entry.document.Root, General } } };
        }).then(refreshContent),
    }),
  );
  const enumName: EnumName | undefined = ['Status', 'Type', 'Automation', 'Prioritization'].includes(property)
    ? (property as EnumName)
    : undefined;
  return (
    <FormDialog
      open={open}
      onClose={() => {
        set.reset();
        onClose();
      }}
      title={t('tree.setPropertyTitle', { count: refs.length })}
      submitLabel={t('dialog.apply')}
      busy={set.isPending || refs.length === 0}
      error={set.error}
      onSubmit={() => set.mutate(propertyInput(refs, property, raw, flag), { onSuccess: onClose })}
    >
      <label className="field">
        <span>{t('tree.property')}</span>
        <select
          value={property}
          data-testid="property"
          onChange={(e) => {
            const next = e.target.value as Settable;
            setProperty(next);
            setRaw(next === 'Status' ? 'NEW' : '');
          }}
        >
          {settable.map((p) => (
            <option key={p} value={p}>
              {t(`case.field.${p}` as MessageKey)}
            </option>
          ))}
        </select>
      </label>
      {enumName ? (
        <label className="field">
          <span>{t('tree.value')}</span>
          <select value={raw} onChange={(e) => setRaw(e.target.value)} data-testid="property-value">
            {property !== 'Status' && <option value="">{t('case.notSet')}</option>}
            {enumValues(enumName)
              .filter((v) => enumName !== 'Automation' || v !== 'NOT_DEFINED')
              .map((v) => (
                <option key={v} value={v}>
                  {label(enumName, v)}
                </option>
              ))}
          </select>
        </label>
      ) : property === 'ImportantAdditionForNextTestRun' ? (
        <label className="check">
          <input type="checkbox" checked={flag} onChange={(e) => setFlag(e.target.checked)} />
          {t('case.field.ImportantAdditionForNextTestRun')}
        </label>
      ) : (
        <label className="field">
          <span>{t('tree.value')}</span>
          <input
            type={property === 'EstimatedExecutionTime' ? 'number' : 'text'}
            min={0}
            value={raw}
            onChange={(e) => setRaw(e.target.value)}
            data-testid="property-value"
          />
        </label>
      )}
    </FormDialog>
  );
}
