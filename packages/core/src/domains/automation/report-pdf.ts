import type { Locale } from '@tmt/contract';
import { arc, pie } from 'd3-shape';
import PDFDocument from 'pdfkit';
import { displayDate } from '../../kernel/documents/display-date';
import { timestamp } from '../../kernel/entities/timestamp';
import type { LoadedRun } from '../runs/load-run';
import { pdfText } from './report-pdf-text';
import { reportText, resultName } from './report-text';
import type { ExecutionLine, RunFigures, SuiteFigures } from './run-report-data';

/** What a run report shows. */
export interface RunReport {
  run: LoadedRun;
  project: { id: string; title: string; parentId: string | null; parentTitle: string | null };
  figures: RunFigures;
  suites: AsyncIterable<SuiteFigures[]>;
  problems: AsyncIterable<ExecutionLine[]>;
  locale: Locale;
  generatedBy: string;
  generatedOn: Date;
}

/** A colour per result code (1–11), the chart's and the tables'. */
const resultColour: Record<number, string> = {
  1: '#b0b7bf',
  2: '#2e7d32',
  3: '#ef6c00',
  4: '#6a1b9a',
  5: '#c62828',
  6: '#ad1457',
  7: '#1565c0',
  8: '#5d4037',
  9: '#8d6e63',
  10: '#00838f',
  11: '#607d8b',
};
const groupColour = {
  passed: '#2e7d32',
  failed: '#c62828',
  blocked: '#ef6c00',
  skipped: '#607d8b',
  untested: '#b0b7bf',
  other: '#6a1b9a',
};
const INK = '#1f2933';
const MUTED = '#5f6b7a';
const RULE = '#d5dae0';
const MARGIN = 50;
/** The most characters of a failure's details a report prints. */
const DETAILS_SHOWN = 1_200;

/** Wide scripts (CJK, emoji) take about two Courier cells: what a failure's details are measured as. */
const measured = (text: string) => text.replace(/[^\n\x20-\x7e\xa0-\xff]/gu, 'MM');

const percent = (part: number, whole: number, locale: Locale) =>
  whole ? `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format((100 * part) / whole)} %` : '–';

