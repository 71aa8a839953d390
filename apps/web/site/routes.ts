import type { Locale } from '../src/docs/types';

/** A sidebar as written here: page slugs and categories with a label per locale. */
export type SidebarSpec = (string | { label: Record<Locale, string>; items: string[] })[];

const prefixed = (prefix: string, names: string[]) => names.map((name) => `${prefix}${name}`);

export const apiAreas = [
  'project',
  'testsuite',
  'testfolder',
  'testcase',
  'testrun',
  'testexecution',
  'task',
  'tag',
  'risklevel',
  'user',
  'attachment',
  'automation',
];

const reference = prefixed('api/reference/', [
  'project',
  'test-suite',
  'test-folder',
  'test-case',
  'test-run',
  'test-execution',
  'task',
  'attachment',
  'automation',
]);

const documentModel = prefixed('api/document-model/', [
  'project',
  'version',
  'testsuite',
  'folder',
  'testcase',
  'testrun',
  'test-suite-execution',
  'test-case-execution',
  'tag',
  'risklevel',
  'user',
]);

/**
 * The three sidebars of part 1 §2: user guide, API, release notes (its release pages are added from content/). Each
 * lists its pages in reading order: what TMT is, how to use it, how to run it.
 */
export const sidebars: Record<'guide' | 'api' | 'releases', SidebarSpec> = {
  guide: ['intro', 'userguide', 'admin-docs'],
  api: [
    'api/intro',
    {
      label: { en: 'Introduction', de: 'Einführung' },
      items: prefixed('api/introduction/', ['authentication', 'http-api', 'json-rpc-endpoint']),
    },
    {
      label: { en: 'Integration guides', de: 'Integrationsleitfäden' },
      items: prefixed('api/integration-guide/', [
        'acccessing-tmt-api',
        'tutorial',
        'a12-frontend-integration',
        'attachment',
        'results-from-ci',
        'moving-to-tmt',
      ]),
    },
    { label: { en: 'Reference', de: 'Referenz' }, items: reference },
    { label: { en: 'Document model', de: 'Dokumentmodell' }, items: documentModel },
    { label: { en: 'API specification', de: 'API-Spezifikation' }, items: prefixed('tmtapi/', apiAreas) },
    'api/changelog',
  ],
  releases: ['release-notes'],
};

/** Every route of part 1 §2 (as slugs); the build fails when one of them has no page in a locale. */
export const requiredSlugs = [
  '',
  'intro',
  'userguide',
  'admin-docs',
  'api/intro',
  'api/changelog',
  ...sidebars.api.flatMap((entry) => (typeof entry === 'string' ? [entry] : entry.items)),
  'release-notes',
  'release-notes/notes/release_1.4.5',
  'release-notes/notes/release_4.7.0',
];
