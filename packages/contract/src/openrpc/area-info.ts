import type { ApiArea, Text } from '../methods/define-method';

/** What each API area's OpenRPC document and /docs/tmtapi page say of the area as a whole. */
export const areaInfo: Record<ApiArea, { title: Text; description: Text }> = {
  project: {
    title: { en: 'Project API specification', de: 'Spezifikation der Projekt-API' },
    description: {
      en: 'The project area: projects, sub projects, versions and project settings. Served by TMT 4.7.0; the [Project API reference](../api/reference/project.md) describes every rule.',
      de: 'Der Projektbereich: Projekte, Unterprojekte, Versionen und Projekteinstellungen. Von TMT 4.7.0 bedient; die [Referenz der Projekt-API](../api/reference/project.md) beschreibt alle Regeln.',
    },
  },
  testsuite: {
    title: { en: 'Test suite API specification', de: 'Spezifikation der Testsuite-API' },
    description: {
      en: 'Test suites (`TestSuite-dm`). Served by TMT 4.7.0. Suites are created, read and changed with `ADD_DOCUMENT`, `GET_DOCUMENT` and `MODIFY_DOCUMENT`.',
      de: 'Testsuiten (`TestSuite-dm`). Von TMT 4.7.0 bedient. Testsuiten werden mit `ADD_DOCUMENT`, `GET_DOCUMENT` und `MODIFY_DOCUMENT` angelegt, gelesen und geändert.',
    },
  },
  testcase: {
    title: { en: 'Test case API specification', de: 'Spezifikation der Testfall-API' },
    description: {
      en: 'Test cases (`TestCase-dm`). Served by TMT 4.7.0.',
      de: 'Testfälle (`TestCase-dm`). Von TMT 4.7.0 bedient.',
    },
  },
  testfolder: {
    title: { en: 'Test folder API specification', de: 'Spezifikation der Testordner-API' },
    description: {
      en: 'Test folders (`TestFolder-dm`). Served by TMT 4.7.0.',
      de: 'Testordner (`TestFolder-dm`). Von TMT 4.7.0 bedient.',
    },
  },
  testrun: {
    title: { en: 'Test run API specification', de: 'Spezifikation der Testlauf-API' },
    description: {
      en: 'Test runs (`TestRun-dm`) and the suites in them (`TestRunTestSuite-rm`). Served by TMT 4.7.0; the [Test run API reference](../api/reference/test-run.md) describes every rule.',
      de: 'Testläufe (`TestRun-dm`) und die Testsuiten darin (`TestRunTestSuite-rm`). Von TMT 4.7.0 bedient; die [Referenz der Testlauf-API](../api/reference/test-run.md) beschreibt jede Regel.',
    },
  },
  testexecution: {
    title: { en: 'Test execution API specification', de: 'Spezifikation der Testausführungs-API' },
    description: {
      en: 'Executions (`TestRunTestCaseAdditionalFields-dm`): the result of one test case in one test run. Served by TMT 4.7.0; the [Test execution API reference](../api/reference/test-execution.md) describes every rule.',
      de: 'Ausführungen (`TestRunTestCaseAdditionalFields-dm`): das Ergebnis eines Testfalls in einem Testlauf. Von TMT 4.7.0 bedient; die [Referenz der Testausführungs-API](../api/reference/test-execution.md) beschreibt jede Regel.',
    },
  },
  automation: {
    title: { en: 'Automation API specification', de: 'Spezifikation der Automatisierungs-API' },
    description: {
      en: 'Exports for test automation and automation runs. Downloads use `GET /api/automation/data/{taskRequestId}`. Not served by TMT 4.7.0.',
      de: 'Exporte für die Testautomatisierung und Automatisierungsläufe. Heruntergeladen wird mit `GET /api/automation/data/{taskRequestId}`. Von TMT 4.7.0 noch nicht bedient.',
    },
  },
  attachment: {
    title: { en: 'Attachment API specification', de: 'Spezifikation der Anhang-API' },
    description: {
      en: 'Attachments (`Attachment-dm`): thumbnail and signed download URLs. Uploads use `POST /api/v2/attachment`; documents take the uploaded ids in `Root.Attachments`. Served by TMT 4.7.0; the [Attachment API reference](../api/reference/attachment.md) describes every rule.',
      de: 'Anhänge (`Attachment-dm`): URLs von Vorschaubildern und signierte Download-URLs. Hochgeladen wird mit `POST /api/v2/attachment`; Dokumente nehmen die Ids in `Root.Attachments` auf. Von TMT 4.7.0 bedient; die [Referenz der Anhang-API](../api/reference/attachment.md) beschreibt jede Regel.',
    },
  },
  task: {
    title: { en: 'Task API specification', de: 'Spezifikation der Aufgaben-API' },
    description: {
      en: 'Task requests (`TaskRequest-dm`): background work of `CREATE_PROJECT_VERSION`, `DELETE_PROJECT_VERSION`, `DELETE_PROJECT`, `DELETE_TEST_SUITE`, `RESET_TEST_SUITES_ORDER`, `SET_TEST_SUITE_PROPERTY`, `SET_TEST_CASE_PROPERTY`, `COPY_TEST_SUITE`, `COPY_TEST_FOLDER`, `MOVE_TEST_FOLDER`, `COPY_ITEMS_IN_TEST_SUITE`, `MOVE_ITEMS_IN_TEST_SUITE`, `CLOSE_TEST_RUN`, `COPY_TEST_RUN`, `CLOSE_PROJECT_VERSION`, `SET_TEST_EXECUTION_PROPERTY`, `ADD_TEST_CASES_TO_RUN_ASYNC` (also for `ADD_TEST_CASES_TO_RUN_BY_ID` with more than 1,000 cases) and `SAVE_TEST_EXECUTIONS_ASYNC`. Served by TMT 4.7.0.',
      de: 'Aufgaben (`TaskRequest-dm`): die Hintergrundarbeit von `CREATE_PROJECT_VERSION`, `DELETE_PROJECT_VERSION`, `DELETE_PROJECT`, `DELETE_TEST_SUITE`, `RESET_TEST_SUITES_ORDER`, `SET_TEST_SUITE_PROPERTY`, `SET_TEST_CASE_PROPERTY`, `COPY_TEST_SUITE`, `COPY_TEST_FOLDER`, `MOVE_TEST_FOLDER`, `COPY_ITEMS_IN_TEST_SUITE`, `MOVE_ITEMS_IN_TEST_SUITE`, `CLOSE_TEST_RUN`, `COPY_TEST_RUN`, `CLOSE_PROJECT_VERSION`, `SET_TEST_EXECUTION_PROPERTY`, `ADD_TEST_CASES_TO_RUN_ASYNC` (auch für `ADD_TEST_CASES_TO_RUN_BY_ID` mit mehr als 1.000 Testfällen) und `SAVE_TEST_EXECUTIONS_ASYNC`. Von TMT 4.7.0 bedient.',
    },
  },
  tag: {
    title: { en: 'Tag API specification', de: 'Spezifikation der Tag-API' },
    description: {
      en: 'Tags (`Tag-dm`) of a parent project. The specification names no methods of their own for tags; they are read with the generic document calls below. Served by TMT 4.7.0.',
      de: 'Tags (`Tag-dm`) eines Hauptprojekts. Die Spezifikation nennt für Tags keine eigenen Methoden; sie werden mit den allgemeinen Dokumentaufrufen unten gelesen. Von TMT 4.7.0 bedient.',
    },
  },
  risklevel: {
    title: { en: 'Risk level API specification', de: 'Spezifikation der Risikostufen-API' },
    description: {
      en: 'Risk level data (`RiskLevel-dm`), read with the generic document calls below. Not served by TMT 4.7.0.',
      de: 'Risikodaten (`RiskLevel-dm`), gelesen mit den allgemeinen Dokumentaufrufen unten. Von TMT 4.7.0 noch nicht bedient.',
    },
  },
  user: {
    title: { en: 'User API specification', de: 'Spezifikation der Benutzer-API' },
    description: {
      en: 'Users (`User-dm`), read with the generic document calls below. Not served by TMT 4.7.0.',
      de: 'Benutzer (`User-dm`), gelesen mit den allgemeinen Dokumentaufrufen unten. Von TMT 4.7.0 noch nicht bedient.',
    },
  },
};
