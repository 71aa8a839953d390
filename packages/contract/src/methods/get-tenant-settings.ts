import { GetTenantSettingsParams, TenantSettings } from '../tenant-settings';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const GET_TENANT_SETTINGS = defineMethod({
  name: 'GET_TENANT_SETTINGS',
  areas: ['user'],
  permission: 'read',
  params: GetTenantSettingsParams,
  result: TenantSettings,
  summary: {
    en: "The caller's tenant's settings: how long document history is kept.",
    de: 'Die Einstellungen des Mandanten des Aufrufers: wie lange die Dokumenthistorie aufbewahrt wird.',
  },
  description: {
    en: 'Every user of the tenant may read them; tenant administrators change them with `MODIFY_TENANT_SETTINGS`.',
    de: 'Jeder Benutzer des Mandanten darf sie lesen; Mandanten-Admins ändern sie mit `MODIFY_TENANT_SETTINGS`.',
  },
  paramText: { locale: paramTexts.locale },
  resultText: {
    en: '`historyRetentionDays`: history older than this many days is removed; `null` keeps it for good (the default).',
    de: '`historyRetentionDays`: ältere Historie als so viele Tage wird entfernt; `null` bewahrt sie für immer auf (Standard).',
  },
  errors: [],
});
