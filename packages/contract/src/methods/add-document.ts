import { AddDocumentParams } from '../params';
import { DocRefResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const ADD_DOCUMENT = defineMethod({
  name: 'ADD_DOCUMENT',
  areas: ['project', 'testrun', 'user'],
  permission: { changesModelIn: 'documentModelName' },
  params: AddDocumentParams,
  result: DocRefResult,
  summary: {
    en: 'Create a project or sub project (`Project-dm`).',
    de: 'Ein Projekt oder Unterprojekt anlegen (`Project-dm`).',
  },
  description: {
    en: 'A sub project (`ParentId` `P_n`) needs at least the role `manager` on its parent project; a parent project the role `admin` on the tenant.',
    de: 'Ein Unterprojekt (`ParentId` `P_n`) braucht mindestens die Rolle `manager` im Hauptprojekt; ein Hauptprojekt die Rolle `admin` im Mandanten.',
  },
  paramText: {
    documentModelName: {
      en: '`Project-dm`.',
      de: '`Project-dm`.',
    },
    locale: paramTexts.localeUnlessUser,
    document: {
      en: 'The new document; `Root.General.Title` is required. Suites and runs take `Root.Attachments`, uploaded attachment ids.',
      de: 'Das neue Dokument; `Root.General.Title` ist Pflicht. Testsuiten und Testläufe nehmen `Root.Attachments`, hochgeladene Anhang-Ids.',
    },
  },
  resultText: {
    en: "The new document's `docRef`.",
    de: 'Die `docRef` des neuen Dokuments.',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'VERSION_NOT_FOUND',
    'UNSUPPORTED_DOCUMENT_MODEL',
    'NO_ROLE_IN_TENANT',
    'PARENT_NOT_A_PROJECT',
    'NEW_TEST_RUN_NOT_ACTIVE',
    'USER_ADMIN_REQUIRED',
    'ROLE_GRANT_FORBIDDEN',
    'USERNAME_TAKEN',
    'UNKNOWN_ORGANIZATION_UNIT',
  ],
  areaText: {
    user: {
      summary: {
        en: 'Add a user (`User-dm`) of your tenant, with roles only on units you administer.',
        de: 'Einen Benutzer (`User-dm`) Ihres Mandanten anlegen, mit Rollen nur in Einheiten, die Sie verwalten.',
      },
      description: {
        en: '`document.Root` holds `username` (required; letters, digits and `. _ - @ +`, unique in the tenant regardless of case), and optionally `email`, `firstName`, `lastName`, `enabled` (default `true`), `setting.ExpirationDate` (epoch ms or `null`) and `organizationUnitRole`. A tenant admin (role `admin` on the tenant) may add anyone; an `admin` of a project or sub project may add users whose roles all lie in the units they administer (at least one role).',
        de: '`document.Root` enthält `username` (Pflicht; Buchstaben, Ziffern und `. _ - @ +`, im Mandanten ohne Rücksicht auf Groß- und Kleinschreibung eindeutig) und wahlweise `email`, `firstName`, `lastName`, `enabled` (Standard `true`), `setting.ExpirationDate` (Epoch-ms oder `null`) und `organizationUnitRole`. Wer im Mandanten die Rolle `admin` hat, darf jeden anlegen; ein `admin` eines Projekts oder Unterprojekts Benutzer, deren Rollen alle in den Einheiten liegen, die er verwaltet (mindestens eine Rolle).',
      },
    },
    testrun: {
      summary: {
        en: 'Create a test run in a project version; its status must be `active`.',
        de: 'Einen Testlauf in einer Projektversion anlegen; sein Status muss `active` sein.',
      },
    },
  },
});
