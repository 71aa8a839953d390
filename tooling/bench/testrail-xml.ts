/**
 * A TestRail XML export of a suite, for the benches: sections of 100 cases, ten of them under each top section, every
 * case with `steps` separated steps; `pad` characters of text make each step longer (a larger file of as many cases).
 */
export function testrailSuite(cases: number, steps = 5, pad = 0): string {
  const filler = ' and the page shows the totals'.repeat(Math.ceil(pad / 30)).slice(0, pad);
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<suite><id>S1</id><name>Bench suite</name><sections>\n'];
  for (let i = 1; i <= cases; i++) {
    const section = Math.ceil(i / 100);
    if (i % 1000 === 1) parts.push(`<section><name>Area ${Math.ceil(i / 1000)}</name><sections>\n`);
    if (i % 100 === 1) parts.push(`<section><name>Feature ${section}</name><cases>\n`);
    const stepXml = Array.from(
      { length: steps },
      (_, s) =>
        `<step><index>${s + 1}</index><content>Step ${s + 1} of case ${i}${filler}</content><expected>Result ${s + 1} of case ${i}</expected></step>`,
    ).join('');
    parts.push(
      `<case><id>C${i}</id><title>Case ${i} checks feature ${section}</title><type>Functional</type>` +
        `<priority>${i % 3 ? 'Medium' : 'High'}</priority><estimate>2m</estimate><references>REQ-${i}</references>` +
        `<custom><preconds>Signed in as a tester</preconds><steps_separated>${stepXml}</steps_separated></custom></case>\n`,
    );
    if (i % 100 === 0 || i === cases) parts.push('</cases></section>\n');
    if (i % 1000 === 0 || i === cases) parts.push('</sections></section>\n');
  }
  parts.push('</sections></suite>\n');
  return parts.join('');
}
