/**
 * Files of other test tools, written by the tests from the formats' published descriptions (no file is copied from
 * elsewhere): the import's API tests and the console's browser tests share them.
 */

const esc = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export interface XmlCase {
  id: string;
  title: string;
  priority?: string;
  type?: string;
  steps?: [string, string][];
  preconds?: string;
  /** Custom fields by name: their content as XML. */
  custom?: Record<string, string>;
}
export interface XmlSection {
  name: string;
  cases?: XmlCase[];
  sections?: XmlSection[];
}

/** TestRail's XML export of a suite, as its documentation describes it (sections nested, separated steps). */
export function testrailXml(name: string, sections: XmlSection[]): string {
  const caseXml = (c: XmlCase) =>
    `<case><id>${c.id}</id><title>${esc(c.title)}</title><template>Test Case (Steps)</template>` +
    `<type>${c.type ?? 'Functional'}</type><priority>${c.priority ?? 'Medium'}</priority><estimate>1m 30s</estimate>` +
    `<references>REQ-${c.id}</references><custom>` +
    (c.preconds ? `<preconds>${esc(c.preconds)}</preconds>` : '') +
    Object.entries(c.custom ?? {})
      .map(([key, xml]) => `<${key}>${xml}</${key}>`)
      .join('') +
    `<steps_separated>${(c.steps ?? [])
      .map(
        ([action, expected], i) =>
          `<step><index>${i + 1}</index><content>${esc(action)}</content><expected>${esc(expected)}</expected></step>`,
      )
      .join('')}</steps_separated></custom></case>`;
  const sectionXml = (s: XmlSection): string =>
    `<section><name>${esc(s.name)}</name><description></description><cases>${(s.cases ?? []).map(caseXml).join('')}</cases>` +
    (s.sections?.length ? `<sections>${s.sections.map(sectionXml).join('')}</sections>` : '') +
    '</section>';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<suite><id>S1</id><name>${esc(name)}</name><description></description><sections>${sections.map(sectionXml).join('')}</sections></suite>\n`;
}

/** A CSV file (RFC 4180): every cell quoted, quotes doubled, CRLF between records. */
export const csvText = (rows: string[][], delimiter = ',') =>
  rows.map((row) => row.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(delimiter)).join('\r\n');
