import type { ColumnDef } from '@tanstack/react-table';
import { roleNamed } from '@tmt/contract/role-table';
import { formatDate, type Locale } from '../lib/i18n';
import type { UsersKey, useUsersT } from './messages';
import type { Units } from './units';
import { displayName, isMe, type UserAnswer } from './user-form';

/** The dialog the list opens: a new user, or one user to change or delete. */
export type UserDialogState = { kind: 'add' } | { kind: 'edit' | 'delete'; user: UserAnswer } | null;

interface UserColumnsProps {
  words: ReturnType<typeof useUsersT>;
  lang: Locale;
  units: Units;
  open: (dialog: UserDialogState) => void;
}

/** Whether a user may sign in: enabled and not expired (as the server decides at each call). */
function stateOf(words: UserColumnsProps['words'], lang: Locale, user: UserAnswer['document']['Root']) {
  if (!user.enabled) return words('users.state.disabled');
  const expires = user.setting.ExpirationDate;
  if (expires === null) return words('users.state.enabled');
  const date = formatDate(lang, expires);
  return expires <= Date.now() ? words('users.state.expired', { date }) : words('users.state.expires', { date });
}

/** The users table's columns: who, their email, their roles per unit, whether they may sign in, and the actions. */
export function userColumns({ words, lang, units, open }: UserColumnsProps): ColumnDef<UserAnswer>[] {
  return [
    {
      id: 'user',
      header: words('users.col.user'),
      cell: ({ row }) => {
        const user = row.original.document.Root;
        return (
          <>
            <span className="strong">{displayName(user)}</span>
            {isMe(user.username) && <span className="badge">{words('users.you')}</span>}
            <div className="muted small">
              <code>{user.username}</code>
            </div>
          </>
        );
      },
    },
    {
      id: 'email',
      header: words('users.col.email'),
      cell: ({ row }) => row.original.document.Root.email,
      meta: { className: 'hide-narrow' },
    },
    {
      id: 'roles',
      header: words('users.col.roles'),
      cell: ({ row }) => {
        const roles = row.original.document.Root.organizationUnitRole;
        if (!roles.length) return <span className="muted">{words('users.noRoles')}</span>;
        return (
          <ul className="user-roles">
            {roles.map((r) => {
              const known = roleNamed(r.role);
              return (
                <li key={`${r.organizationUnit.id}:${r.role}`} data-testid="user-role">
                  <span className={`role-name role-${known ?? 'unknown'}`}>
                    {known ? words(`users.role.${known}` as UsersKey) : r.role}
                  </span>{' '}
                  {units.titleOf(r.organizationUnit)}
                </li>
              );
            })}
          </ul>
        );
      },
    },
    {
      id: 'state',
      header: words('users.col.state'),
      cell: ({ row }) => stateOf(words, lang, row.original.document.Root),
    },
    {
      id: 'actions',
      header: () => <span className="visually-hidden">{words('users.col.actions')}</span>,
      cell: ({ row }) => {
        const user = row.original;
        const root = user.document.Root;
        if (!units.mayChange(root.organizationUnitRole)) return null;
        const name = displayName(root);
        return (
          <span className="user-actions">
            <button
              type="button"
              className="button small"
              aria-label={words('users.editLabel', { name })}
              onClick={() => open({ kind: 'edit', user })}
              data-testid="edit-user"
            >
              {words('users.edit')}
            </button>
            {!isMe(root.username) && (
              <button
                type="button"
                className="button small danger"
                aria-label={words('users.deleteLabel', { name })}
                onClick={() => open({ kind: 'delete', user })}
                data-testid="delete-user"
              >
                {words('users.delete')}
              </button>
            )}
          </span>
        );
      },
      meta: { className: 'actions' },
    },
  ];
}
