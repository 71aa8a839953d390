import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadTaskFile } from '../lib/download-task-file';
import { useLocale } from '../lib/i18n';
import { useVersions } from '../lib/scope';
import { useTrackedTasks } from '../lib/tasks';
import { trpcClient } from '../lib/trpc';
import type { RunScope } from '../runs/run-data';
import { InfoDialog } from '../ui/Dialog';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useTaskMutation } from '../ui/useTaskMutation';
import { VersionPicker } from '../ui/VersionPicker';
import { useAutomationT } from './messages';
import './automation.css';

interface QfExport {
  kind: 'structure' | 'detail';
  type: 'EXPORT_QF_DATA_STRUCTURE' | 'EXPORT_QF_DATA_DETAIL';
  fallbackName: string;
}

const exports: QfExport[] = [
  { kind: 'structure', type: 'EXPORT_QF_DATA_STRUCTURE', fallbackName: 'qf-structure.json' },
  { kind: 'detail', type: 'EXPORT_QF_DATA_DETAIL', fallbackName: 'qf-detail.json' },
];

/** The last export task of each scope, version and kind in this session, so reopening the dialog still offers it. */
const lastTasks = new Map<string, string>();

/** One export: created as a task (followed in the tray), then downloaded with the signed-in user's token. */
function ExportRow({ scope, version, item }: { scope: RunScope; version: number; item: QfExport }) {
  const words = useAutomationT();
  const lang = useLocale();
  const key = `${scope.projectId}/${scope.subProjectId} ${version} ${item.kind}`;
  const [taskRef, setTaskRef] = useState(() => lastTasks.get(key));
  const task = useTrackedTasks().find((tracked) => tracked.docRef === taskRef);
  const name = words(item.kind === 'structure' ? 'qf.structure' : 'qf.detail');
  const params = { projectId: scope.projectId, subprojectId: scope.subProjectId, version, locale: lang };
  const create = useTaskMutation(
    () =>
      item.kind === 'structure'
        ? trpcClient.automation.exportQfDataStructure.mutate(params)
        : trpcClient.automation.exportQfDataDetail.mutate(params),
    () => ({
      type: item.type,
      subject: `${scope.subProjectId === '_' ? scope.projectId : scope.subProjectId} · ${version}`,
    }),
  );
  const download = useMutation({ mutationFn: (ref: string) => downloadTaskFile(ref, item.fallbackName) });
  const start = () =>
    create.mutate(undefined, {
      onSuccess: (ref) => {
        lastTasks.set(key, ref);
        setTaskRef(ref);
      },
    });
  const running = create.isPending || (task !== undefined && !task.settled);
  return (
    <div className="qf-export" data-testid={`qf-${item.kind}`}>
      {task?.settled === 'DONE' && taskRef ? (
        <>
          <button
            type="button"
            className="button primary"
            disabled={download.isPending}
            onClick={() => download.mutate(taskRef)}
            data-testid="qf-download"
          >
            {words('qf.download', { export: name })}
          </button>
          <button type="button" className="button small" onClick={start}>
            {words('qf.again')}
          </button>
        </>
      ) : (
        <button type="button" className="button" disabled={running} aria-busy={running} onClick={start}>
          {running ? words('qf.creating', { export: name }) : words('qf.create', { export: name })}
        </button>
      )}
      <ErrorMessage error={create.error ?? download.error} />
    </div>
  );
}

/** The QF-Test exports of a version (structure, details) as downloads; every role that reads may make them. */
export function QfExportDialog({
  scope,
  version,
  onClose,
}: {
  scope: RunScope;
  version: number | undefined;
  onClose: () => void;
}) {
  const words = useAutomationT();
  const { versions, latest } = useVersions(scope);
  const [chosen, setChosen] = useState(version);
  const number = chosen ?? latest?.document.Root.General.VersionNumber;
  return (
    <InfoDialog open onClose={onClose} title={words('qf.title')}>
      <p className="small muted">{words('qf.lead')}</p>
      <VersionPicker versions={versions} value={chosen} onChange={setChosen} />
      {number !== undefined && (
        <div className="qf-exports">
          {exports.map((item) => (
            <ExportRow key={`${number} ${item.kind}`} scope={scope} version={number} item={item} />
          ))}
        </div>
      )}
    </InfoDialog>
  );
}
