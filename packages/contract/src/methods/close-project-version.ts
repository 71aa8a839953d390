import { CloseProjectVersionParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const CLOSE_PROJECT_VERSION = defineMethod({
  name: 'CLOSE_PROJECT_VERSION',
  areas: ['project'],
  permission: 'edit',
  params: CloseProjectVersionParams,
  result: DocRefResult,
  summary: {
    en: 'Close a version: at once when it has no open runs, else as soon as its last open run is closed or deleted. A closed version refuses every change to its content and runs. Runs as a task; ours, not in the spec.',
    de: 'Eine Version schließen: sofort, wenn sie keine offenen Testläufe hat, sonst sobald ihr letzter offener Testlauf geschlossen oder gelöscht ist. Eine geschlossene Version lehnt jede Änderung ihrer Inhalte und Testläufe ab. Läuft als Aufgabe; eine eigene Methode, nicht aus der Spezifikation.',
  },
  paramText: {
    projectVersionDocRef: paramTexts.projectVersionDocRef,
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `CLOSE_PROJECT_VERSION` task. The call sets `CloseRequestOn`; the task answers `{ closed: true }` and sets `Status` `closed`, `CloseStartOn` and `CloseFinishedOn`, or, while open runs remain, `{ closed: false, openRuns }` and sets `IsAwaitingClosure`.',
    de: 'Die `docRef` der Aufgabe `CLOSE_PROJECT_VERSION`. Der Aufruf setzt `CloseRequestOn`; die Aufgabe antwortet `{ closed: true }` und setzt `Status` auf `closed`, `CloseStartOn` und `CloseFinishedOn`, oder, solange offene Testläufe bleiben, `{ closed: false, openRuns }` und setzt `IsAwaitingClosure`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'VERSION_CLOSED'],
});
