import { roleAllows, roleNamed } from '@tmt/contract/role-table';
import { lazy, Suspense, useState } from 'react';
import { useTenantAdmin } from '../lib/my-user';
import { useProjectsT } from './messages';
import type { ParentProject } from './ProjectDialog';

// The dialog (and the dialog library) loads on the first click, not with the projects page.
const ProjectDialog = lazy(() => import('./ProjectDialog').then((m) => ({ default: m.ProjectDialog })));

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
