import { useMutation } from '@tanstack/react-query';
import { API_TOKEN_DEFAULT_DAYS, API_TOKEN_MAX_DAYS } from '@tmt/contract/api-token-limits';
import { type FormEvent, useState } from 'react';
import { useDraftState } from '../lib/drafts';
import { notify } from '../lib/notices';
import { queryClient, trpc, trpcClient } from '../lib/trpc';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useTokensT } from './messages';

const DAY_MS = 86_400_000;
/** A date `days` from today, as the date input writes it. */
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The secret of a token just created, shown this once with a copy button. */
function CreatedToken({ name, token, onDone }: { name: string; token: string; onDone: () => void }) {
  const words = useTokensT();
  return (
    <div className="token-created" role="status" data-testid="token-created">
      <h2>{words('tokens.created', { name })}</h2>
      <p>{words('tokens.createdLead')}</p>
      <label className="field">
        <span>{words('tokens.secret')}</span>
        <input readOnly value={token} data-testid="token-secret" onFocus={(e) => e.target.select()} />
      </label>
      <div className="page-actions">
        <button
          type="button"
          className="button"
          onClick={() =>
            void navigator.clipboard.writeText(token).then(
              () => notify(words('tokens.copied')),
              () => undefined,
            )
          }
        >
          {words('tokens.copy')}
        </button>
        <button type="button" className="button primary" onClick={onDone}>
          {words('tokens.done')}
        </button>
      </div>
    </div>
  );
}

/** CREATE_API_TOKEN for the signed-in user: a name and an expiry date; the input is a draft until created. */
export function NewTokenForm() {
  const words = useTokensT();
  const form = useDraftState('new-api-token', { name: '', expires: dateIn(API_TOKEN_DEFAULT_DAYS) });
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const create = useMutation({
    mutationFn: () =>
      trpcClient.users.createApiToken.mutate({ name: form.value.name.trim(), expiresOn: form.value.expires }),
    onSuccess: (answer) => {
      form.clear();
      setCreated({ name: answer.apiToken.name, token: answer.token });
      return queryClient.invalidateQueries({ queryKey: trpc.users.listApiTokens.pathKey() });
    },
  });
  if (created) return <CreatedToken {...created} onDone={() => setCreated(null)} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!create.isPending) create.mutate();
  };
  return (
    <form className="token-form" onSubmit={submit} data-testid="new-token">
      <h2>{words('tokens.new')}</h2>
      <div className="toolbar">
        <label className="field grow">
          <span>{words('tokens.name')}</span>
          <input
            required
            name="name"
            placeholder={words('tokens.namePlaceholder')}
            value={form.value.name}
            onChange={(e) => form.setValue((v) => ({ ...v, name: e.target.value }))}
          />
        </label>
        <label className="field">
          <span>{words('tokens.expires')}</span>
          <input
            required
            type="date"
            name="expires"
            min={dateIn(1)}
            aria-describedby="token-expiry-hint"
            value={form.value.expires}
            onChange={(e) => form.setValue((v) => ({ ...v, expires: e.target.value }))}
          />
        </label>
        <button type="submit" className="button primary" disabled={create.isPending} data-testid="create-token">
          {words('tokens.create')}
        </button>
      </div>
      <p id="token-expiry-hint" className="muted small">
        {words('tokens.expiresHint', { days: API_TOKEN_MAX_DAYS })}
      </p>
      <ErrorMessage error={create.error} />
    </form>
  );
}
