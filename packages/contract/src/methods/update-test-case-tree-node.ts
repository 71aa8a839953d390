import { z } from 'zod';
import { UpdateTestCaseTreeNodeParams } from '../params';
import { defineMethod } from './define-method';

export const UPDATE_TEST_CASE_TREE_NODE = defineMethod({
  name: 'UPDATE_TEST_CASE_TREE_NODE',
  areas: ['testcase', 'testfolder'],
  params: UpdateTestCaseTreeNodeParams,
  result: z.unknown(),
  summary: {
    en: 'Change a case.',
    de: 'Einen Testfall ändern.',
  },
  paramText: {
    docRef: {
      en: 'The case.',
      de: 'Der Testfall.',
    },
    locale: {
      en: '`en` or `de`: the language of messages and display fields.',
      de: '`en` oder `de`: die Sprache von Meldungen und Anzeigefeldern.',
    },
    document: {
      en: 'The groups to change; each group sent is merged, `TestSteps` replace the list.',
      de: 'Die zu ändernden Gruppen; jede gesendete Gruppe wird übernommen, `TestSteps` ersetzen die Liste.',
    },
  },
  resultText: {
    en: 'The updated case document (`Root`, `__meta`).',
    de: 'Das geänderte Testfalldokument (`Root`, `__meta`).',
  },
  errors: [],
  areaText: {
    testfolder: {
      summary: {
        en: 'Change a folder.',
        de: 'Einen Ordner ändern.',
      },
    },
  },
});
