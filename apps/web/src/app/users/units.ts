import { useQueries, useQuery } from '@tanstack/react-query';
import type { OrganizationUnit, OrganizationUnitRole } from '@tmt/contract';
import { roleAllows, roleNamed } from '@tmt/contract/role-table';
import { auth, tokenUser } from '../lib/auth';
import { documentOf } from '../lib/documents';
import { trpc } from '../lib/trpc';
import { useTenantAdmin } from '../projects/CreateButtons';

/** A tenant, project or sub project a role can be held on, as the console names it. */
export interface Unit {
  unit: OrganizationUnit;
  /** `P_1 · Shop`, `SP_2 · Shop › App`; the tenant's label is the screen's word for it. */
  title: string;
  /** Whether the caller administers it: gives roles on it, and administers users whose roles all lie on such units. */
  administered: boolean;
}

/** One key per unit, as role lists and selects know it. */
export const unitKey = (unit: OrganizationUnit) => `${unit.type}:${unit.id}`;

export function unitOfKey(key: string): OrganizationUnit {
  const [type, ...id] = key.split(':');
  return { type, id: id.join(':') } as OrganizationUnit;
}

/** The page of sub projects the projects page reads too, so both share what is cached. */
const subProjectsOf = (docRef: string) =>
  trpc.projects.listSubProjects.queryOptions({
    page: { offset: 0, limit: 500 },
    sources: [{ docRef, relationshipModel: 'ProjectSubproject-rm', role: 'parent' }],
  });

const administers = (role: string | null | undefined) => {
  const known = role ? roleNamed(role) : undefined;
  return known ? roleAllows(known, 'administer') : false;
};

/**
 * The units the caller knows — the tenant, the projects they have a role in and those projects' sub projects — and
 * which of them they administer, from each project's `CallerRole` (the server's own reading of the caller's roles).
 * Administering the tenant is read from the caller's own user document.
 */
export function useUnits(tenantLabel: string) {
  const tenantAdmin = useTenantAdmin();
  const tenant = tokenUser(auth.token)?.tenant ?? '';
  const projects = useQuery(trpc.projects.loadProjectsByTenant.queryOptions({}));
  const parents = projects.data ?? [];
  const subs = useQueries({ queries: parents.map((p) => subProjectsOf(p.document.__meta.docRef)) });
  const units: Unit[] = [{ unit: { type: 'TENANT', id: tenant }, title: tenantLabel, administered: tenantAdmin }];
  parents.forEach((parent, index) => {
    const g = parent.document.Root.General;
    units.push({
      unit: { type: 'PROJECT', id: g.Id },
      title: `${g.Id} · ${g.Title}`,
      administered: administers(parent.document.Root.Metadata.CallerRole),
    });
    for (const entry of subs[index]?.data?.flatMap((source) => source.linkResultEntries.entries) ?? []) {
      const sub = documentOf(entry.document, 'Project-dm')?.Root;
      if (!sub) continue;
      units.push({
        unit: { type: 'SUBPROJECT', id: sub.General.Id },
        title: `${sub.General.Id} · ${g.Title} › ${sub.General.Title}`,
        administered: administers(sub.Metadata.CallerRole),
      });
    }
  });
  const byKey = new Map(units.map((u) => [unitKey(u.unit), u]));
  return {
    units,
    tenantAdmin,
    /** A unit's title; one the caller does not know (a project they have no role in) by its id. */
    titleOf: (unit: OrganizationUnit) => byKey.get(unitKey(unit))?.title ?? unit.id,
    /**
     * Whether the caller may change a user with these roles, as the API decides: a tenant admin everyone; another
     * admin a user whose roles (at least one, none on the tenant) all lie on units they administer.
     */
    mayChange: (roles: readonly OrganizationUnitRole[]) =>
      tenantAdmin ||
      (roles.length > 0 &&
        roles.every(
          (r) => r.organizationUnit.type !== 'TENANT' && byKey.get(unitKey(r.organizationUnit))?.administered,
        )),
  };
}

export type Units = ReturnType<typeof useUnits>;
