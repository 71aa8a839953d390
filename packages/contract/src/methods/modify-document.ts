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
    locale: paramTexts.localeUnlessUser,
    expectedModelVersion: paramTexts.expectedModelVersion,
    document: {
      en: 'The changed document; read-only fields (`Root.Metadata`, `__meta` and the computed ones) are ignored. For suites, folders, cases and runs `Root.Attachments`, uploaded attachment ids, replaces their attachments.',
      de: 'Das geänderte Dokument; schreibgeschützte Felder (`Root.Metadata`, `__meta` und die berechneten) werden ignoriert. Bei Testsuiten, Ordnern, Testfällen und Testläufen ersetzt `Root.Attachments`, hochgeladene Anhang-Ids, ihre Anhänge.',
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
        en: 'Change the title, description or configuration of an open run, close it (`Status` `inactive`), or change the assignee and priority of a suite in an open run.',
        de: 'Titel, Beschreibung oder Konfiguration eines offenen Testlaufs ändern, ihn schließen (`Status` `inactive`), oder zuständige Person und Priorität einer Testsuite in einem offenen Testlauf ändern.',
      },
      description: {
        en: '`Status` `inactive` closes an open run: the other fields sent are saved first, then the `CLOSE_TEST_RUN` task is started in the same transaction (find it with `LIST_DOCUMENTS` of `TaskRequest-dm`); the answer stays `null`, and the task sets `inactive`, `ClosedBy` and `ClosedOn` as `CLOSE_TEST_RUN` does. A closed run sent back unchanged (its own `inactive` status) changes nothing; any other change of it, reopening it too, fails with `-32009` `TEST_RUN_CLOSED`.',
        de: '`Status` `inactive` schließt einen offenen Testlauf: Die übrigen gesendeten Felder werden zuerst gespeichert, dann startet in derselben Transaktion die Aufgabe `CLOSE_TEST_RUN` (zu finden mit `LIST_DOCUMENTS` für `TaskRequest-dm`); die Antwort bleibt `null`, und die Aufgabe setzt `inactive`, `ClosedBy` und `ClosedOn` wie `CLOSE_TEST_RUN`. Ein geschlossener Testlauf, unverändert zurückgeschickt (mit seinem eigenen Status `inactive`), ändert nichts; jede andere Änderung daran, auch das Wiederöffnen, scheitert mit `-32009` `TEST_RUN_CLOSED`.',
      },
    },
  },
});
