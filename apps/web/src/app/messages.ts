import { automationTasksEn } from './automation/task-messages';
import { dashboardEn } from './dashboard/messages';
import { executionEn } from './execution/messages';
import { historyEn } from './history/messages';
import { importsEn } from './imports/messages';
import { coreEn } from './lib/core-messages';
import { enumEn } from './lib/enum-labels';
import type { Catalogue } from './lib/i18n';
import { runsEn } from './runs/messages';

/**
 * The words of the features that every first visit loads, in English: each area keeps its words in its own file, and
 * the top puts them together here for lib/i18n.ts, which knows no feature. German loads with messages.de.ts.
 */
const featuresEn = {
  ...runsEn,
  ...executionEn,
  ...dashboardEn,
  ...historyEn,
  ...importsEn,
  ...automationTasksEn,
};

declare module './lib/i18n' {
  /** The features' keys are known everywhere `t` is typed. */
  interface Register {
    messages: typeof featuresEn;
  }
}

/** lib's own English words join the features' here: a first visit gets them all in one chunk, which packs smaller. */
export const catalogue: Catalogue = {
  en: { ...coreEn, ...featuresEn },
  enums: enumEn,
  de: () => import('./messages.de'),
};
