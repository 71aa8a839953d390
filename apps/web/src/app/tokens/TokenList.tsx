import { useMutation, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { formatDate, useLocale } from '../lib/i18n';
import { notify } from '../lib/notices';
import { type Outputs, queryClient, trpc, trpcClient } from '../lib/trpc';
import { DataTable } from '../ui/DataTable';
import { FormDialog } from '../ui/Dialog';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useTokensT } from './messages';

type Token = Outputs['users']['listApiTokens']['entries'][number];

const stateOf = (token: Token): 'active' | 'revoked' | 'expired' =>
  token.revokedOn !== null ? 'revoked' : token.expiresOn <= Date.now() ? 'expired' : 'active';

/** REVOKE_API_TOKEN after a warning. */
function RevokeDialog({ token, onClose }: { token: Token; onClose: () => void }) {
  const words = useTokensT();
  const revoke = useMutation({
    mutationFn: () => trpcClient.users.revokeApiToken.mutate({ id: token.id }),
    onSuccess: () => {
      onClose();
      notify(words('tokens.revoked', { name: token.name }));
      return queryClient.invalidateQueries({ queryKey: trpc.users.listApiTokens.pathKey() });
    },
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title={words('tokens.revokeTitle', { name: token.name })}
      submitLabel={words('tokens.revokeSubmit')}
      danger
      busy={revoke.isPending}
      error={revoke.error}
      onSubmit={() => revoke.mutate()}
    >
      <p>{words('tokens.revokeLead')}</p>
    </FormDialog>
  );
}

/** The signed-in user's tokens, newest first (the revoked and expired ones on demand), each revocable. */
export function TokenList() {
  const words = useTokensT();
  const lang = useLocale();
  const [inactive, setInactive] = useState(false);
  const [revoking, setRevoking] = useState<Token | null>(null);
  const query = useQuery(trpc.users.listApiTokens.queryOptions({ includeInactive: inactive }));
  const columns = useMemo<ColumnDef<Token>[]>(
    () => [
      { id: 'name', header: words('tokens.col.name'), cell: ({ row }) => row.original.name },
      {
        id: 'prefix',
        header: words('tokens.col.prefix'),
        cell: ({ row }) => <code>{row.original.prefix}…</code>,
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'created',
        header: words('tokens.col.created'),
        cell: ({ row }) => formatDate(lang, row.original.createdOn),
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'lastUsed',
        header: words('tokens.col.lastUsed'),
        cell: ({ row }) =>
          row.original.lastUsedOn === null ? words('tokens.never') : formatDate(lang, row.original.lastUsedOn),
        meta: { className: 'hide-narrow' },
      },
      {
        id: 'expires',
        header: words('tokens.col.expires'),
        cell: ({ row }) => formatDate(lang, row.original.expiresOn),
      },
      {
        id: 'state',
        header: words('tokens.col.state'),
        cell: ({ row }) => words(`tokens.state.${stateOf(row.original)}`),
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{words('tokens.col.actions')}</span>,
        cell: ({ row }) =>
          stateOf(row.original) === 'active' && (
            <button
              type="button"
              className="button danger"
              aria-label={words('tokens.revokeLabel', { name: row.original.name })}
              onClick={() => setRevoking(row.original)}
              data-testid="revoke-token"
            >
              {words('tokens.revoke')}
            </button>
          ),
        meta: { className: 'actions' },
      },
    ],
    [words, lang],
  );
  return (
    <>
      <label className="check">
        <input type="checkbox" checked={inactive} onChange={(e) => setInactive(e.target.checked)} />
        {words('tokens.showInactive')}
      </label>
      <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />
      <DataTable
        rows={query.data?.entries ?? []}
        columns={columns}
        rowId={(row) => row.id}
        query={query}
        empty={words('tokens.empty')}
        className="tokens-table"
        testId="tokens-table"
        rowTestId="token-row"
      />
      {revoking && <RevokeDialog token={revoking} onClose={() => setRevoking(null)} />}
    </>
  );
}
