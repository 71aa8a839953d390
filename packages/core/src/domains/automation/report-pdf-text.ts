import bidiFactory from 'bidi-js';
import { type Face, faceFor, faceHas, fontOf, type TextStyle } from './report-fonts';

/** What a character no font of the chain has is drawn as: a visible white square, never a silent '?'. */
const MISSING = '□';
/** Letters of the scripts written right to left: a line without any needs no bidi pass. */
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
/** Marks and joiners belong to the character before them (accents, emoji variation selectors and ZWJ sequences). */
const ATTACHED = /^[\p{M}\p{Cf}]$/u;
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
};

/** A piece of a line drawn in one face. */
export interface TextRun {
  face: Face;
  text: string;
}

let bidi: ReturnType<typeof bidiFactory> | undefined;
/** The bidi algorithm's tables, built on first use and kept for the process. */
const embeddingLevels = (line: string) => {
  bidi ??= bidiFactory();
  return bidi.getEmbeddingLevels(line, 'auto').levels;
};

/**
 * One line of text as runs in drawing order (left to right). Each character gets the first face of the chain that
 * has it (a run stays in its face while the face has the next character); right-to-left runs are put in visual
 * order by the Unicode bidi algorithm (bidi-js). A run of Arabic or Hebrew letters stays in logical order: fontkit
 * shapes it (joining forms) and lays it out right to left itself.
 */
function lineRuns(line: string, style: TextStyle): TextRun[] {
  const chars = Array.from(line);
  const levels = RTL.test(line) ? embeddingLevels(line) : undefined;
  const runs: (TextRun & { level: number })[] = [];
  let offset = 0;
  for (let char of chars) {
    const level = levels ? levels[offset]! : 0;
    offset += char.length;
    const codePoint = char.codePointAt(0)!;
    const last = runs.at(-1);
    let face: Face | undefined;
    if (last && last.level === level && (ATTACHED.test(char) || faceHas(last.face, codePoint))) face = last.face;
    face ??= faceFor(codePoint, style);
    if (!face) {
      char = MISSING;
      face = faceFor(MISSING.codePointAt(0)!, style)!;
    }
    if (last && last.face === face && last.level === level) last.text += char;
    else runs.push({ face, text: char, level });
  }
  if (!levels) return runs;
  // Rule L2 on whole runs: from the highest level down to the lowest odd one, reverse each sequence at that level
  // or higher; a run right to left that fontkit will not reverse (no RTL letter) is reversed here, brackets mirrored.
  const highest = Math.max(0, ...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => (run.level % 2 ? run.level : highest + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < runs.length; i++) {
      if (runs[i]!.level < level) continue;
      let end = i;
      while (end + 1 < runs.length && runs[end + 1]!.level >= level) end++;
      runs.splice(i, end - i + 1, ...runs.slice(i, end + 1).reverse());
      i = end;
    }
  }
  for (const run of runs) {
    if (run.level % 2 && !RTL.test(run.text)) {
      run.text = Array.from(run.text, (char) => MIRRORED[char] ?? char)
        .reverse()
        .join('');
    }
  }
  return runs;
}

/**
 * Text as runs in drawing order, line by line; a tab becomes four spaces and other control characters go (a PDF
 * font has no glyph for them).
 */
export function textRuns(text: string, style: TextStyle): TextRun[] {
  const lines = text
    .replace(/\t/g, '    ')
    .replace(/(?!\n)\p{Cc}/gu, '')
    .split('\n');
  const runs: TextRun[] = [];
  for (const [i, line] of lines.entries()) {
    const these = line ? lineRuns(line, style) : [];
    if (i < lines.length - 1) {
      if (these.length) these.at(-1)!.text += '\n';
      else these.push({ face: faceFor(10, style)!, text: '\n' });
    }
    runs.push(...these);
  }
  return runs.length ? runs : [{ face: faceFor(32, style)!, text: '' }];
}

type TextOptions = PDFKit.Mixins.TextOptions;

/**
 * Draws report text into one document: each run in its face, the faces embedded on first use (pdfkit embeds only
 * the glyphs drawn), the runs chained as one paragraph so wrapping, width, height and ellipsis apply to the whole.
 */
export function pdfText(doc: PDFKit.PDFDocument) {
  const embedded = new Set<string>();
  const use = (face: Face) => {
    if (face.file && !embedded.has(face.name)) {
      // pdfkit takes a parsed fontkit font as it is; its types know only paths and bytes.
      doc.registerFont(face.name, fontOf(face) as unknown as Buffer);
      embedded.add(face.name);
    }
    doc.font(face.name);
  };
  const say = (style: TextStyle, text: string, x?: number, y?: number, options: TextOptions = {}) => {
    const runs = textRuns(text, style);
    runs.forEach((run, i) => {
      use(run.face);
      const chained = { ...options, continued: i < runs.length - 1 };
      if (i === 0 && x !== undefined) doc.text(run.text, x, y, chained);
      else doc.text(run.text, chained);
    });
    return doc;
  };
  /**
   * One line centred in a box, never wrapped: page furniture, drawn when a page begins, which may be in the middle
   * of a paragraph running over the page break. It draws outside pdfkit's line wrapper and gives the paragraph back
   * its font, size and colour (fields pdfkit keeps on the document).
   */
  const centred = (
    style: TextStyle,
    text: string,
    x: number,
    y: number,
    width: number,
    size: number,
    colour: string,
  ) => {
    const state = doc as unknown as { _font: unknown; _fontSize: number; _fillColor: unknown };
    const kept = { font: state._font, size: state._fontSize, colour: state._fillColor };
    const runs = textRuns(text.replace(/\n/g, ' '), style);
    doc.fontSize(size).fillColor(colour);
    const widths = runs.map((run) => {
      use(run.face);
      return doc.widthOfString(run.text);
    });
    let left = x + Math.max(0, (width - widths.reduce((sum, w) => sum + w, 0)) / 2);
    runs.forEach((run, i) => {
      use(run.face);
      doc.text(run.text, left, y, { lineBreak: false });
      left += widths[i]!;
    });
    Object.assign(state, { _font: kept.font, _fontSize: kept.size, _fillColor: kept.colour });
    return doc;
  };
  return Object.assign(say, { centred });
}
