import { z } from 'zod';
import { DeleteDocumentParams } from '../params';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const DELETE_DOCUMENT = defineMethod({
  name: 'DELETE_DOCUMENT',
  areas: ['testcase', 'user'],
  permission: { changesModelIn: 'docRef' },
  params: DeleteDocumentParams,
  result: z.null(),
  summary: {
    en: 'Delete a case.',
    de: 'Einen Testfall löschen, der in keinem offenen Testlauf ist.',
  },
  paramText: {
    docRef: paramTexts.docRef,
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`null`.',
    de: '`null`.',
  },
  errors: [
    'DOCUMENT_NOT_FOUND',
    'HEADER_PARAM_MISMATCH',
    'NO_ROLE_IN_PROJECT',
    'TEST_CASE_IN_OPEN_RUN',
    'USER_ADMIN_REQUIRED',
    'OWN_USER_LOCKOUT',
  ],
  areaText: {
    user: {
      summary: {
        en: 'Delete a user (`User-dm`): their tokens are refused from then on, and a hidden `HANDLE_AFTER_DELETING_USER` task hands their open assignments back.',
        de: 'Einen Benutzer (`User-dm`) löschen: seine Tokens werden von da an abgewiesen, und eine verborgene Aufgabe `HANDLE_AFTER_DELETING_USER` gibt seine offenen Zuweisungen zurück.',
      },
      description: {
        en: 'Allowed for whoever may administer the user (see `MODIFY_DOCUMENT`), never for oneself. The task clears the user as assignee of cases in versions not closed (`User`, `HasAssignee` false) and of suites in open runs, and as tester of executions in open runs; closed runs and versions, `CreatedBy`, `EditedBy` and every other record keep the name.',
        de: 'Erlaubt für alle, die den Benutzer verwalten dürfen (siehe `MODIFY_DOCUMENT`), nie für sich selbst. Die Aufgabe nimmt den Benutzer als zuständige Person von Testfällen nicht geschlossener Versionen (`User`, `HasAssignee` false) und von Testsuiten in offenen Testläufen sowie als Tester von Ausführungen in offenen Testläufen heraus; abgeschlossene Testläufe und geschlossene Versionen, `CreatedBy`, `EditedBy` und alle übrigen Aufzeichnungen behalten den Namen.',
      },
    },
  },
});
