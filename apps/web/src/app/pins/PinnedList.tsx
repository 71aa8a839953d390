import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { PinnedDocumentEntry } from '@tmt/contract';
import { narrow } from '../lib/documents';
import { formatDate, useLocale, useT } from '../lib/i18n';
import { trpc, trpcClient } from '../lib/trpc';
import { ErrorMessage } from '../ui/ErrorMessage';
import { usePinsT } from './messages';

/** Pins shown per project: the latest ones (the API pages the rest). */
const PINS_PER_PROJECT = 50;

/** A pinned case opens in its suite's tree: the case names its suite. */
function CaseLink({ pin, scope }: { pin: PinnedDocumentEntry; scope: { projectId: string; subProjectId: string } }) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="link-button"
      onClick={async () => {
        const found = narrow(await trpcClient.documents.getDocument.query({ docRef: pin.docRef }), 'TestCase-dm');
        if (!found) return;
        void navigate({
          to: '/p/$projectId/$subProjectId/suites/$suiteId/cases/$caseId',
          params: { ...scope, suiteId: found.document.Root.General.TestSuiteId, caseId: pin.Id },
          search: { v: pin.ProjectVersionNumber },
        });
      }}
    >
      {pin.Title}
    </button>
  );
}

function PinLink({ pin }: { pin: PinnedDocumentEntry }) {
  const scope = { projectId: pin.ProjectId, subProjectId: pin.SubprojectId || '_' };
  if (pin.documentModelName === 'TestCase-dm') return <CaseLink pin={pin} scope={scope} />;
  if (pin.documentModelName === 'TestRun-dm')
    return (
      <Link to="/p/$projectId/$subProjectId/runs/$runId" params={{ ...scope, runId: pin.Id }}>
        {pin.Title}
      </Link>
    );
  return (
    <Link
      to="/p/$projectId/$subProjectId/suites/$suiteId"
      params={{ ...scope, suiteId: pin.Id }}
      search={{ v: pin.ProjectVersionNumber }}
    >
      {pin.Title}
    </Link>
  );
}

/** The user's pins of the listed projects, latest first, each a link to its suite, case or run. */
export function PinnedList({ projects }: { projects: { Id: string; Title: string }[] }) {
  const t = useT();
  const words = usePinsT();
  const lang = useLocale();
  const ids = projects.map((p) => p.Id);
  // One read for all projects (the API lists one project's pins a call), under the pins' key so a pin refreshes it.
  const lists = useQuery({
    queryKey: [...trpc.pins.listPinnedDocuments.pathKey(), ids],
    queryFn: () =>
      Promise.all(
        ids.map((id) =>
          trpcClient.pins.listPinnedDocuments.query({
            filter: { filters: [`ProjectId:${id}`, 'SubprojectId:_'] },
            page: { offset: 0, limit: PINS_PER_PROJECT },
            sort: ['PinnedOn DESC'],
          }),
        ),
      ),
  });
  const titles = new Map(projects.map((p) => [p.Id, p.Title]));
  const pins = (lists.data ?? []).flatMap((list) => list.entries).sort((a, b) => b.PinnedOn - a.PinnedOn);
  return (
    <section className="pinned" aria-labelledby="pinned-title" data-testid="pinned">
      <h2 id="pinned-title">{words('pins.title')}</h2>
      <ErrorMessage error={lists.error} onRetry={() => void lists.refetch()} />
      {lists.isPending ? (
        <p className="muted">{t('app.loading')}</p>
      ) : lists.error ? null : pins.length === 0 ? (
        <p className="muted">{words('pins.empty')}</p>
      ) : (
        <ul className="pinned-list">
          {pins.map((pin) => (
            <li key={pin.docRef} data-testid="pinned-item">
              <span className="pinned-kind small">{words(`pins.kind.${pin.documentModelName}`)}</span>{' '}
              <code>{pin.Id}</code> <PinLink pin={pin} />
              <span className="muted small">
                {' · '}
                {words('pins.where', {
                  project: `${pin.ProjectId} ${titles.get(pin.ProjectId) ?? ''}`.trim(),
                  version: pin.ProjectVersionNumber,
                })}
                {' · '}
                <time dateTime={new Date(pin.PinnedOn).toISOString()}>{formatDate(lang, pin.PinnedOn)}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
