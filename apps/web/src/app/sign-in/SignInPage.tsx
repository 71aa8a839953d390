import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { auth, useAuth } from '../lib/auth';
import { consoleConfigQuery, devSignIn } from '../lib/console-config';
import { useT } from '../lib/i18n';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useSignInT } from './messages';

const route = getRouteApi('/sign-in');

/** After signing in: back where the user was, else the projects. */
function useFinishSignIn() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  return (token: string) => {
    auth.signIn(token);
    void navigate({ href: redirect ?? '/', replace: true });
  };
}

function DevSignIn() {
  const words = useSignInT();
  const finish = useFinishSignIn();
  const [tenant, setTenant] = useState('');
  const [username, setUsername] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const token = await devSignIn(tenant.trim(), username.trim());
      if (token) finish(token);
      else setError(new Error(words('signIn.dev.unknown', { tenant: tenant.trim(), user: username.trim() })));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card dev-sign-in" aria-labelledby="dev-sign-in-title" data-testid="dev-sign-in">
      <p className="badge-warning">{words('signIn.dev.badge')}</p>
      <h2 id="dev-sign-in-title">{words('signIn.dev.title')}</h2>
      <p className="muted">{words('signIn.dev.lead')}</p>
      <form onSubmit={submit} className="stack">
        <label className="field">
          <span>{words('signIn.dev.tenant')}</span>
          <input
            name="tenant"
            required
            autoComplete="organization"
            value={tenant}
            onChange={(e) => setTenant(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{words('signIn.dev.username')}</span>
          <input
            name="username"
            required
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        </label>
        <ErrorMessage error={error} />
        <button type="submit" className="button primary" disabled={busy}>
          {words('signIn.dev.submit')}
        </button>
      </form>
    </section>
  );
}

function TokenSignIn() {
  const words = useSignInT();
  const finish = useFinishSignIn();
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim()) finish(token.trim());
  };
  return (
    <details className="card token-sign-in">
      <summary>{words('signIn.token.title')}</summary>
      <p className="muted">{words('signIn.token.lead')}</p>
      <form onSubmit={submit} className="stack">
        <label className="field">
          <span>{words('signIn.token.label')}</span>
          <input
            type="password"
            name="token"
            autoComplete="off"
            spellCheck={false}
            value={token}
            onChange={(e) => setToken(e.target.value)}
          />
        </label>
        <button type="submit" className="button">
          {words('signIn.token.submit')}
        </button>
      </form>
    </details>
  );
}

function OidcSignIn({ issuer }: { issuer: string }) {
  const words = useSignInT();
  const { redirect } = route.useSearch();
  const [error, setError] = useState<unknown>(null);
  const start = async () => {
    setError(null);
    try {
      const { startOidcSignIn } = await import('../lib/oidc');
      await startOidcSignIn(redirect ?? '/');
    } catch (err) {
      setError(err);
    }
  };
  return (
    <section className="card" data-testid="oidc-sign-in">
      <button type="button" className="button primary wide" onClick={start}>
        {words('signIn.oidc', { issuer: new URL(issuer).host })}
      </button>
      <ErrorMessage error={error} />
    </section>
  );
}

/** Sign-in: the identity provider when one is configured, the dev form in dev mode, and a bearer token field. */
export function SignInPage() {
  const t = useT();
  const words = useSignInT();
  const { reason } = useAuth();
  const config = useQuery(consoleConfigQuery);
  return (
    <section className="page narrow sign-in">
      <h1>{words('signIn.title')}</h1>
      {reason === 'expired' ? (
        <p className="notice notice-info" role="status" data-testid="session-ended">
          {words('signIn.expired')}
        </p>
      ) : reason === 'signed-out' ? (
        <p className="notice notice-info" role="status">
          {words('signIn.signedOut')}
        </p>
      ) : (
        <p className="lead">{words('signIn.lead')}</p>
      )}
      {config.isPending && <p className="muted">{t('app.loading')}</p>}
      <ErrorMessage error={config.error} onRetry={() => void config.refetch()} />
      {config.data?.oidc && <OidcSignIn issuer={config.data.oidc.issuer} />}
      {config.data?.devSignIn && <DevSignIn />}
      {config.data && !config.data.oidc && !config.data.devSignIn && <p className="muted">{words('signIn.none')}</p>}
      {config.data && <TokenSignIn />}
    </section>
  );
}
