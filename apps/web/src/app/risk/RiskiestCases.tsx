import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { entriesOf } from '../lib/documents';
import { useEnumLabel } from '../lib/i18n';
import type { RiskDoc } from '../lib/risk-docs';
import { type Scope, scopeFilters } from '../lib/scope';
import { trpc } from '../lib/trpc';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useRiskT } from './messages';
import { riskiest } from './risk-figures';

const SHOWN = 10;

/** Why a case rates as it does: each of its three levels with what made it. */
function Reasons({ doc }: { doc: RiskDoc }) {
  const words = useRiskT();
  const label = useEnumLabel();
  const g = doc.Root.General;
  const h = doc.Root.TestHistory;
  const reasons = [
    g.RiskLevelBusinessLogic !== 'UNDEFINED' &&
      words('risk.reason.business', {
        level: label('RiskLevel', g.RiskLevelBusinessLogic),
        likelihood: label('Likelihood', g.Likelihood),
        impact: label('Impact', g.Impact),
      }),
    h.CountedExecutions > 0
      ? words('risk.reason.history', {
          level: label('RiskLevel', g.RiskLevelTestHistory),
          failed: h.FailedExecutions,
          counted: h.CountedExecutions,
        })
      : words('risk.reason.noHistory'),
    h.Defects.length > 0 && words('risk.reason.defects', { count: h.Defects.length }),
    g.ReleaseScope.RiskLevelReleaseScope !== 'UNDEFINED' &&
      words('risk.reason.scope', {
        level: label('RiskLevel', g.ReleaseScope.RiskLevelReleaseScope),
        priority: label('Prioritization', g.ReleaseScope.Priority),
        type: label('Type', g.ReleaseScope.TestType),
      }),
  ].filter((reason): reason is string => Boolean(reason));
  return (
    <ul className="risk-reasons">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

/** The version's riskiest cases, highest heatmap value first, each with its reasons and a link to it in its tree. */
export function RiskiestCases({ scope, docs }: { scope: Scope; docs: readonly RiskDoc[] }) {
  const words = useRiskT();
  const label = useEnumLabel();
  const top = riskiest(docs, SHOWN);
  const ids = top.map((doc) => doc.Root.General.TestCaseId ?? '');
  // The risk documents name their cases by id; the titles and suites come from the cases themselves.
  const cases = useQuery({
    ...trpc.documents.listDocuments.queryOptions({
      documentModelName: 'TestCase-dm',
      filter: { filters: [...scopeFilters(scope, scope.version), ...ids.map((id) => `Id:${id}`)] },
      page: { offset: 0, limit: SHOWN },
    }),
    enabled: ids.length > 0,
  });
  const byId = new Map(
    entriesOf(cases.data?.entries, 'TestCase-dm').map((c) => [c.document.Root.General.Id, c.document.Root.General]),
  );
  return (
    <section className="risk-section" aria-labelledby="risk-riskiest-title">
      <h2 id="risk-riskiest-title">{words('risk.riskiest')}</h2>
      <ErrorMessage error={cases.error} onRetry={() => void cases.refetch()} />
      {top.length === 0 ? (
        <p className="muted">{words('risk.riskiestNone')}</p>
      ) : (
        <ol className="risk-riskiest" data-testid="risk-riskiest">
          {top.map((doc) => {
            const g = doc.Root.General;
            const found = byId.get(g.TestCaseId ?? '');
            return (
              <li key={doc.Root.General.TechnicalId} className="risk-case" data-testid="risk-case">
                <div className="risk-case-head">
                  {found ? (
                    <Link
                      to="/p/$projectId/$subProjectId/suites/$suiteId/cases/$caseId"
                      params={{
                        projectId: scope.projectId,
                        subProjectId: scope.subProjectId,
                        suiteId: found.TestSuiteId,
                        caseId: found.Id,
                      }}
                      search={{ v: scope.version }}
                    >
                      <code>{g.TestCaseId}</code> {found.Title}
                    </Link>
                  ) : (
                    <code>{g.TestCaseId}</code>
                  )}
                  <span className={`risk-badge level-${g.RiskLevelHeatmap.toLowerCase()}`}>
                    {label('RiskLevel', g.RiskLevelHeatmap)} · {g.RiskLevelHeatmapValue}
                  </span>
                </div>
                <Reasons doc={doc} />
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
