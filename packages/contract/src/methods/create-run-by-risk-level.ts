import { DocRefResult } from '../results';
import { CreateRunByRiskLevelParams } from '../risk';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const CREATE_RUN_BY_RISK_LEVEL = defineMethod({
  name: 'CREATE_RUN_BY_RISK_LEVEL',
  areas: ['risklevel', 'testrun'],
  permission: 'edit',
  params: CreateRunByRiskLevelParams,
  result: DocRefResult,
  summary: {
    en: 'Create an active test run of the cases of a version at or above a risk level, highest risk first; runs as a task.',
    de: 'Einen aktiven Testlauf aus den Testfällen einer Version ab einer Risikostufe anlegen, höchstes Risiko zuerst; läuft als Aufgabe.',
  },
  description: {
    en: "A case is chosen when its `RiskLevelHeatmap` is `minimumRiskLevel` or higher (reason `RISK_LEVEL`), or, with `includeCasesWithoutHistory`, when it has no test history yet (reason `NO_TEST_HISTORY`). Cases with `Prioritization` `NO_TEST` are never chosen. The cases are ranked by `RiskLevelHeatmapValue` (highest first; none last), then by business logic, test history and release scope level, then by id; `maxTestCases` keeps the first ones. The run gets the suites of the chosen cases, and each execution's `RiskSelection` records its rank, reason and risk as they were. With no case to choose the call is refused with `NO_CASES_AT_RISK_LEVEL`, and so is the task if nothing qualifies by the time it runs (it then creates nothing).",
    de: 'Ein Testfall wird gewählt, wenn seine `RiskLevelHeatmap` `minimumRiskLevel` oder höher ist (Grund `RISK_LEVEL`), oder, mit `includeCasesWithoutHistory`, wenn er noch keine Testhistorie hat (Grund `NO_TEST_HISTORY`). Testfälle mit `Prioritization` `NO_TEST` werden nie gewählt. Die Reihenfolge folgt `RiskLevelHeatmapValue` (höchster zuerst, ohne Wert zuletzt), dann der Stufe aus Geschäftslogik, Testhistorie und Release-Umfang, dann der Id; `maxTestCases` behält die ersten. Der Testlauf erhält die Testsuiten der gewählten Testfälle, und das `RiskSelection` jeder Ausführung hält Rang, Grund und Risiko fest, wie sie waren. Ist kein Testfall zu wählen, wird der Aufruf mit `NO_CASES_AT_RISK_LEVEL` abgelehnt, ebenso die Aufgabe, wenn bis zu ihrem Lauf keiner mehr in Frage kommt (sie legt dann nichts an).',
  },
  paramText: {
    projectId: paramTexts.projectIdOrHeader,
    subProjectId: paramTexts.subProjectId,
    projectVersionNumber: {
      en: 'The version the run tests; the latest when left out.',
      de: 'Die Version, die der Testlauf prüft; ohne Angabe die neueste.',
    },
    minimumRiskLevel: {
      en: '`HIGH`, `MEDIUM` or `LOW`: the lowest `RiskLevelHeatmap` chosen.',
      de: '`HIGH`, `MEDIUM` oder `LOW`: die niedrigste gewählte `RiskLevelHeatmap`.',
    },
    title: {
      en: 'Title of the run, 1 to 500 characters.',
      de: 'Titel des Testlaufs, 1 bis 500 Zeichen.',
    },
    description: {
      en: 'Description of the run; empty when left out.',
      de: 'Beschreibung des Testlaufs; ohne Angabe leer.',
    },
    configuration: {
      en: 'Configuration of the run; empty when left out.',
      de: 'Konfiguration des Testlaufs; ohne Angabe leer.',
    },
    testSuiteDocRefs: {
      en: 'Only cases of these suites of the version (1 to 10,000); the whole version when left out.',
      de: 'Nur Testfälle dieser Testsuiten der Version (1 bis 10.000); ohne Angabe die ganze Version.',
    },
    maxTestCases: {
      en: 'At most this many cases (1 to 100,000), the highest ranked.',
      de: 'Höchstens so viele Testfälle (1 bis 100.000), die am höchsten eingestuften.',
    },
    includeCasesWithoutHistory: {
      en: 'Also choose cases without test history (no Passed or Failed result yet), whatever their level; default `true`.',
      de: 'Auch Testfälle ohne Testhistorie (noch kein Passed- oder Failed-Ergebnis) wählen, gleich welcher Stufe; Standard `true`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `CREATE_RUN_BY_RISK_LEVEL` task; its `Result` is `{ testRunDocRef, testRunId, testCases, byReason: { RISK_LEVEL, NO_TEST_HISTORY }, capped }`.',
    de: 'Die `docRef` der Aufgabe `CREATE_RUN_BY_RISK_LEVEL`; ihr `Result` ist `{ testRunDocRef, testRunId, testCases, byReason: { RISK_LEVEL, NO_TEST_HISTORY }, capped }`.',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'VERSION_NOT_FOUND',
    'VERSION_CLOSED',
    'NOT_IN_RUN_VERSION',
    'NO_CASES_AT_RISK_LEVEL',
  ],
});
