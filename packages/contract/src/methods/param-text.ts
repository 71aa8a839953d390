import type { Text } from './define-method';

/** What a param means where several methods take it alike. */
export const paramTexts = {
  attachmentId: {
    en: 'The attachment.',
    de: 'Der Anhang.',
  },
  destinationDocRef: {
    en: 'A suite or folder of the same project version.',
    de: 'Eine Testsuite oder ein Ordner derselben Projektversion.',
  },
  docRef: {
    en: 'The case.',
    de: 'Der Testfall.',
  },
  documentModelName: {
    en: '`TestCase-dm`.',
    de: '`TestCase-dm`.',
  },
  itemDocRefs: {
    en: "1 to 1,000 `TestCase-dm` and `TestFolder-dm` docRefs of the destination's version.",
    de: '1 bis 1.000 docRefs vom Typ `TestCase-dm` und `TestFolder-dm` aus der Version des Ziels.',
  },
  locale: {
    en: '`en` or `de`: the language of messages and display fields.',
    de: '`en` oder `de`: die Sprache von Meldungen und Anzeigefeldern.',
  },
  localeUnlessUser: {
    en: '`en` or `de`: the language of messages and display fields. Required, except for `User-dm`.',
    de: '`en` oder `de`: die Sprache von Meldungen und Anzeigefeldern. Pflicht, außer bei `User-dm`.',
  },
  expectedModelVersion: {
    en: "TMT's own, beyond the spec: optimistic concurrency on request. The `__meta.modelVersion` the change is based on (as read); if the document was changed since, the call fails with `-32009` `STALE_MODEL_VERSION` and changes nothing. Left out: no check. `__meta` in `document` is never read.",
    de: 'Eine Ergänzung von TMT, über die Spezifikation hinaus: optimistische Nebenläufigkeit auf Wunsch. Die `__meta.modelVersion`, auf der die Änderung beruht (wie gelesen); wurde das Dokument seither geändert, scheitert der Aufruf mit `-32009` `STALE_MODEL_VERSION` und ändert nichts. Ohne Angabe keine Prüfung. `__meta` in `document` wird nie gelesen.',
  },
  projectVersionDocRef: {
    en: '`ProjectVersion-dm/<id>`.',
    de: '`ProjectVersion-dm/<id>`.',
  },
  page: {
    en: '`offset` (from 0) and `limit` (at least 1).',
    de: '`offset` (ab 0) und `limit` (mindestens 1).',
  },
  position: {
    en: '`TOP` or `BOTTOM` (default).',
    de: '`TOP` oder `BOTTOM` (Standard).',
  },
  projectId: {
    en: '`P_n`.',
    de: '`P_n`.',
  },
  projectIdOrHeader: {
    en: '`P_n`; without it the `Project-Id` header names the project.',
    de: '`P_n`; ohne Angabe nennt der Header `Project-Id` das Projekt.',
  },
  projectVersionNumber: {
    en: 'The version; the latest when left out.',
    de: 'Die Version; ohne Angabe die neueste.',
  },
  property: {
    en: 'The property to set.',
    de: 'Die zu setzende Eigenschaft.',
  },
  subProjectId: {
    en: '`SP_n` or `_`.',
    de: '`SP_n` oder `_`.',
  },
  subprojectId: {
    en: '`SP_n` or `_`.',
    de: '`SP_n` oder `_`.',
  },
  testCaseIds: {
    en: "1 to 10,000 ids `C_n` of cases of one suite in the run's version; unknown ids fail with `-32004` `TEST_CASES_NOT_FOUND`, which lists them.",
    de: '1 bis 10.000 IDs `C_n` von Testfällen einer Testsuite in der Version des Testlaufs; unbekannte IDs scheitern mit `-32004` `TEST_CASES_NOT_FOUND`, das sie aufzählt.',
  },
  testFolderDocRef: {
    en: 'The folder.',
    de: 'Der Ordner.',
  },
  testRunDocRef: {
    en: 'The test run, `TestRun-dm/<id>`.',
    de: 'Der Testlauf, `TestRun-dm/<id>`.',
  },
  testRunId: {
    en: '`R_n`, a run of the project the `Project-Id` and `Subproject-Id` headers name (else `-32004` `TEST_RUN_NOT_FOUND`).',
    de: '`R_n`, ein Testlauf des Projekts, das die Header `Project-Id` und `Subproject-Id` nennen (sonst `-32004` `TEST_RUN_NOT_FOUND`).',
  },
  version: {
    en: 'The version number.',
    de: 'Die Versionsnummer.',
  },
} satisfies Record<string, Text>;
