import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCan } from '../lib/permissions';
import { riskDocs } from '../lib/risk-docs';
import { type Scope, useVersions } from '../lib/scope';
import { ErrorMessage } from '../ui/ErrorMessage';
import { PageHead } from '../ui/PageHead';
import { ProjectBreadcrumb } from '../ui/ProjectBreadcrumb';
import { VersionPicker } from '../ui/VersionPicker';
import { useRiskT } from './messages';
import { RiskHeatmap } from './RiskHeatmap';
import { RiskiestCases } from './RiskiestCases';
import { RiskRunDialog } from './RiskRunDialog';
import './risk.css';

const route = getRouteApi('/authed/p/$projectId/$subProjectId/risk');

/** The risk documents of a version, cached per version: the grid, the list and the run preview read the same. */
const riskDocsKey = (scope: Scope) =>
  ['risk-docs', scope.projectId, scope.subProjectId, scope.version ?? 'latest'] as const;

/**
 * A version's risk: its cases in a heatmap grid, the riskiest ones with their reasons, and, for a role that plans
 * runs, a new run by risk with a preview of what it takes.
 */
export function RiskPage() {
  const words = useRiskT();
  const { projectId, subProjectId } = route.useParams();
  const { v } = route.useSearch();
  const navigate = route.useNavigate();
  const scope: Scope = { projectId, subProjectId, version: v };
  const { versions, chosen } = useVersions(scope);
  const canPlan = useCan(scope)('edit');
  const closed = chosen?.document.Root.General.Status === 'closed';
  const docs = useQuery({ queryKey: riskDocsKey(scope), queryFn: () => riskDocs(scope, v) });
  const [dialog, setDialog] = useState(false);
  const [createdRun, setCreatedRun] = useState<string | null>(null);
  return (
    <section className="page risk-page">
      <ProjectBreadcrumb scope={scope}>
        <li aria-current="page">{words('risk.title')}</li>
      </ProjectBreadcrumb>
      <PageHead
        title={words('risk.title')}
        actions={
          <>
            <VersionPicker
              versions={versions}
              value={v}
              onChange={(version) => void navigate({ search: { v: version } })}
            />
            {canPlan && !closed && (
              <button
                type="button"
                className="button primary"
                onClick={() => setDialog(true)}
                disabled={!docs.data}
                data-testid="risk-new-run"
              >
                {words('risk.newRun')}
              </button>
            )}
          </>
        }
      />
      <p className="muted">{words('risk.lead')}</p>
      {canPlan && closed && <p className="muted">{words('risk.closedVersion')}</p>}
      {createdRun && (
        <p className="notice notice-success" data-testid="risk-run-created">
          <Link to="/p/$projectId/$subProjectId/runs/$runId" params={{ projectId, subProjectId, runId: createdRun }}>
            {words('risk.created', { run: createdRun })}
          </Link>
        </p>
      )}
      <ErrorMessage error={docs.error} onRetry={() => void docs.refetch()} />
      {docs.isPending && <p className="muted">{words('risk.loading')}</p>}
      {docs.data?.length === 0 && <p data-testid="risk-empty">{words('risk.empty')}</p>}
      {docs.data && docs.data.length > 0 && (
        <div className="risk-grid">
          <RiskHeatmap docs={docs.data} />
          <RiskiestCases scope={scope} docs={docs.data} />
        </div>
      )}
      {dialog && docs.data && (
        <RiskRunDialog
          scope={scope}
          docs={docs.data}
          onClose={() => setDialog(false)}
          onCreated={(runId) => {
            setCreatedRun(runId);
            void docs.refetch();
          }}
        />
      )}
    </section>
  );
}
