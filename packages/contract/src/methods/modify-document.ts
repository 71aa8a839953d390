import { z } from 'zod';
import { ModifyDocumentParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const MODIFY_DOCUMENT = defineMethod({
  name: 'MODIFY_DOCUMENT',
  areas: ['project', 'testrun', 'user'],
  permission: { changesModelIn: 'docRef' },
  params: ModifyDocumentParams,
  result: z.null(),
  summary: {
    en: 'Change a project, one of its versions (`Title`, `Description`, `KeyPoints`) or its settings.',
    de: 'Ein Projekt, eine seiner Versionen (`Title`, `Description`, `KeyPoints`) oder seine Einstellungen ändern.',
  },
  paramText: {
    docRef: {
      en: 'The document to change.',
      de: 'Das zu ändernde Dokument.',
    },
    locale: paramTexts.locale,
    document: {
      en: 'The changed document; read-only fields are ignored. For suites, folders, cases and runs `Root.Attachments`, uploaded attachment ids, replaces their attachments.',
      de: 'Das geänderte Dokument; schreibgeschützte Felder werden ignoriert. Bei Testsuiten, Ordnern, Testfällen und Testläufen ersetzt `Root.Attachments`, hochgeladene Anhang-Ids, ihre Anhänge.',
    },
  },
  resultText: {
    en: 'Nothing.',
    de: 'Nichts.',
  },
  errors: [
    'DOCUMENT_NOT_FOUND',
    'HEADER_PARAM_MISMATCH',
    'NO_ROLE_IN_PROJECT',
    'UNSUPPORTED_DOCUMENT_MODEL',
    'STALE_MODEL_VERSION',
    'TEST_RUN_CLOSED',
    'RUN_STATUS_BY_CLOSE',
    'CONCURRENTLY_CHANGED',
    'USER_ADMIN_REQUIRED',
    'ROLE_GRANT_FORBIDDEN',
    'OWN_USER_LOCKOUT',
    'UNKNOWN_ORGANIZATION_UNIT',
  ],
  areaText: {
    user: {
      summary: {
        en: "Change a user's names, email, `enabled`, `setting.ExpirationDate` or roles (`organizationUnitRole`, as a whole list).",
        de: 'Namen, E-Mail, `enabled`, `setting.ExpirationDate` oder Rollen (`organizationUnitRole`, als ganze Liste) eines Benutzers ändern.',
      },
      description: {
        en: "Sent fields of `document.Root` change, the others stay; `username` cannot change. Allowed for a tenant admin, and for an `admin` of the projects or sub projects of all the user's roles, who may grant roles only on units they administer. Nobody can disable or expire their own user or change their own roles (`OWN_USER_LOCKOUT`).",
        de: 'Gesendete Felder von `document.Root` ändern sich, die übrigen bleiben; `username` lässt sich nicht ändern. Erlaubt für `admin` des Mandanten und für `admin` der Projekte oder Unterprojekte aller Rollen des Benutzers, die Rollen nur in Einheiten vergeben dürfen, die sie verwalten. Niemand kann den eigenen Benutzer deaktivieren oder ablaufen lassen oder die eigenen Rollen ändern (`OWN_USER_LOCKOUT`).',
      },
    },
    testrun: {
      summary: {
        en: 'Change the title, description or configuration of an open run, or the assignee and priority of a suite in an open run.',
        de: 'Titel, Beschreibung oder Konfiguration eines offenen Testlaufs ändern, oder zuständige Person und Priorität einer Testsuite in einem offenen Testlauf.',
      },
    },
  },
});
