import { useQuery } from '@tanstack/react-query';
import { roleNamed } from '@tmt/contract/role-table';
import { auth, tokenUser } from './auth';
import { entriesOf } from './documents';
import { trpc } from './trpc';

/** The signed-in user's own User document (everyone sees themselves), or undefined until it is read. */
export function useMyUser() {
  const username = tokenUser(auth.token)?.username;
  const me = useQuery({
    ...trpc.content.listDocuments.queryOptions({
      documentModelName: 'User-dm',
      filter: { filters: [`username:${username}`] },
      page: { offset: 0, limit: 20 },
    }),
    enabled: Boolean(username),
  });
  // The filter may match more names than the one asked for; usernames are unique regardless of case.
  return entriesOf(me.data?.entries, 'User-dm').find(
    (user) => user.document.Root.username.toLowerCase() === username?.toLowerCase(),
  );
}

/** Whether the signed-in user is an admin of the tenant: their own user document holds the roles. */
export function useTenantAdmin(): boolean {
  const roles = useMyUser()?.document.Root.organizationUnitRole ?? [];
  return roles.some((r) => r.organizationUnit.type === 'TENANT' && roleNamed(r.role) === 'admin');
}
