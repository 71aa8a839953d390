import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { riskDocs } from '../lib/risk-docs';
import type { Scope } from '../lib/scope';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useSettingsT } from './messages';
import { changedCases, type RiskSettings } from './risk-preview';

/** The cached documents of the preview: a save has the server compute new levels, so they are read again. */
export const riskPreviewKey = (scope: Scope, version?: number) =>
  ['settings-risk-preview', scope.projectId, scope.subProjectId, ...(version ? [version] : [])] as const;

/** How many cases of the version would change heatmap level with the edited risk settings, as they are edited. */
export function RiskPreview({
  scope,
  version,
  saved,
  edited,
}: {
  scope: Scope;
  version: number;
  saved: RiskSettings;
  edited: RiskSettings;
}) {
  const words = useSettingsT();
  const docs = useQuery({
    queryKey: riskPreviewKey(scope, version),
    queryFn: () => riskDocs(scope, version),
  });
  const count = useMemo(() => (docs.data ? changedCases(docs.data, saved, edited) : null), [docs.data, saved, edited]);
  if (docs.error) return <ErrorMessage error={docs.error} onRetry={() => void docs.refetch()} />;
  return (
    <p className="risk-preview" role="status" data-testid="risk-preview">
      {count === null
        ? words('settings.previewLoading')
        : count === 0
          ? words('settings.previewNone', { version })
          : words('settings.preview', { count, version })}
    </p>
  );
}
