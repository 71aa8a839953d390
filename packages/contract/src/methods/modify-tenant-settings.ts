import { HISTORY_RETENTION_MAX_DAYS, ModifyTenantSettingsParams, TenantSettings } from '../tenant-settings';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const MODIFY_TENANT_SETTINGS = defineMethod({
  name: 'MODIFY_TENANT_SETTINGS',
  areas: ['user'],
  permission: 'administer',
  params: ModifyTenantSettingsParams,
  result: TenantSettings,
  summary: {
    en: "Changes the caller's tenant's settings (tenant administrators only).",
    de: 'Ändert die Einstellungen des Mandanten des Aufrufers (nur Mandanten-Admins).',
  },
  description: {
    en: 'A setting left out stays as it is. With a retention, each server removes older document history in its periodic round (`TMT_ATTACHMENT_COLLECT_MINUTES`), a batch at a time; several servers share the work.',
    de: 'Eine nicht gesendete Einstellung bleibt, wie sie ist. Mit einer Aufbewahrungsdauer entfernt jeder Server ältere Dokumenthistorie in seiner regelmäßigen Runde (`TMT_ATTACHMENT_COLLECT_MINUTES`), stapelweise; mehrere Server teilen sich die Arbeit.',
  },
  paramText: {
    historyRetentionDays: {
      en: `Days to keep document history, 1 to ${HISTORY_RETENTION_MAX_DAYS}; \`null\` keeps it for good.`,
      de: `Tage, die die Dokumenthistorie aufbewahrt wird, 1 bis ${HISTORY_RETENTION_MAX_DAYS}; \`null\` bewahrt sie für immer auf.`,
    },
    locale: paramTexts.locale,
  },
  resultText: { en: 'The settings as stored now.', de: 'Die Einstellungen, wie sie jetzt gespeichert sind.' },
  errors: ['NO_ROLE_IN_TENANT'],
});
