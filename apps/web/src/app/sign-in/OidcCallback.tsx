import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { auth } from '../lib/auth';
import { finishOidcSignIn } from '../lib/oidc';
import { useSignInT } from './messages';

/** /app/auth/callback: where the identity provider sends the user back with a code. */
export function OidcCallback() {
  const words = useSignInT();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // Once: the code can be traded only once (StrictMode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    finishOidcSignIn().then(
      ({ token, redirect }) => {
        auth.signIn(token);
        void navigate({ href: redirect, replace: true });
      },
      (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
    );
  }, [navigate]);
  return (
    <section className="page narrow">
      <h1>{words('signIn.title')}</h1>
      {error ? (
        <>
          <p className="error" role="alert">
            {words('signIn.oidcFailed', { reason: error })}
          </p>
          <Link to="/sign-in" search={{ redirect: undefined }}>
            {words('signIn.title')}
          </Link>
        </>
      ) : (
        <p role="status">{words('signIn.callback')}</p>
      )}
    </section>
  );
}
