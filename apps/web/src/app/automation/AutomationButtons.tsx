import { lazy, Suspense, useState } from 'react';
import type { RunScope } from '../runs/run-data';
import { useAutomationT } from './messages';

// The dialogs load when opened, not with the runs screens.
const JunitUploadDialog = lazy(() => import('./JunitUploadDialog').then((m) => ({ default: m.JunitUploadDialog })));
const QfExportDialog = lazy(() => import('./QfExportDialog').then((m) => ({ default: m.QfExportDialog })));

/** An open run's *Upload JUnit report*: shown to roles that record results. */
export function JunitUploadButton({ scope, run }: { scope: RunScope; run: { id: string; name: string } }) {
  const words = useAutomationT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)} data-testid="junit-upload">
        {words('junit.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <JunitUploadDialog scope={scope} run={run} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The runs screen's *QF-Test exports*, of the version it shows (else the latest). */
export function QfExportButton({ scope, version }: { scope: RunScope; version: number | undefined }) {
  const words = useAutomationT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)} data-testid="qf-exports">
        {words('qf.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <QfExportDialog scope={scope} version={version} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
