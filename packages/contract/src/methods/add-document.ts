import { AddDocumentParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const ADD_DOCUMENT = defineMethod({
  name: 'ADD_DOCUMENT',
  areas: ['project', 'testrun'],
  params: AddDocumentParams,
  result: DocRefResult,
  summary: {
    en: 'Create a project or sub project (`Project-dm`).',
    de: 'Ein Projekt oder Unterprojekt anlegen (`Project-dm`).',
  },
  paramText: {
    documentModelName: {
      en: '`Project-dm`.',
      de: '`Project-dm`.',
    },
    locale: paramTexts.locale,
    document: {
      en: 'The new document; `Root.General.Title` is required. Suites and runs take `Root.Attachments`, uploaded attachment ids.',
      de: 'Das neue Dokument; `Root.General.Title` ist Pflicht. Testsuiten und Testläufe nehmen `Root.Attachments`, hochgeladene Anhang-Ids.',
    },
  },
  resultText: {
    en: "The new document's `docRef`.",
    de: 'Die `docRef` des neuen Dokuments.',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'VERSION_NOT_FOUND',
    'UNSUPPORTED_DOCUMENT_MODEL',
    'NO_ROLE_IN_TENANT',
    'PARENT_NOT_A_PROJECT',
    'NEW_TEST_RUN_NOT_ACTIVE',
  ],
  areaText: {
    testrun: {
      summary: {
        en: 'Create a test run in a project version; its status must be `active`.',
        de: 'Einen Testlauf in einer Projektversion anlegen; sein Status muss `active` sein.',
      },
    },
  },
});