const seconds = (ms: number, locale: Locale) => {
  const s = ms / 1000;
  if (s < 60) return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(s)} s`;
  const m = Math.floor(s / 60);
  return m < 60 ? `${m} min ${Math.round(s % 60)} s` : `${Math.floor(m / 60)} h ${m % 60} min`;
};

/**
 * Writes a run report a person can take to a release meeting, A4, page by page as the data arrives (suites and
 * problems come in batches and pages are flushed as they fill): a header naming project, version and run, the key
 * figures, a donut chart of the results (arcs from d3-shape drawn as PDF paths), a table of the suites with a bar
 * each, and the failed and blocked cases with their tester, defects and details.
 */
export function runReportPdf(report: RunReport): { document: PDFKit.PDFDocument; write: () => Promise<void> } {
  const t = reportText[report.locale];
  const { run, figures, locale } = report;
  const document = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${t.title}: ${run.row.title}`,
      Author: report.generatedBy,
      Subject: `${run.businessId} · ${report.project.id}`,
      Creator: 'TMT',
    },
  });
  const doc = document;
  const say = pdfText(doc);
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  let pages = 1;
  const footer = () => {
    const keep = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    say.centred(
      'regular',
      `${run.businessId} · ${run.row.title} · ${t.page} ${pages}`,
      MARGIN,
      doc.page.height - 35,
      width,
      8,
      MUTED,
    );
    doc.page.margins.bottom = keep;
    doc.x = MARGIN;
    doc.y = MARGIN;
  };
  doc.on('pageAdded', () => {
    pages++;
    footer();
  });
  const ensure = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  const heading = (text: string) => {
    ensure(60);
    doc.moveDown(0.8).fontSize(14).fillColor(INK);
    say('bold', text, MARGIN, doc.y);
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(MARGIN + width, doc.y + 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(0.6);
  };

  const header = () => {
    const closed = run.closed && run.row.closed_on;
    doc.fontSize(22).fillColor(INK);
    say('bold', t.title);
    doc.fontSize(14);
    say('regular', `${run.businessId} · ${run.row.title}`);
    doc.moveDown(0.5);
    const { project } = report;
    const lines: [string, string][] = [
      [
        t.project,
        project.parentId ? `${project.parentTitle} (${project.parentId})` : `${project.title} (${project.id})`,
      ],
      ...(project.parentId ? ([[t.subproject, `${project.title} (${project.id})`]] as [string, string][]) : []),
      [t.version, `${run.row.version_number} · ${run.row.version_title}`],
      [
        t.status,
        closed
          ? `${t.closed} (${t.closedOn} ${displayDate(timestamp(run.row.closed_on!), locale)} UTC, ${run.row.closed_by})`
          : t.open,
      ],
      ...(run.row.configuration ? ([[t.configuration, run.row.configuration]] as [string, string][]) : []),
      [t.generated, `${displayDate(report.generatedOn, locale)} UTC ${t.by} ${report.generatedBy}`],
    ];
    doc.fontSize(10);
    for (const [label, value] of lines) {
      const y = doc.y;
      doc.fillColor(MUTED);
      say('bold', label, MARGIN, y, { width: 110 });
      doc.fillColor(INK);
      say('regular', value, MARGIN + 115, y, { width: width - 115 });
    }
  };

  const keyFigures = () => {
    heading(t.figures);
    const by = (code: number) => figures.byResult[code] ?? 0;
    const untested = by(1);
    const tested = figures.total - untested;
    const failed = by(5) + by(6);
    const cells: [string, string, string?][] = [
      [t.executions, String(figures.total)],
      [t.tested, String(tested)],
      [t.passed, String(by(2)), groupColour.passed],
      [t.failed, String(failed), groupColour.failed],
      [t.blocked, String(by(3)), groupColour.blocked],
      [t.untested, String(untested)],
      [t.passRate, percent(by(2), tested, locale)],
      [t.progress, percent(tested, figures.total, locale)],
    ];
    if (figures.durationMs) cells.push([t.duration, seconds(figures.durationMs, locale)]);
    const perRow = 4;
    const cell = width / perRow;
    for (let i = 0; i < cells.length; i += perRow) {
      ensure(48);
      const y = doc.y;
      cells.slice(i, i + perRow).forEach(([label, value, colour], j) => {
        const x = MARGIN + j * cell;
        doc
          .roundedRect(x + 2, y, cell - 4, 42, 4)
          .fillColor('#f4f6f8')
          .fill();
        doc.fontSize(16).fillColor(colour ?? INK);
        say('bold', value, x + 8, y + 5, { width: cell - 16, lineBreak: false });
        doc.fontSize(8).fillColor(MUTED);
        say('regular', label, x + 8, y + 26, { width: cell - 16, height: 10, ellipsis: true });
      });
      doc.y = y + 48;
    }
  };

  const chart = () => {
    heading(t.distribution);
    const slices = Object.entries(figures.byResult)
      .map(([code, count]) => ({ code: Number(code), count }))
      .filter((slice) => slice.count > 0)
      .sort((a, b) => a.code - b.code);
    if (!slices.length) {
      doc.fontSize(10).fillColor(MUTED);
      say('regular', t.noCases);
      return;
    }
    ensure(190);
    const top = doc.y;
    const radius = 80;
    const cx = MARGIN + radius + 10;
    const cy = top + radius + 5;
    const arcs = pie<{ code: number; count: number }>()
      .value((slice) => slice.count)
      .sort(null)(slices);
    const shape = arc<(typeof arcs)[number]>()
      .innerRadius(radius * 0.58)
      .outerRadius(radius)
      .padAngle(0.01);
    for (const slice of arcs) {
      const path = shape(slice);
      if (!path) continue;
      doc
        .save()
        .translate(cx, cy)
        .path(path)
        .fillColor(resultColour[slice.data.code] ?? MUTED)
        .fill()
        .restore();
    }
    // The centre says what the dashboard's chart says: how much of the run is tested.
    const tested = figures.total - (figures.byResult[1] ?? 0);
    doc.fontSize(15).fillColor(INK);
    say('bold', percent(tested, figures.total, locale), cx - 45, cy - 12, { width: 90, align: 'center' });
    doc.fontSize(7).fillColor(MUTED);
    say('regular', t.tested, cx - 45, cy + 6, { width: 90, align: 'center' });
    let y = top + 10;
    const legendX = cx + radius + 40;
    for (const slice of slices) {
      doc
        .rect(legendX, y + 1, 9, 9)
        .fillColor(resultColour[slice.code] ?? MUTED)
        .fill();
      doc.fontSize(9).fillColor(INK);
      say('regular', resultName(slice.code, locale), legendX + 15, y, { width: 150, lineBreak: false });
      say('regular', `${slice.count}  (${percent(slice.count, figures.total, locale)})`, legendX + 170, y, {
        width: 110,
        align: 'right',
        lineBreak: false,
      });
      y += 15;
    }
    doc.x = MARGIN;
    doc.y = Math.max(top + 2 * radius + 15, y + 5);
  };

  const columns = [
    { key: 'title', label: t.suite, width: 0.3 },
    { key: 'total', label: t.total, width: 0.08 },
    { key: 'passed', label: t.passed, width: 0.11 },
    { key: 'failed', label: t.failed, width: 0.13 },
    { key: 'blocked', label: t.blocked, width: 0.1 },
    { key: 'untested', label: t.untested, width: 0.11 },
    { key: 'bar', label: '', width: 0.17 },
  ] as const;

  const suiteHeader = () => {
    let x = MARGIN;
    const y = doc.y;
    doc.fontSize(7.5).fillColor(MUTED);
    for (const column of columns) {
      const w = column.width * width;
      say('bold', column.label, x + 2, y, {
        width: w - 4,
        height: 10,
        ellipsis: true,
        align: column.key === 'title' ? 'left' : 'right',
      });
      x += w;
    }
    doc.y = y + 14;
  };

  const suiteRow = (suite: SuiteFigures) => {
    if (doc.y + 18 > bottom()) {
      doc.addPage();
      suiteHeader();
    }
    const y = doc.y;
    let x = MARGIN;
    doc.fontSize(9).fillColor(INK);
    for (const column of columns) {
      const w = column.width * width;
      if (column.key === 'bar') {
        let bx = x + 2;
        const groups = [
          ['passed', suite.passed],
          ['failed', suite.failed],
          ['blocked', suite.blocked],
          ['skipped', suite.skipped],
          ['other', suite.total - suite.passed - suite.failed - suite.blocked - suite.skipped - suite.untested],
          ['untested', suite.untested],
        ] as const;
        for (const [group, count] of groups) {
          if (!count || !suite.total) continue;
          const bw = ((w - 4) * count) / suite.total;
          doc
            .rect(bx, y + 1, bw, 8)
            .fillColor(groupColour[group])
            .fill();
          bx += bw;
        }
      } else {
        const value = column.key === 'title' ? `${suite.id} ${suite.title}` : String(suite[column.key]);
        say('regular', value, x + 2, y, {
          width: w - 4,
          height: 11,
          ellipsis: true,
          align: column.key === 'title' ? 'left' : 'right',
        });
      }
      x += w;
    }
    doc
      .moveTo(MARGIN, y + 13)
      .lineTo(MARGIN + width, y + 13)
      .lineWidth(0.3)
      .strokeColor(RULE)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + 16;
  };

  const problem = (line: ExecutionLine) => {
    const details = (line.details ?? '').trim();
    const shown = details.length > DETAILS_SHOWN ? `${details.slice(0, DETAILS_SHOWN)} …` : details;
    doc.font('Courier').fontSize(7.5);
    const detailsHeight = shown ? doc.heightOfString(measured(shown), { width: width - 10 }) + 6 : 0;
    ensure(Math.min(34 + detailsHeight, bottom() - MARGIN));
    const y = doc.y;
    doc
      .rect(MARGIN, y, 3, 24)
      .fillColor(resultColour[line.result] ?? MUTED)
      .fill();
    doc.fontSize(10).fillColor(INK);
    say('bold', `${line.case_id} ${line.title}`, MARGIN + 8, y, { width: width - 130, height: 12, ellipsis: true });
    doc.fillColor(resultColour[line.result] ?? INK);
    say('bold', resultName(line.result, locale), MARGIN + width - 120, y, { width: 120, align: 'right' });
    const facts = [
      `${t.suite}: ${line.suite_id} ${line.suite}`,
      `${t.tester}: ${line.tester ?? '–'}`,
      ...(line.tested_on ? [`${t.testedOn}: ${displayDate(timestamp(line.tested_on), locale)} UTC`] : []),
      `${t.defects}: ${line.defects?.trim() || '–'}`,
    ];
    doc.fontSize(8).fillColor(MUTED);
    say('regular', facts.join('  ·  '), MARGIN + 8, y + 13, { width: width - 8, height: 10, ellipsis: true });
    doc.y = y + 27;
    if (shown) {
      doc.fontSize(7.5).fillColor(INK);
      say('mono', shown, MARGIN + 8, doc.y, { width: width - 10 });
    }
    doc.moveDown(0.8);
  };

  const write = async () => {
    footer();
    doc.y = MARGIN;
    header();
    keyFigures();
    chart();
    heading(t.suites);
    suiteHeader();
    let suites = 0;
    for await (const batch of report.suites) {
      for (const suite of batch) suiteRow(suite);
      suites += batch.length;
    }
    if (!suites) say('regular', t.noCases, MARGIN, doc.fontSize(10).fillColor(MUTED).y);
    heading(t.problems);
    let problems = 0;
    for await (const batch of report.problems) {
      for (const line of batch) problem(line);
      problems += batch.length;
    }
    if (!problems) say('regular', t.noProblems, MARGIN, doc.fontSize(10).fillColor(MUTED).y);
    doc.end();
  };
  return { document, write };
}
