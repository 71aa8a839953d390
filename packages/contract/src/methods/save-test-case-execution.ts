import { z } from 'zod';
import { SaveTestCaseExecutionParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const SAVE_TEST_CASE_EXECUTION = defineMethod({
  name: 'SAVE_TEST_CASE_EXECUTION',
  areas: ['testexecution'],
  permission: 'execute',
  params: SaveTestCaseExecutionParams,
  result: z.null(),
  summary: {
    en: 'Save the result of one execution (not Untested).',
    de: 'Das Ergebnis einer Ausführung speichern (nicht „Ungetestet“).',
  },
  paramText: {
    docRef: {
      en: 'The execution, `TestRunTestCaseAdditionalFields-dm/<id>`.',
      de: 'Die Ausführung, `TestRunTestCaseAdditionalFields-dm/<id>`.',
    },
    document: {
      en: "`Root.General` with `Result` (2 to 11; 1 fails with `-32602` `RESULT_UNTESTED`), `ResultDetails`, `Defects` and `Tester` (left out: the tester already recorded stays, else the caller becomes the tester); optionally `Root.TestSteps`, a list of `{ Id, Result }` with the uuid of a step of the case. `ResultDetails` and `Defects` left out stay, `null` clears them. `Root.Attachments`, uploaded attachment ids, replaces the execution's attachments. `Root.Metadata` and `__meta` are ignored.",
      de: '`Root.General` mit `Result` (2 bis 11; 1 scheitert mit `-32602` `RESULT_UNTESTED`), `ResultDetails`, `Defects` und `Tester` (ohne Angabe bleibt der bereits erfasste Tester, sonst wird der Aufrufer zum Tester); optional `Root.TestSteps`, eine Liste von `{ Id, Result }` mit der UUID eines Schritts des Testfalls. Weggelassene `ResultDetails` und `Defects` bleiben, `null` leert sie. `Root.Attachments`, hochgeladene Anhang-Ids, ersetzt die Anhänge der Ausführung. `Root.Metadata` und `__meta` werden ignoriert.',
    },
    locale: paramTexts.locale,
    expectedModelVersion: paramTexts.expectedModelVersion,
  },
  resultText: {
    en: "Nothing. The execution's `Metadata` gets `TestedBy` (the caller) and `TestedOn`. A closed run fails with `-32009` `TEST_RUN_CLOSED`, a stale `expectedModelVersion` with `-32009` `STALE_MODEL_VERSION`.",
    de: 'Nichts. `Metadata` der Ausführung erhält `TestedBy` (den Aufrufer) und `TestedOn`. Ein geschlossener Testlauf scheitert mit `-32009` `TEST_RUN_CLOSED`, eine veraltete `expectedModelVersion` mit `-32009` `STALE_MODEL_VERSION`.',
  },
  errors: [
    'DOCUMENT_NOT_FOUND',
    'HEADER_PARAM_MISMATCH',
    'NO_ROLE_IN_PROJECT',
    'TEST_RUN_CLOSED',
    'RESULT_UNTESTED',
    'STALE_MODEL_VERSION',
  ],
});
