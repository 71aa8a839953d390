import { useQuery } from '@tanstack/react-query';
import { roleAllows, roleNamed } from '@tmt/contract/role-table';
import { lazy, Suspense, useState } from 'react';
import { auth, tokenUser } from '../lib/auth';
import { entriesOf } from '../lib/documents';
import { trpc } from '../lib/trpc';
import { useProjectsT } from './messages';
import type { ParentProject } from './ProjectDialog';

// The dialog (and the dialog library) loads on the first click, not with the projects page.
const ProjectDialog = lazy(() => import('./ProjectDialog').then((m) => ({ default: m.ProjectDialog })));

/**
 * Whether the signed-in user is an admin of the tenant: their own user document holds the roles. The users screen
 * asks too; it stays here so that the projects page, which loads this file, loads no further chunk for it.
 */
export function useTenantAdmin(): boolean {
  const username = tokenUser(auth.token)?.username;
  const me = useQuery({
    ...trpc.documents.listDocuments.queryOptions({
      documentModelName: 'User-dm',
      filter: { filters: [`username:${username}`] },
      page: { offset: 0, limit: 20 },
    }),
    enabled: Boolean(username),
  });
  // The filter may match more names than the one asked for; usernames are unique regardless of case.
  const mine = entriesOf(me.data?.entries, 'User-dm').find(
    (user) => user.document.Root.username.toLowerCase() === username?.toLowerCase(),
  );
  const roles = mine?.document.Root.organizationUnitRole ?? [];
  return roles.some((r) => r.organizationUnit.type === 'TENANT' && roleNamed(r.role) === 'admin');
}

function CreateButton({ label, parent, testId }: { label: string; parent?: ParentProject; testId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ProjectDialog parent={parent} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** "New project…", for tenant admins only: the API lets no one else create a project. */
export function NewProjectButton() {
  const words = useProjectsT();
  if (!useTenantAdmin()) return null;
  return <CreateButton label={words('create.project')} testId="new-project" />;
}

/** "New sub project…" of a project, for a manager or admin of it (the API's rule). */
export function NewSubProjectButton({ parent, role }: { parent: ParentProject; role: string | null }) {
  const words = useProjectsT();
  const known = role ? roleNamed(role) : undefined;
  if (!known || !roleAllows(known, 'edit')) return null;
  return <CreateButton label={words('create.subProject')} parent={parent} testId="new-sub-project" />;
}
