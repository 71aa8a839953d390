import { Link } from '@tanstack/react-router';
import type { RunScope } from '../runs/run-data';
import { useTrendsT } from './messages';

/** The runs screen's way to the across-runs screen, for the version it shows. */
export function AcrossRunsLink({ scope, version }: { scope: RunScope; version: number | undefined }) {
  const words = useTrendsT();
  return (
    <Link
      to="/p/$projectId/$subProjectId/trends"
      params={scope}
      search={version ? { v: version } : {}}
      className="button"
      data-testid="across-runs"
    >
      {words('trends.open')}
    </Link>
  );
}
