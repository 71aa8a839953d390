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
      en: 'Exports of a version for test tools (`EXPORT_QF_DATA_STRUCTURE`, `EXPORT_QF_DATA_DETAIL`), runs of its automated cases (`CREATE_QF_RUN`), results from CI as JUnit XML (`IMPORT_JUNIT_RESULTS`, ours, beyond the spec) and run reports as PDF and CSV (`GENERATE_REPORT`, `GENERATE_CSV_REPORT`). Exports and reports run as tasks; once a task is `DONE`, `GET /api/automation/data/{taskRequestId}` downloads its file (the shapes of the exports are the schemas `ExportStructure` and `ExportDetail`). Served by TMT 4.7.0; the [Automation API reference](../api/reference/automation.md) describes every rule and the guide [Results from CI](../api/integration-guide/results-from-ci.md) the CI side.',
      de: 'Exporte einer Version für Testwerkzeuge (`EXPORT_QF_DATA_STRUCTURE`, `EXPORT_QF_DATA_DETAIL`), Testläufe ihrer automatisierten Testfälle (`CREATE_QF_RUN`), Ergebnisse aus der CI als JUnit-XML (`IMPORT_JUNIT_RESULTS`, eigene Erweiterung über die Spezifikation hinaus) und Testlaufberichte als PDF und CSV (`GENERATE_REPORT`, `GENERATE_CSV_REPORT`). Exporte und Berichte laufen als Aufgaben; sobald eine Aufgabe `DONE` ist, lädt `GET /api/automation/data/{taskRequestId}` ihre Datei herunter (die Form der Exporte beschreiben die Schemata `ExportStructure` und `ExportDetail`). Von TMT 4.7.0 bedient; die [Referenz der Automatisierungs-API](../api/reference/automation.md) beschreibt jede Regel und der Leitfaden [Ergebnisse aus der CI](../api/integration-guide/results-from-ci.md) die Seite der CI.',
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
      en: 'Task requests (`TaskRequest-dm`): background work of `CREATE_PROJECT_VERSION`, `DELETE_PROJECT_VERSION`, `DELETE_PROJECT`, `DELETE_TEST_SUITE`, `RESET_TEST_SUITES_ORDER`, `SET_TEST_SUITE_PROPERTY`, `SET_TEST_CASE_PROPERTY`, `COPY_TEST_SUITE`, `COPY_TEST_FOLDER`, `MOVE_TEST_FOLDER`, `COPY_ITEMS_IN_TEST_SUITE`, `MOVE_ITEMS_IN_TEST_SUITE`, `CLOSE_TEST_RUN`, `COPY_TEST_RUN`, `CLOSE_PROJECT_VERSION`, `SET_TEST_EXECUTION_PROPERTY`, `ADD_TEST_CASES_TO_RUN_ASYNC` (also for `ADD_TEST_CASES_TO_RUN_BY_ID` with more than 1,000 cases), `SAVE_TEST_EXECUTIONS_ASYNC`, `REBUILD_RISK_LEVEL_DOCUMENTS`, `CREATE_RUN_BY_RISK_LEVEL`, `EXPORT_QF_DATA_STRUCTURE`, `EXPORT_QF_DATA_DETAIL`, `IMPORT_JUNIT_RESULTS`, `IMPORT_TEST_CASES`, `EXPORT_TEST_CASES`, `GENERATE_REPORT` and `GENERATE_CSV_REPORT`, and the hidden `HANDLE_AFTER_DELETING_USER` that deleting a user (`DELETE_DOCUMENT` of `User-dm`) starts. Served by TMT 4.7.0.',
      de: 'Aufgaben (`TaskRequest-dm`): die Hintergrundarbeit von `CREATE_PROJECT_VERSION`, `DELETE_PROJECT_VERSION`, `DELETE_PROJECT`, `DELETE_TEST_SUITE`, `RESET_TEST_SUITES_ORDER`, `SET_TEST_SUITE_PROPERTY`, `SET_TEST_CASE_PROPERTY`, `COPY_TEST_SUITE`, `COPY_TEST_FOLDER`, `MOVE_TEST_FOLDER`, `COPY_ITEMS_IN_TEST_SUITE`, `MOVE_ITEMS_IN_TEST_SUITE`, `CLOSE_TEST_RUN`, `COPY_TEST_RUN`, `CLOSE_PROJECT_VERSION`, `SET_TEST_EXECUTION_PROPERTY`, `ADD_TEST_CASES_TO_RUN_ASYNC` (auch für `ADD_TEST_CASES_TO_RUN_BY_ID` mit mehr als 1.000 Testfällen), `SAVE_TEST_EXECUTIONS_ASYNC`, `REBUILD_RISK_LEVEL_DOCUMENTS`, `CREATE_RUN_BY_RISK_LEVEL`, `EXPORT_QF_DATA_STRUCTURE`, `EXPORT_QF_DATA_DETAIL`, `IMPORT_JUNIT_RESULTS`, `IMPORT_TEST_CASES`, `EXPORT_TEST_CASES`, `GENERATE_REPORT` und `GENERATE_CSV_REPORT`, dazu die verborgene `HANDLE_AFTER_DELETING_USER`, die das Löschen eines Benutzers (`DELETE_DOCUMENT` von `User-dm`) startet. Von TMT 4.7.0 bedient.',
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
      en: 'Risk level documents (`RiskLevel-dm`): one per test case of a version, computed by TMT from likelihood × impact, the test history and the release scope, and kept up to date as results are saved and cases or risk settings change. Read them with the generic document calls, compute a version again with `REBUILD_RISK_LEVEL_DOCUMENTS`, and create a test run of the riskiest cases with `CREATE_RUN_BY_RISK_LEVEL`. Served by TMT 4.7.0; the [risk level document model](../api/document-model/risklevel.md) describes every field and the [user guide](../userguide.md#risk) the calculation.',
      de: 'Risikodokumente (`RiskLevel-dm`): eines je Testfall einer Version, von TMT aus Wahrscheinlichkeit × Auswirkung, der Testhistorie und dem Release-Umfang berechnet und aktuell gehalten, wenn Ergebnisse gespeichert werden und sich Testfälle oder Risikoeinstellungen ändern. Gelesen werden sie mit den allgemeinen Dokumentaufrufen, eine Version berechnet `REBUILD_RISK_LEVEL_DOCUMENTS` neu, und `CREATE_RUN_BY_RISK_LEVEL` legt einen Testlauf der riskantesten Testfälle an. Von TMT 4.7.0 bedient; das [Dokumentmodell Risikostufe](../api/document-model/risklevel.md) beschreibt jedes Feld und das [Benutzerhandbuch](../userguide.md#risiko) die Berechnung.',
    },
  },
  user: {
    title: { en: 'User API specification', de: 'Spezifikation der Benutzer-API' },
    description: {
      en: 'Users (`User-dm`): read, listed, added, changed and deleted with the generic document calls below by those who administer their projects. Served by TMT 4.7.0; the [user document model](../api/document-model/user.md) describes every rule.',
      de: 'Benutzer (`User-dm`): gelesen, aufgelistet, angelegt, geändert und gelöscht mit den allgemeinen Dokumentaufrufen unten, von denen, die ihre Projekte verwalten. Von TMT 4.7.0 bedient; das [Dokumentmodell Benutzer](../api/document-model/user.md) beschreibt jede Regel.',
    },
  },
};
