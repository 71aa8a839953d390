import { DocumentHistory, GetDocumentHistoryParams, HISTORY_PAGE_MAX } from '../document-history';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const GET_DOCUMENT_HISTORY = defineMethod({
  name: 'GET_DOCUMENT_HISTORY',
  areas: ['project', 'testsuite', 'testcase', 'testfolder', 'testrun', 'user'],
  permission: 'read',
  params: GetDocumentHistoryParams,
  result: DocumentHistory,
  summary: {
    en: "A document's history: who changed what, when and through which call, newest first.",
    de: 'Die Historie eines Dokuments: wer was wann über welchen Aufruf geändert hat, neueste zuerst.',
  },
  description: {
    en: 'Every change to a project, project setting, version, suite, folder, case (with its steps), run, suite in a run and user is recorded in the transaction that makes it: by a call, a task (a version copy records each copied document once) or outside TMT (`system`). Anyone who may read the document may read its history; the history of a deleted document stays readable for tenant administrators.',
    de: 'Jede Änderung an Projekt, Projekteinstellung, Version, Testsuite, Ordner, Testfall (mit seinen Schritten), Testlauf, Testsuite im Lauf und Benutzer wird in der Transaktion aufgezeichnet, die sie vornimmt: durch einen Aufruf, eine Aufgabe (eine Versionskopie zeichnet jedes kopierte Dokument einmal auf) oder außerhalb von TMT (`system`). Wer das Dokument lesen darf, darf seine Historie lesen; die eines gelöschten Dokuments bleibt für Mandanten-Admins lesbar.',
  },
  paramText: {
    docRef: paramTexts.docRef,
    page: {
      en: `\`{offset, limit}\`, limit at most ${HISTORY_PAGE_MAX}; the newest 50 when left out.`,
      de: `\`{offset, limit}\`, limit höchstens ${HISTORY_PAGE_MAX}; ohne Angabe die neuesten 50.`,
    },
    field: {
      en: "Only entries that changed this field, named as the model's documents name it (a case: `Title`, `Description`, `Status`, `TestSteps`, `Risk`, …; a user: `firstName`, …; project settings: a group such as `generalSetting`). Another name is refused with `UNKNOWN_FILTER_FIELD`, which lists the model's names.",
      de: 'Nur Einträge, die dieses Feld geändert haben, benannt wie in den Dokumenten des Modells (ein Testfall: `Title`, `Description`, `Status`, `TestSteps`, `Risk`, …; ein Benutzer: `firstName`, …; Projekteinstellungen: eine Gruppe wie `generalSetting`). Einen anderen Namen weist der Aufruf mit `UNKNOWN_FILTER_FIELD` ab, das die Namen des Modells nennt.',
    },
    username: { en: 'Only entries by this user.', de: 'Nur Einträge dieses Benutzers.' },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`entries` (id, changedOn, changedBy, via, operation, changes as `{field, old, new}` by document field name) and `hasMore`.',
    de: '`entries` (id, changedOn, changedBy, via, operation, changes als `{field, old, new}` nach Feldname im Dokument) und `hasMore`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'NO_ROLE_IN_PROJECT', 'UNKNOWN_FILTER_FIELD', 'UNSUPPORTED_DOCUMENT_MODEL'],
});
