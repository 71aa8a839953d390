import { CreateQfRunParams } from '../automation';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const CREATE_QF_RUN = defineMethod({
  name: 'CREATE_QF_RUN',
  areas: ['automation'],
  permission: 'edit',
  params: CreateQfRunParams,
  result: DocRefResult,
  summary: {
    en: 'Create an active run of a version holding its automated cases, for an automation tool.',
    de: 'Einen aktiven Testlauf einer Version mit ihren automatisierten Testfällen für ein Automatisierungswerkzeug anlegen.',
  },
  description: {
    en: 'The run holds every case of the version whose `Automation` is `AUTOMATED`, with their suites, each execution `Untested`; its `Configuration` records the language (`Language: En`). A version without automated cases gets an empty run. A closed version refuses with `-32009` `VERSION_CLOSED`.',
    de: 'Der Testlauf enthält jeden Testfall der Version, dessen `Automation` `AUTOMATED` ist, mit seinen Testsuiten, jede Ausführung `Untested`; seine `Configuration` hält die Sprache fest (`Language: En`). Eine Version ohne automatisierte Testfälle bekommt einen leeren Testlauf. Eine geschlossene Version lehnt mit `-32009` `VERSION_CLOSED` ab.',
  },
  paramText: {
    projectId: paramTexts.projectId,
    subprojectId: paramTexts.subprojectId,
    version: paramTexts.version,
    title: {
      en: 'Default `QF-TEST - Test Automation`.',
      de: 'Standard `QF-TEST - Test Automation`.',
    },
    language: {
      en: 'The language the tool tests in, default `En`.',
      de: 'Die Sprache, in der das Werkzeug testet, Standard `En`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: "The new run's `docRef`.",
    de: 'Die `docRef` des neuen Testlaufs.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'VERSION_NOT_FOUND', 'VERSION_CLOSED'],
});
