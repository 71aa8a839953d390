import { useState } from 'react';
import { useLocale } from '../lib/i18n';
import { useVersions } from '../lib/scope';
import { trpcClient } from '../lib/trpc';
import type { RunScope } from '../runs/run-data';
import { InfoDialog } from '../ui/Dialog';
import { TaskFileButtons } from '../ui/TaskFileButtons';
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

/** One export: created as a task (followed in the tray), then downloaded with the signed-in user's token. */
function ExportRow({ scope, version, item }: { scope: RunScope; version: number; item: QfExport }) {
  const words = useAutomationT();
  const lang = useLocale();
  const name = words(item.kind === 'structure' ? 'qf.structure' : 'qf.detail');
  const params = { projectId: scope.projectId, subprojectId: scope.subProjectId, version, locale: lang };
  return (
    <TaskFileButtons
      memoryKey={`qf ${scope.projectId}/${scope.subProjectId} ${version} ${item.kind}`}
      start={() =>
        item.kind === 'structure'
          ? trpcClient.automation.exportQfDataStructure.mutate(params)
          : trpcClient.automation.exportQfDataDetail.mutate(params)
      }
      task={{
        type: item.type,
        subject: `${scope.subProjectId === '_' ? scope.projectId : scope.subProjectId} · ${version}`,
      }}
      fallbackName={item.fallbackName}
      labels={{
        create: words('qf.create', { export: name }),
        creating: words('qf.creating', { export: name }),
        download: words('qf.download', { export: name }),
        again: words('qf.again'),
      }}
      className="qf-export"
      testId={`qf-${item.kind}`}
      downloadTestId="qf-download"
    />
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
