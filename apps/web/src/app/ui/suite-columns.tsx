import { Link } from '@tanstack/react-router';
import type { ColumnDef } from '@tanstack/react-table';
import type { Translate } from '../lib/i18n';
import type { Scope } from '../lib/scope';

/** The Id and the linked Title of a suite, as the first columns of any table whose rows hold one. */
export function suiteColumns<T>(
  t: Translate,
  scope: Pick<Scope, 'projectId' | 'subProjectId'>,
  version: number | undefined,
  general: (row: T) => { Id: string; Title: string },
): ColumnDef<T>[] {
  return [
    { id: 'id', header: t('suites.col.id'), cell: ({ row }) => <code>{general(row.original).Id}</code> },
    {
      id: 'title',
      header: t('suites.col.title'),
      cell: ({ row }) => {
        const g = general(row.original);
        return (
          <Link
            to="/p/$projectId/$subProjectId/suites/$suiteId"
            params={{ projectId: scope.projectId, subProjectId: scope.subProjectId, suiteId: g.Id }}
            search={{ v: version }}
            className="strong"
          >
            {g.Title}
          </Link>
        );
      },
    },
  ];
}
