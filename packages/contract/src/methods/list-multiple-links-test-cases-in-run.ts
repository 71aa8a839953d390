import { ListMultipleLinksTestCasesInRunParams } from '../params';
import { LinkResultsResult } from '../results';
import { defineMethod } from './define-method';
import { paramTexts } from './param-text';

export const LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN = defineMethod({
  name: 'LIST_MULTIPLE_LINKS_TEST_CASES_IN_RUN',
  areas: ['testrun'],
  permission: 'read',
  params: ListMultipleLinksTestCasesInRunParams,
  result: LinkResultsResult,
  summary: {
    en: 'The children of a suite or folder that belong to an open run: cases with their execution, and folders that hold such cases.',
    de: 'Die Kinder einer Testsuite oder eines Ordners, die zu einem offenen Testlauf gehören: Testfälle mit ihrer Ausführung und Ordner, die solche Testfälle enthalten.',
  },
  paramText: {
    filter: {
      en: 'Reserved; ignored.',
      de: 'Reserviert; wird ignoriert.',
    },
    sort: {
      en: 'Reserved; ignored. Children come in tree order.',
      de: 'Reserviert; wird ignoriert. Die Kinder kommen in Baumreihenfolge.',
    },
    page: {
      en: '`offset` and `limit`, applied to each source; without it, all children up to the page cap.',
      de: '`offset` und `limit`, je Quelle angewandt; ohne Angabe alle Kinder bis zur Seitenobergrenze.',
    },
    testRunFilter: {
      en: '`testRunDocRef` (the run); `isTestCaseFilter` (`false`) and `resultDocumentModel` (`TestRunTestCaseAdditionalFields-dm`) are accepted.',
      de: '`testRunDocRef` (der Testlauf); `isTestCaseFilter` (`false`) und `resultDocumentModel` (`TestRunTestCaseAdditionalFields-dm`) werden angenommen.',
    },
    sources: {
      en: '1 to 100 parents, each `{ docRef, relationshipModel, role }`: a suite with `TestSuiteTestCaseFolder-rm` or a folder with `TestFolderTestCaseFolder-rm`, role `parent`.',
      de: '1 bis 100 Elternknoten, jeweils `{ docRef, relationshipModel, role }`: eine Testsuite mit `TestSuiteTestCaseFolder-rm` oder ein Ordner mit `TestFolderTestCaseFolder-rm`, Rolle `parent`.',
    },
    locale: paramTexts.locale,
  },
  resultText: {
    en: 'One entry per source: `{ source, linkResultEntries: { fullSize, page, entries } }`. Each entry has `linkRef` (the tree link with `position` and `predecessorLinkRef` among all siblings), `document` (the folder or case) and, for a case, `relationship` (its execution); both are documents `{ Root, __meta }` with the `docRef` in `__meta.docRef`. Folders are listed when a case of the run lies somewhere below them; call again with a folder to walk down. A closed run fails with `-32009` `TEST_RUN_CLOSED`.',
    de: 'Je Quelle ein Eintrag: `{ source, linkResultEntries: { fullSize, page, entries } }`. Jeder Eintrag hat `linkRef` (die Baumverknüpfung mit `position` und `predecessorLinkRef` unter allen Geschwistern), `document` (der Ordner oder Testfall) und bei einem Testfall `relationship` (seine Ausführung); beide sind Dokumente `{ Root, __meta }` mit der `docRef` in `__meta.docRef`. Ordner erscheinen, wenn irgendwo unter ihnen ein Testfall des Testlaufs liegt; rufen Sie die Methode mit einem Ordner erneut auf, um in die Tiefe zu gehen. Ein geschlossener Testlauf scheitert mit `-32009` `TEST_RUN_CLOSED`.',
  },
  errors: ['DOCUMENT_NOT_FOUND', 'HEADER_PARAM_MISMATCH', 'NO_ROLE_IN_PROJECT', 'TEST_RUN_CLOSED', 'SUITE_NOT_IN_RUN'],
});
