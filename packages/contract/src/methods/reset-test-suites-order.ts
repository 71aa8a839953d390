import { ResetTestSuitesOrderParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const RESET_TEST_SUITES_ORDER = defineMethod({
  name: 'RESET_TEST_SUITES_ORDER',
  areas: ['testsuite'],
  permission: 'edit',
  params: ResetTestSuitesOrderParams,
  result: DocRefResult,
  summary: {
    en: 'Renumber the order of the suites of a version by one sort; runs as a task.',
    de: 'Die Reihenfolge der Testsuiten einer Version nach einer Sortierung neu vergeben; läuft als Aufgabe.',
  },
  paramText: {
    projectSpec: {
      en: '`projectId`, `subProjectId` and `projectVersionNumber` (the latest version when left out).',
      de: '`projectId`, `subProjectId` und `projectVersionNumber` (ohne Angabe die neueste Version).',
    },
    sort: {
      en: 'The new order; default `Title ASC`.',
      de: 'Die neue Reihenfolge; Standard `Title ASC`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `RESET_TEST_SUITES_ORDER` task; its `Result` is `{ suites }`.',
    de: 'Die `docRef` der Aufgabe `RESET_TEST_SUITES_ORDER`; ihr `Result` ist `{ suites }`.',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'VERSION_NOT_FOUND',
  ],
});
