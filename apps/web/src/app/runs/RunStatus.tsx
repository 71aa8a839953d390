import type { MessageKey } from '../lib/i18n';
import { useT } from '../lib/i18n';
import type { RunAnswer } from './run-data';

/** Open or closed, as a badge. */
export function RunStatus({ run }: { run: RunAnswer }) {
  const t = useT();
  const status = run.document.Root.General.Status;
  return (
    <span className={`run-status run-status-${status}`} data-testid="run-status">
      {t(`runs.status.${status}` as MessageKey)}
    </span>
  );
}
