import { describe, expect, it } from 'vitest';
import {
  callPermission,
  discoverDocument,
  leastRoleFor,
  type MethodDefinition,
  methods,
  permissions,
  roleAllows,
  roleNamed,
  roleNames,
} from '../src';

const served: MethodDefinition[] = Object.values(methods);

describe('the role table', () => {
  it('orders the roles: each allows what the weaker ones allow, and one permission more', () => {
    for (const [i, role] of roleNames.entries()) {
      expect(
        permissions.filter((p) => roleAllows(role, p)),
        role,
      ).toEqual(permissions.slice(0, i + 1));
    }
    expect(permissions.map(leastRoleFor)).toEqual(['viewer', 'tester', 'manager', 'admin']);
  });

  it('knows role names regardless of case and blanks, and no others', () => {
    expect(roleNamed(' Tester ')).toBe('tester');
    expect(roleNamed('ADMIN')).toBe('admin');
    for (const unknown of ['owner', 'administrator', '', 'constructor', 'toString'])
      expect(roleNamed(unknown)).toBeUndefined();
  });
});

describe('what a call needs', () => {
  it('is the model’s for the methods serving several, by model name or docRef', () => {
    const { ADD_DOCUMENT, MODIFY_DOCUMENT, DELETE_DOCUMENT } = methods;
    const ref = (model: string) => `${model}/00000000-0000-4000-8000-000000000000`;
    expect(callPermission(ADD_DOCUMENT.permission, { documentModelName: 'TestSuite-dm' })).toBe('edit');
    expect(callPermission(MODIFY_DOCUMENT.permission, { docRef: ref('ProjectSetting-dm') })).toBe('administer');
    expect(callPermission(MODIFY_DOCUMENT.permission, { docRef: ref('TestRunTestSuite-rm') })).toBe('edit');
    expect(callPermission(DELETE_DOCUMENT.permission, { docRef: ref('TestCase-dm') })).toBe('edit');
  });

  it('is the strongest permission for params that name no known model', () => {
    const { MODIFY_DOCUMENT } = methods;
    for (const params of [
      undefined,
      null,
      'x',
      {},
      { docRef: 42 },
      { docRef: 'constructor/1' },
      { docRef: 'Foo-dm/1' },
    ]) {
      expect(callPermission(MODIFY_DOCUMENT.permission, params), JSON.stringify(params)).toBe('administer');
    }
  });
});

describe('the generated API documents', () => {
  const documented = discoverDocument().methods;

  it('name the role each served method needs', () => {
    for (const method of served) {
      const role = documented.find((m) => m.name === method.name)?.['x-role'];
      if (typeof method.permission === 'string') expect(role, method.name).toBe(leastRoleFor(method.permission));
      else expect(role, method.name).toMatchObject({ 'TestCase-dm': 'manager', 'ProjectSetting-dm': 'admin' });
    }
  });

  it('list ROLE_NOT_ALLOWED on exactly the methods that may need more than reading', () => {
    for (const method of served) {
      const reasons = documented.find((m) => m.name === method.name)?.errors.map((e) => e.data.reason) ?? [];
      expect(reasons.includes('ROLE_NOT_ALLOWED'), method.name).toBe(method.permission !== 'read');
    }
  });
});
