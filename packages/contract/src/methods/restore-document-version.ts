import { RestoreDocumentVersionParams } from '../document-history';
import { TestCaseDocument } from '../documents';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const RESTORE_DOCUMENT_VERSION = defineMethod({
  name: 'RESTORE_DOCUMENT_VERSION',
  areas: ['testcase'],
  permission: 'edit',
  params: RestoreDocumentVersionParams,
  result: TestCaseDocument.document,
  summary: {
    en: 'Puts a case back as it was right after one entry of its history.',
    de: 'Setzt einen Testfall zurück auf den Stand direkt nach einem Eintrag seiner Historie.',
  },
  description: {
    en: 'The restore is a change like any other: it goes through the same checks as `UPDATE_TEST_CASE_TREE_NODE` (a closed version refuses it) and is itself recorded in the history, so it can be undone the same way.',
    de: 'Das Zurücksetzen ist eine Änderung wie jede andere: Es durchläuft dieselben Prüfungen wie `UPDATE_TEST_CASE_TREE_NODE` (eine geschlossene Version weist es ab) und steht selbst in der Historie, lässt sich also ebenso rückgängig machen.',
  },
  paramText: {
    docRef: paramTexts.docRef,
    historyId: {
      en: "The `id` of an entry of the case's history (`GET_DOCUMENT_HISTORY`).",
      de: 'Die `id` eines Eintrags der Historie des Testfalls (`GET_DOCUMENT_HISTORY`).',
    },
    locale: paramTexts.locale,
  },
  resultText: { en: 'The restored case.', de: 'Der zurückgesetzte Testfall.' },
  errors: [
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'ROLE_NOT_ALLOWED',
    'VERSION_CLOSED',
    'UNSUPPORTED_DOCUMENT_MODEL',
  ],
});
