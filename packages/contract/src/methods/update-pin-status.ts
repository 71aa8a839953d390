import { UpdatePinStatusParams } from '../pins';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const UPDATE_PIN_STATUS = defineMethod({
  name: 'UPDATE_PIN_STATUS',
  areas: ['testsuite', 'testcase', 'testrun'],
  permission: 'read',
  params: UpdatePinStatusParams,
  result: DocRefResult,
  summary: {
    en: 'Pin or unpin suites, cases and runs of one project for yourself; runs as a task.',
    de: 'Testsuiten, Testfälle und Testläufe eines Projekts für sich selbst anheften oder lösen; läuft als Aufgabe.',
  },
  description: {
    en: 'Pins belong to the caller alone: other users, also of the same tenant, neither see them nor `IsPinned` on the documents. Pinning needs read access to the project of the documents; pinning a pinned document or unpinning one that is not pinned changes nothing.',
    de: 'Angeheftete Dokumente gehören allein dem Aufrufer: andere Benutzer, auch desselben Mandanten, sehen weder sie noch `IsPinned` an den Dokumenten. Anheften braucht Lesezugriff auf das Projekt der Dokumente; ein angeheftetes Dokument erneut anzuheften oder ein nicht angeheftetes zu lösen ändert nichts.',
  },
  paramText: {
    docRefs: {
      en: '1 to 1,000 docRefs of `TestSuite-dm`, `TestCase-dm` and `TestRun-dm` of one project or sub project.',
      de: '1 bis 1.000 docRefs vom Typ `TestSuite-dm`, `TestCase-dm` und `TestRun-dm` eines Projekts oder Unterprojekts.',
    },
    pinned: {
      en: '`true` pins the documents, `false` unpins them.',
      de: '`true` heftet die Dokumente an, `false` löst sie.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `UPDATE_PIN_STATUS` task; its `Result` is `{ updated }`, the number of documents whose pin changed (a document deleted before the task ran is left out).',
    de: 'Die `docRef` der Aufgabe `UPDATE_PIN_STATUS`; ihr `Result` ist `{ updated }`, die Zahl der Dokumente, deren Anheftung sich geändert hat (ein vor der Aufgabe gelöschtes Dokument wird ausgelassen).',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'MIXED_PROJECTS'],
});
