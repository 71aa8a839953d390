import { z } from 'zod';
import { Locale } from './enums';

/** The longest retention a tenant may set, in days (a hundred years); null keeps history for good. */
export const HISTORY_RETENTION_MAX_DAYS = 36_500;

const HistoryRetentionDays = z.number().int().min(1).max(HISTORY_RETENTION_MAX_DAYS).nullable();

export const TenantSettings = z
  .strictObject({
    /** Document history older than this many days is removed; null (the default) keeps it for good. */
    historyRetentionDays: HistoryRetentionDays,
  })
  .meta({ id: 'TenantSettings' });
export type TenantSettings = z.infer<typeof TenantSettings>;

export const GetTenantSettingsParams = z.object({ locale: Locale.optional() });

/** What is sent changes; what is left out stays. */
export const ModifyTenantSettingsParams = z.object({
  historyRetentionDays: HistoryRetentionDays.optional(),
  locale: Locale.optional(),
});
