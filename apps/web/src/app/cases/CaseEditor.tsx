import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { entriesOf } from '../lib/documents';
import { type Scope, useById, useVersions } from '../lib/scope';
import { useScopePage } from '../lib/scope-page';
import { ErrorMessage } from '../ui/ErrorMessage';
import { EditorForm } from './EditorForm';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/suites/$suiteId/cases/$caseId');

/** The test case editor: every group of the case in tabs, saved at once (Ctrl+S) with UPDATE_TEST_CASE_TREE_NODE. */
export function CaseEditor() {
  const { t, params, search, scope: project } = useScopePage(route);
  const { suiteId, caseId } = params;
  const scope: Scope = { ...project, version: search.v };
  const { version } = useVersions(scope);
  const query = useById('TestCase-dm', scope, version, caseId);
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
