import { automationTasksDe } from './automation/task-messages.de';
import { dashboardDe } from './dashboard/messages.de';
import { executionDe } from './execution/messages.de';
import { historyDe } from './history/messages.de';
import { importsDe } from './imports/messages.de';
import type { Catalogue } from './lib/i18n';
import { runsDe } from './runs/messages.de';

/**
 * The features' words of messages.ts in German: a chunk of their own, loaded before the console first shows German
 * (lib/i18n.ts), so a first visit in English does not download them.
 */
export const de: Awaited<ReturnType<Catalogue['de']>>['de'] = {
  ...runsDe,
  ...executionDe,
  ...dashboardDe,
  ...historyDe,
  ...importsDe,
  ...automationTasksDe,
};
