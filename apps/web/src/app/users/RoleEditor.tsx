import { roleNames } from '@tmt/contract/role-table';
import { type UsersKey, useUsersT } from './messages';
import { type Units, unitKey, unitOfKey } from './units';
import type { RoleDraft } from './user-form';

interface RoleEditorProps {
  roles: RoleDraft[];
  onChange: (roles: RoleDraft[]) => void;
  units: Units;
  /** The caller's own roles: shown, not changed. */
  locked: boolean;
}

/**
 * A user's roles, one row each: a unit and a role, grant one more, remove one. Units offered are those the caller
 * administers (the only ones the API lets them give roles on); a role on another unit, kept from before, stays as
 * it is.
 */
export function RoleEditor({ roles, onChange, units, locked }: RoleEditorProps) {
  const words = useUsersT();
  const offered = units.units.filter((u) => u.administered);
  const change = (index: number, patch: Partial<RoleDraft>) =>
    onChange(roles.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const first = offered[0];
  return (
    <fieldset className="plain-fieldset role-editor" data-testid="role-editor">
      <legend>{words('users.roles')}</legend>
      {roles.length === 0 && <p className="muted small">{words('users.rolesNone')}</p>}
      <ul className="role-rows">
        {roles.map((r, index) => {
          const n = index + 1;
          const keys = offered.map((u) => unitKey(u.unit));
          return (
            // Rows have no identity of their own: the same unit may show twice until saved.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index} className="role-row" data-testid="role-row">
              <select
                aria-label={`${words('users.unit')} ${n}`}
                value={r.unit}
                disabled={locked}
                onChange={(e) => change(index, { unit: e.target.value })}
                data-testid="role-unit"
              >
                {[...(keys.includes(r.unit) ? [] : [r.unit]), ...keys].map((key) => (
                  <option key={key} value={key}>
                    {units.titleOf(unitOfKey(key))}
                  </option>
                ))}
              </select>
              <select
                aria-label={`${words('users.role')} ${n}`}
                value={r.role}
                disabled={locked}
                onChange={(e) => change(index, { role: e.target.value })}
                data-testid="role-name"
              >
                {!(roleNames as readonly string[]).includes(r.role) && <option value={r.role}>{r.role}</option>}
                {roleNames.map((name) => (
                  <option key={name} value={name}>
                    {words(`users.role.${name}` as UsersKey)}
                  </option>
                ))}
              </select>
              {!locked && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={words('users.removeRole', { n })}
                  onClick={() => onChange(roles.filter((_, i) => i !== index))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {!locked && first && (
        <button
          type="button"
          className="button small"
          onClick={() => onChange([...roles, { unit: unitKey(first.unit), role: 'viewer' }])}
          data-testid="add-role"
        >
          {words('users.addRole')}
        </button>
      )}
    </fieldset>
  );
}
