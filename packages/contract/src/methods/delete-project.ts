import { DeleteProjectParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const DELETE_PROJECT = defineMethod({
  name: 'DELETE_PROJECT',
  areas: ['project'],
  permission: 'administer',
  params: DeleteProjectParams,
  result: DocRefResult,
  summary: {
    en: 'Delete a sub project, or a parent project with its sub projects (needs the role `admin` on the tenant); runs as a task.',
    de: 'Ein Unterprojekt löschen oder ein Hauptprojekt mit seinen Unterprojekten (braucht die Rolle `admin` im Mandanten); läuft als Aufgabe.',
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
  errors: [
    'DOCUMENT_NOT_FOUND',
    'HEADER_PARAM_MISMATCH',
    'NO_ROLE_IN_PROJECT',
    'NO_ROLE_IN_TENANT',
    'PROJECT_HAS_OPEN_RUNS',
  ],
});
