import { DeleteProjectVersionParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const DELETE_PROJECT_VERSION = defineMethod({
  name: 'DELETE_PROJECT_VERSION',
  areas: ['project'],
  permission: 'edit',
  params: DeleteProjectVersionParams,
  result: DocRefResult,
  summary: {
    en: 'Delete a version with its test content; a project keeps at least one version. Runs as a task.',
    de: 'Eine Version mit ihren Testinhalten löschen; ein Projekt behält mindestens eine Version. Läuft als Aufgabe.',
  },
  paramText: {
    projectVersionDocRef: paramTexts.projectVersionDocRef,
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `DELETE_PROJECT_VERSION` task; its `Result` is `{ deleted }`.',
    de: 'Die `docRef` der Aufgabe `DELETE_PROJECT_VERSION`; ihr `Result` ist `{ deleted }`.',
  },
  errors: [
    'DOCUMENT_NOT_FOUND',
    'HEADER_PARAM_MISMATCH',
    'NO_ROLE_IN_PROJECT',
    'LAST_VERSION',
    'VERSION_HAS_OPEN_RUNS',
  ],
});
