import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { entriesOf } from '../lib/documents';
import { type Scope, scopeFilters } from '../lib/scope';
import { trpcClient } from '../lib/trpc';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useSettingsT } from './messages';
import { changedCases, type RiskDoc, type RiskSettings } from './risk-preview';

const PAGE = 1_000;

/** The cached documents of the preview: a save has the server compute new levels, so they are read again. */
export const riskPreviewKey = (scope: Scope, version?: number) =>
  ['settings-risk-preview', scope.projectId, scope.subProjectId, ...(version ? [version] : [])] as const;

/** Every risk level document of a version, page by page. */
async function riskDocs(scope: Scope, version: number): Promise<RiskDoc[]> {
  const docs: RiskDoc[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const answer = await trpcClient.content.listDocuments.query({
      documentModelName: 'RiskLevel-dm',
      filter: { filters: scopeFilters(scope, version) },
      page: { offset, limit: PAGE },
    });
    docs.push(...entriesOf(answer.entries, 'RiskLevel-dm').map((entry) => entry.document));
    if (answer.entries.length < PAGE) return docs;
  }
}

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
