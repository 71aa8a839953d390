import { describe, expect, it } from 'vitest';
import { defaultProjectSetting, ErrorReason, errorKinds, messageFor, ProjectSettingGroups, RpcErrorCode } from '../src';

describe('contract', () => {
  it('ships default project settings that pass their own schema', () => {
    expect(ProjectSettingGroups.parse(defaultProjectSetting)).toEqual(defaultProjectSetting);
  });

  it('has a message for every reason in English and German', () => {
    for (const reason of Object.values(ErrorReason)) {
      const en = messageFor('en', reason, {});
      const de = messageFor('de', reason, {});
      expect(en, reason).not.toBe(reason);
      expect(de, reason).not.toBe(reason);
      expect(de, reason).not.toBe(en);
    }
  });

  it('maps every domain error kind onto the documented code table', () => {
    expect(Object.values(errorKinds).every((code) => Object.values(RpcErrorCode).includes(code))).toBe(true);
    expect(errorKinds.CONFLICT).toBe(-32009);
  });
});
