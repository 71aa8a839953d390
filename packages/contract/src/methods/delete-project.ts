import { DeleteProjectParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const DELETE_PROJECT = defineMethod({
  name: 'DELETE_PROJECT',
  areas: ['project'],
  params: DeleteProjectParams,
  result: DocRefResult,
  summary: {
    en: 'Delete a sub project, or a parent project with its sub projects (needs a tenant role); runs as a task.',
    de: 'Ein Unterprojekt löschen oder ein Hauptprojekt mit seinen Unterprojekten (braucht eine Mandantenrolle); läuft als Aufgabe.',
  },
  paramText: {
    projectDocRef: {
      en: '`Project-dm/<id>`.',
      de: '`Project-dm/<id>`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'The `docRef` of the `DELETE_PROJECT` task; its `Result` is `{ deletedProjects }`.',
    de: 'Die `docRef` der Aufgabe `DELETE_PROJECT`; ihr `Result` ist `{ deletedProjects }`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'PROJECT_HAS_OPEN_RUNS'],
});
