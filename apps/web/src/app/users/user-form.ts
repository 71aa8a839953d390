import type { OrganizationUnitRole } from '@tmt/contract';
import { roleNamed } from '@tmt/contract/role-table';
import { auth, tokenUser } from '../lib/auth';
import type { DocumentOf } from '../lib/documents';
import { unitKey, unitOfKey } from './units';

export type UserAnswer = DocumentOf<'User-dm'>;
type UserRoot = UserAnswer['document']['Root'];

/** One role as the form holds it: the unit's key (`PROJECT:P_1`) and the role's name. */
export interface RoleDraft {
  unit: string;
  role: string;
}

/** What the add and edit dialogs hold (and keep as a draft): text as typed, the expiry as the date input writes it. */
export interface UserForm {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  enabled: boolean;
  expires: string;
  roles: RoleDraft[];
}

export const emptyUserForm: UserForm = {
  username: '',
  firstName: '',
  lastName: '',
  email: '',
  enabled: true,
  expires: '',
  roles: [],
};

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch milliseconds as a date of the browser's time zone (`2026-12-31`); null as empty. */
export function dateOf(epochMs: number | null): string {
  if (epochMs === null) return '';
  const d = new Date(epochMs);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The start of a date in the browser's time zone; empty: never. */
export const epochOf = (date: string): number | null => (date ? new Date(`${date}T00:00`).getTime() : null);

export function formOf(user: UserRoot): UserForm {
  return {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    enabled: user.enabled,
    expires: dateOf(user.setting.ExpirationDate),
    // A role name TMT knows in its usual spelling, so the select shows it.
    roles: user.organizationUnitRole.map((r) => ({
      unit: unitKey(r.organizationUnit),
      role: roleNamed(r.role) ?? r.role,
    })),
  };
}

/** The roles to send; rows whose unit is not chosen yet are left out. */
export const rolesOf = (form: UserForm): OrganizationUnitRole[] =>
  form.roles.filter((r) => r.unit).map((r) => ({ organizationUnit: unitOfKey(r.unit), role: r.role }));

/** "Jane Doe", or the username when the user has no name. */
export const displayName = (user: Pick<UserRoot, 'firstName' | 'lastName' | 'username'>) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;

/** Whether a user is the signed-in one, who may not change their own roles, sign-in or expiry. */
export const isMe = (username: string) => username.toLowerCase() === tokenUser(auth.token)?.username.toLowerCase();
