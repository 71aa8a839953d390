import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type Scope, useProjectWithVersion } from '../lib/scope';
import { Breadcrumb } from './Breadcrumb';

/**
 * Projects / the project (or sub project) by id and title, then the steps given below it. Without steps the project
 * is the page shown; with them it links to the project's suites in the scope's version.
 */
export function ProjectBreadcrumb({ scope, children }: { scope: Scope; children?: ReactNode }) {
  const project = useProjectWithVersion(scope);
  const { projectId, subProjectId } = scope;
  const name = (
    <>
      <code>{subProjectId === '_' ? projectId : subProjectId}</code> {project.data?.document.Root.General.Title ?? '…'}
    </>
  );
  return (
    <Breadcrumb>
      {children ? (
        <>
          <li>
            <Link
              to="/p/$projectId/$subProjectId/suites"
              params={{ projectId, subProjectId }}
              search={{ v: scope.version }}
            >
              {name}
            </Link>
          </li>
          {children}
        </>
      ) : (
        <li aria-current="page">{name}</li>
      )}
    </Breadcrumb>
  );
}
