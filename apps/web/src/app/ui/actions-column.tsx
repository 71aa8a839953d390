import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { Translate } from '../lib/i18n';

/** A table's last column: the row's actions, under a heading only screen readers hear. */
export function actionsColumn<T>(t: Translate, actions: (row: T) => ReactNode): ColumnDef<T> {
  return {
    id: 'actions',
    header: () => <span className="visually-hidden">{t('suites.col.actions')}</span>,
    cell: ({ row }) => actions(row.original),
    meta: { className: 'actions' },
  };
}
