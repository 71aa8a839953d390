import { SearchVersionParams, SearchVersionResult } from '../search';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const SEARCH_VERSION = defineMethod({
  name: 'SEARCH_VERSION',
  areas: ['testcase', 'testsuite', 'testrun'],
  permission: 'read',
  params: SearchVersionParams,
  result: SearchVersionResult,
  summary: {
    en: 'Find the cases, suites and runs of a version by words or by id. TMT’s own.',
    de: 'Die Testfälle, Testsuiten und Testläufe einer Version nach Wörtern oder nach ID finden. Eine Ergänzung von TMT.',
  },
  description: {
    en: 'A `text` that is one id (`C_12`; `S_3` or `TS_3`; `R_5` or `TR_5`, upper or lower case) finds that case, suite or run of the version. Any other text is a full-text search over the words of titles, descriptions, tags, preconditions and steps (cases), descriptions and tags (suites), descriptions and configurations (runs), stemmed in English and in German at once, so `login` finds `logging in` and `Anmeldung` finds `Anmeldungen`; quotes search a phrase, `-word` leaves word out, `or` offers alternatives. Hits come best match first, then cases before suites before runs, then by id. The page is read whole and nothing counts all hits: `more` says whether a next page has some.',
    de: 'Ein `text`, der eine ID ist (`C_12`; `S_3` oder `TS_3`; `R_5` oder `TR_5`, groß oder klein), findet diesen Testfall, diese Testsuite oder diesen Testlauf der Version. Jeder andere Text ist eine Volltextsuche in den Wörtern von Titeln, Beschreibungen, Tags, Vorbedingungen und Schritten (Testfälle), Beschreibungen und Tags (Testsuiten), Beschreibungen und Konfigurationen (Testläufe), auf Englisch und Deutsch zugleich auf den Wortstamm zurückgeführt: `login` findet `logging in`, `Anmeldung` findet `Anmeldungen`; Anführungszeichen suchen eine Wortfolge, `-wort` schließt ein Wort aus, `or` bietet Alternativen. Die Treffer kommen nach Güte, dann Testfälle vor Testsuiten vor Testläufen, dann nach ID. Die Seite wird ganz gelesen, und nichts zählt alle Treffer: `more` sagt, ob eine nächste Seite welche hat.',
  },
  paramText: {
    projectId: paramTexts.projectIdOrHeader,
    subProjectId: paramTexts.subProjectId,
    projectVersionNumber: paramTexts.projectVersionNumber,
    text: {
      en: 'What to find, 1 to 200 characters: words, or one id.',
      de: 'Was zu finden ist, 1 bis 200 Zeichen: Wörter oder eine ID.',
    },
    models: {
      en: 'Only these of `TestCase-dm`, `TestSuite-dm` and `TestRun-dm`; all three when left out.',
      de: 'Nur diese von `TestCase-dm`, `TestSuite-dm` und `TestRun-dm`; ohne Angabe alle drei.',
    },
    page: {
      en: '`offset` (0 to 1,000) and `limit` (1 to 50); default the first 20 hits.',
      de: '`offset` (0 bis 1.000) und `limit` (1 bis 50); Standard die ersten 20 Treffer.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: '`page`, `more` (a next page has hits), the `ProjectVersionNumber` searched, and `entries`: per hit its `docRef`, `documentModelName`, `Id`, `Title`, `TestSuiteId` (a case’s suite, a suite’s own id, null for a run), `Status` (a run’s `active` or `inactive`, else null) and `matchedBy` (`ID` or `WORDS`).',
    de: '`page`, `more` (eine nächste Seite hat Treffer), die durchsuchte `ProjectVersionNumber` und `entries`: je Treffer `docRef`, `documentModelName`, `Id`, `Title`, `TestSuiteId` (die Testsuite eines Testfalls, die eigene ID einer Testsuite, null bei einem Testlauf), `Status` (`active` oder `inactive` eines Testlaufs, sonst null) und `matchedBy` (`ID` oder `WORDS`).',
  },
  errors: [
    'PROJECT_ID_REQUIRED',
    'HEADER_PARAM_MISMATCH',
    'DOCUMENT_NOT_FOUND',
    'NO_ROLE_IN_PROJECT',
    'VERSION_NOT_FOUND',
  ],
});
