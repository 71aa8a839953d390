import { CopyTestRunParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const COPY_TEST_RUN = defineMethod({
  name: 'COPY_TEST_RUN',
  areas: ['testrun'],
  permission: 'edit',
  params: CopyTestRunParams,
  result: DocRefResult,
  summary: {
    en: 'Copy a run, open or closed, into a new active run of the same version; runs as a task.',
    de: 'Einen offenen oder geschlossenen Testlauf in einen neuen aktiven Testlauf derselben Version kopieren; läuft als Aufgabe.',
  },
  paramText: {
    testRunDocRef: paramTexts.testRunDocRef,
    title: {
      en: 'Title of the copy, 1 to 500 characters; `<title> (copy)` when left out.',
      de: 'Titel der Kopie, 1 bis 500 Zeichen; ohne Angabe `<Titel> (copy)`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: "The `docRef` of the `COPY_TEST_RUN` task; its `Result` is `{ testRunDocRef, testCases }`. The copy (the next `R_n`) has the source's description, configuration, suites (with assignee and priority) and cases (testers kept, results reset to 1, *Untested*); suites and cases deleted since are left out.",
    de: 'Die `docRef` der Aufgabe `COPY_TEST_RUN`; ihr `Result` ist `{ testRunDocRef, testCases }`. Die Kopie (die nächste `R_n`) erhält Beschreibung, Konfiguration, Testsuiten (mit zuständiger Person und Priorität) und Testfälle des Originals (Tester bleiben, Ergebnisse werden auf 1, *Ungetestet*, zurückgesetzt); inzwischen gelöschte Testsuiten und Testfälle entfallen.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT'],
});
