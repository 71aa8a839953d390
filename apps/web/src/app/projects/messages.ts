import { wordsHook } from '../lib/i18n';

/** Creating projects and sub projects: the words load with the buttons, after the projects show. */
const projectsEn = {
  'create.project': 'New project…',
  'create.subProject': 'New sub project…',
  'create.projectTitle': 'Create a project',
  'create.subProjectTitle': 'Create a sub project of {project}',
  'create.title': 'Title',
  'create.description': 'Description',
  'create.submit': 'Create',
  'create.created': 'Created {id} {title}.',
};

const projectsDe: typeof projectsEn = {
  'create.project': 'Neues Projekt…',
  'create.subProject': 'Neues Unterprojekt…',
  'create.projectTitle': 'Projekt anlegen',
  'create.subProjectTitle': 'Unterprojekt von {project} anlegen',
  'create.title': 'Titel',
  'create.description': 'Beschreibung',
  'create.submit': 'Anlegen',
  'create.created': '{id} {title} angelegt.',
};

export const useProjectsT = wordsHook({ en: projectsEn, de: projectsDe });
