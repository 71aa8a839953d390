import type { FormEvent } from 'react';
import { ProjectsTable } from './ProjectsTable';
import { useProjects } from './useProjects';
import { useStoredToken } from './useStoredToken';

export function ConsolePage() {
  const [token, setToken] = useStoredToken();
  const [projects, load] = useProjects();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    load(token.trim());
  };

  return (
    <>
      <h1>TMT console</h1>
      <p className="lead">
        Paste your bearer token to see the projects visible to you. <code>npm start</code> prints one for the demo user.
      </p>

      <form className="token-form" onSubmit={submit}>
        <label htmlFor="token">Bearer token</label>
        <div className="token-row">
          <input
            id="token"
            type="password"
            autoComplete="off"
            spellCheck={false}
            placeholder="eyJhbGciOi…"
            value={token}
            onChange={(event) => setToken(event.target.value)}
            data-testid="token-input"
          />
          <button type="submit" disabled={projects.status === 'loading'} data-testid="load-projects">
            Load projects
          </button>
        </div>
      </form>

      {projects.status === 'loading' && <p aria-live="polite">Loading projects…</p>}
      {projects.status === 'failed' && (
        <p className="error" role="alert" data-testid="rpc-error">
          {projects.message}
        </p>
      )}
      {projects.status === 'loaded' && <ProjectsTable projects={projects.projects} />}
    </>
  );
}
