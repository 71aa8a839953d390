import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { entriesOf } from '../lib/documents';
import { useLocale } from '../lib/i18n';
import { trpc } from '../lib/trpc';
import { Breadcrumb } from '../ui/Breadcrumb';
import { DataTable } from '../ui/DataTable';
import { ErrorMessage } from '../ui/ErrorMessage';
import { PageHead } from '../ui/PageHead';
import { Pager } from '../ui/Pager';
import { useUsersT } from './messages';
import { DeleteUserDialog, UserDialog } from './UserDialogs';
import { unitKey, useUnits } from './units';
import { type UserDialogState, userColumns } from './user-columns';
import './users.css';
import { FilterSelect } from '../ui/FilterSelect';
import { SearchField } from '../ui/SearchField';

const route = getRouteApi('/authed/users');
const PAGE_SIZE = 50;

/**
 * The users of the tenant the caller sees (everyone, with a role on the tenant; else those sharing a project with
 * them) and their roles per unit. Admins add users and change or delete those the API lets them; the rest read.
 */
export function UsersPage() {
  const words = useUsersT();
  const lang = useLocale();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const units = useUnits(words('users.tenant'));
  const [dialog, setDialog] = useState<UserDialogState>(null);
  const close = () => setDialog(null);
  const page = search.page ?? 1;
  const users = useQuery({
    ...trpc.documents.listDocuments.queryOptions({
      documentModelName: 'User-dm',
      filter: {
        filters: search.unit ? [`organizationUnit:${search.unit}`] : [],
        ...(search.q ? { fulltext: search.q, lang } : {}),
      },
      page: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE },
    }),
    placeholderData: keepPreviousData,
  });
  const rows = entriesOf(users.data?.entries, 'User-dm');
  const administers = units.units.some((u) => u.administered);
  // Built each render: what the caller may change follows their units as they load.
  const columns = userColumns({ words, lang, units, open: setDialog });
  return (
    <section className="page">
      <Breadcrumb>
        <li aria-current="page">{words('users.title')}</li>
      </Breadcrumb>
      <PageHead
        title={words('users.title')}
        actions={
          administers && (
            <button
              type="button"
              className="button primary"
              onClick={() => setDialog({ kind: 'add' })}
              data-testid="add-user"
            >
              {words('users.add')}
            </button>
          )
        }
      />
      <p className="lead">{words('users.lead')}</p>
      {!administers && <p className="muted">{words('users.readOnly')}</p>}
      <search className="toolbar">
        <SearchField
          label={words('users.search')}
          placeholder={words('users.searchPlaceholder')}
          value={search.q}
          onSearch={(q) => void navigate({ search: (s) => ({ ...s, q, page: undefined }), replace: true })}
          testId="user-search"
        />
        <FilterSelect
          label={words('users.unitFilter')}
          value={search.unit}
          onChange={(unit) => void navigate({ search: (s) => ({ ...s, unit, page: undefined }) })}
          testId="unit-filter"
        >
          <option value="">{words('users.anyUnit')}</option>
          {units.units.map((u) => (
            <option key={unitKey(u.unit)} value={u.unit.id}>
              {u.title}
            </option>
          ))}
        </FilterSelect>
      </search>
      <ErrorMessage error={users.error} onRetry={() => void users.refetch()} />
      <DataTable
        rows={rows}
        columns={columns}
        rowId={(row) => row.docRef}
        query={users}
        empty={words('users.empty')}
        className="users-table"
        testId="users-table"
        rowTestId="user-row"
      />
      {users.data && (
        <Pager
          page={page}
          pageSize={PAGE_SIZE}
          total={users.data.fullSize}
          onPage={(next) => void navigate({ search: (s) => ({ ...s, page: next }) })}
        />
      )}
      {dialog?.kind === 'add' && <UserDialog units={units} onClose={close} />}
      {dialog?.kind === 'edit' && (
        // The user as last read: after a refusal for someone else's change, the list is read again, so Discard shows
        // theirs and the next save is checked against it.
        <UserDialog
          key={dialog.user.docRef}
          user={rows.find((r) => r.docRef === dialog.user.docRef) ?? dialog.user}
          units={units}
          onClose={close}
        />
      )}
      {dialog?.kind === 'delete' && <DeleteUserDialog user={dialog.user} onClose={close} />}
    </section>
  );
}
