import { CopyTestSuiteParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const COPY_TEST_SUITE = defineMethod({
  name: 'COPY_TEST_SUITE',
  areas: ['testsuite'],
  permission: 'edit',
  params: CopyTestSuiteParams,
  result: DocRefResult,
  summary: {
    en: 'Copy a suite with its whole tree into the same version; runs as a task.',
    de: 'Eine Testsuite mit ihrem ganzen Baum in dieselbe Version kopieren; läuft als Aufgabe.',
  },
  paramText: {
    testSuiteDocRef: {
      en: 'The suite to copy.',
      de: 'Die zu kopierende Testsuite.',
    },
    title: {
      en: 'Title of the copy; `<title> (copy)` when left out.',
      de: 'Titel der Kopie; ohne Angabe `<Titel> (copy)`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `COPY_TEST_SUITE` task; its `Result` is `{ suiteDocRef, folders, cases }`.',
    de: 'Die `docRef` der Aufgabe `COPY_TEST_SUITE`; ihr `Result` ist `{ suiteDocRef, folders, cases }`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT'],
});
