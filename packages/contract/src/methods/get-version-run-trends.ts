import { GetVersionRunTrendsParams, VersionRunTrendsResult } from '../run-trends';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const GET_VERSION_RUN_TRENDS = defineMethod({
  name: 'GET_VERSION_RUN_TRENDS',
  areas: ['testrun'],
  permission: 'read',
  params: GetVersionRunTrendsParams,
  result: VersionRunTrendsResult,
  summary: {
    en: 'A version’s runs side by side: pass rate per run, the flakiest cases, and what changed between two runs. TMT’s own, beyond the spec.',
    de: 'Die Testläufe einer Version nebeneinander: Erfolgsquote je Testlauf, die unbeständigsten Testfälle und was sich zwischen zwei Testläufen geändert hat. Eigene Erweiterung von TMT, über die Spezifikation hinaus.',
  },
  description: {
    en: 'Counted in the database over the version’s latest `runs` runs (by creation). A run’s pass rate is its Passed executions of those with a result other than Untested. A case *flips* when its outcome — Passed, or Failed (new or known) — differs from its outcome in the previous of these runs that gave it one; other results leave the outcome as it was. `flaky` lists the cases that flipped at least once, most flips first (then most failures, then by id). With `compare`, `changes` lists the cases that failed in either run and whose result differs in the other: `fixed` (failed before, not after), `failing` (failed after, not before) and `changed` (failed in both, new ↔ known); a case only one run holds has `null` on the other side.',
    de: 'In der Datenbank gezählt, über die neuesten `runs` Testläufe der Version (nach Anlage). Die Erfolgsquote eines Testlaufs sind seine bestandenen Ausführungen unter denen mit einem anderen Ergebnis als Ungetestet. Ein Testfall *kippt*, wenn sein Ausgang — Bestanden oder Fehlgeschlagen (neu oder bekannt) — von seinem Ausgang im vorigen dieser Testläufe abweicht, der ihm einen gab; andere Ergebnisse lassen den Ausgang, wie er war. `flaky` nennt die Testfälle, die mindestens einmal gekippt sind, die meisten Wechsel zuerst (dann die meisten Fehlschläge, dann nach Id). Mit `compare` nennt `changes` die Testfälle, die in einem der beiden Testläufe fehlgeschlagen sind und deren Ergebnis im anderen abweicht: `fixed` (vorher fehlgeschlagen, nachher nicht), `failing` (nachher fehlgeschlagen, vorher nicht) und `changed` (in beiden fehlgeschlagen, neu ↔ bekannt); ein Testfall, den nur einer der Testläufe enthält, hat auf der anderen Seite `null`.',
  },
  paramText: {
    projectId: paramTexts.projectIdOrHeader,
    subprojectId: {
      en: '`SP_n` or `_` (default), or the `Subproject-Id` header.',
      de: '`SP_n` oder `_` (Standard), oder der Header `Subproject-Id`.',
    },
    version: paramTexts.projectVersionNumber,
    runs: {
      en: 'How many of the latest runs count: 2 to 100, default 20.',
      de: 'Wie viele der neuesten Testläufe zählen: 2 bis 100, Standard 20.',
    },
    flakyLimit: {
      en: 'How many flaky cases are listed: 1 to 100, default 20; `flaky.fullSize` counts them all.',
      de: 'Wie viele unbeständige Testfälle genannt werden: 1 bis 100, Standard 20; `flaky.fullSize` zählt alle.',
    },
    compare: {
      en: '`{ from, to }`: two runs (`R_n`) of the version, any of its runs; without it `changes` is `null`.',
      de: '`{ from, to }`: zwei Testläufe (`R_n`) der Version, beliebige ihrer Testläufe; ohne Angabe ist `changes` `null`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`version`; `runs`, oldest first, each `{ testRunDocRef, id, title, status, createdOn, closedOn, total, tested, passed, failed, blocked, passRate }` (epoch ms; `passRate` in percent with one decimal, `null` while nothing is tested); `flaky`: `fullSize` and `entries`, each `{ testCaseDocRef, testCaseId, testCaseTitle, flips, passed, failed, results }` with `results` its passed and failed executions as `{ testRunId, executionId, result }`, oldest run first; `changes`: `null`, or `fullSize` and the first 500 `entries`, each `{ testCaseDocRef, testCaseId, testCaseTitle, change, from, to }` with `from` and `to` as `{ testRunId, executionId, result }` or `null`.',
    de: '`version`; `runs`, die ältesten zuerst, jeweils `{ testRunDocRef, id, title, status, createdOn, closedOn, total, tested, passed, failed, blocked, passRate }` (Epoche in ms; `passRate` in Prozent mit einer Nachkommastelle, `null`, solange nichts getestet ist); `flaky`: `fullSize` und `entries`, jeweils `{ testCaseDocRef, testCaseId, testCaseTitle, flips, passed, failed, results }` mit `results` als seine bestandenen und fehlgeschlagenen Ausführungen `{ testRunId, executionId, result }`, der älteste Testlauf zuerst; `changes`: `null`, oder `fullSize` und die ersten 500 `entries`, jeweils `{ testCaseDocRef, testCaseId, testCaseTitle, change, from, to }` mit `from` und `to` als `{ testRunId, executionId, result }` oder `null`.',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'VERSION_NOT_FOUND',
    'TEST_RUN_NOT_FOUND',
  ],
});
