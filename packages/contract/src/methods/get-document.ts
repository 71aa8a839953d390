import { DocumentAnswerResult } from '../documents';
import { GetDocumentParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const GET_DOCUMENT = defineMethod({
  name: 'GET_DOCUMENT',
  areas: ['project', 'testrun', 'testexecution', 'task', 'tag'],
  params: GetDocumentParams,
  result: DocumentAnswerResult,
  summary: {
    en: 'One document by its `docRef`.',
    de: 'Ein Dokument anhand seiner `docRef`.',
  },
  paramText: {
    docRef: {
      en: '`<model>/<TechnicalId>`.',
      de: '`<Modell>/<TechnicalId>`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`docRef`, `documentModelName` and `document`.',
    de: '`docRef`, `documentModelName` und `document`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'UNSUPPORTED_DOCUMENT_MODEL'],
  plannedAreas: ['risklevel', 'user'],
  areaText: {
    testrun: {
      summary: {
        en: 'Read a test run with its figures, or a suite execution (`TestRunTestSuite-rm`).',
        de: 'Einen Testlauf mit seinen Kennzahlen lesen, oder eine Testsuite-Ausführung (`TestRunTestSuite-rm`).',
      },
    },
    testexecution: {
      summary: {
        en: 'Read one execution by its `docRef`.',
        de: 'Eine Ausführung anhand ihrer `docRef` lesen.',
      },
    },
    task: {
      summary: {
        en: 'Read a task request to follow its status and progress.',
        de: 'Eine Aufgabe lesen, um Status und Fortschritt zu verfolgen.',
      },
    },
    tag: {
      summary: {
        en: 'Read a `Tag-dm` document.',
        de: 'Ein Dokument `Tag-dm` lesen.',
      },
    },
    risklevel: {
      summary: {
        en: 'Read a `RiskLevel-dm` document.',
        de: 'Ein Dokument `RiskLevel-dm` lesen.',
      },
    },
    user: {
      summary: {
        en: 'Read a `User-dm` document.',
        de: 'Ein Dokument `User-dm` lesen.',
      },
    },
  },
});
