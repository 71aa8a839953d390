import { DocumentAnswerResult } from '../documents';
import { GetDocumentParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const GET_DOCUMENT = defineMethod({
  name: 'GET_DOCUMENT',
  areas: ['project', 'testrun', 'testexecution', 'task', 'tag', 'user', 'risklevel'],
  permission: 'read',
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
        en: "Read the risk level document (`RiskLevel-dm`) of a case; its TechnicalId is the case's.",
        de: 'Das Risikodokument (`RiskLevel-dm`) eines Testfalls lesen; seine TechnicalId ist die des Testfalls.',
      },
    },
    user: {
      summary: {
        en: 'Read a user (`User-dm`) you can see: yourself, and the users who share a project or sub project with you (everyone, with a tenant-wide role).',
        de: 'Einen Benutzer (`User-dm`) lesen, den Sie sehen: sich selbst und die Benutzer, die ein Projekt oder Unterprojekt mit Ihnen teilen (mit einer mandantenweiten Rolle alle).',
      },
    },
  },
});
