import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/** How report text is set: body text, headings, and failure details (monospaced where the script allows). */
export type TextStyle = 'regular' | 'bold' | 'mono';

/** A font a run of text is drawn in: a PDF standard font, or a Noto subset file embedded into the PDF. */
export interface Face {
  name: string;
  file?: string;
  /** The family (index in the chain) and subset it is of; none for Courier. */
  family?: number;
  subset?: string;
  /** The parsed font, read on first use. */
  font?: fontkit.Font;
}

/**
 * The Noto fonts of the reports, from the Fontsource packages, in fallback order: a character is drawn in the first
 * family that has it. Fontsource splits each family into subsets by Unicode range (its `unicode.json`), CJK and
 * emoji into about a hundred numbered slices, so only the slices a report uses are read and embedded. The ranges
 * are those of a slicing shared by many fonts, so the subset's font is asked whether it really has the glyph.
 */
const families = [
  {
    pkg: 'noto-sans',
    subsets: ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese', 'devanagari'],
  },
  { pkg: 'noto-sans-arabic', subsets: ['arabic', 'symbols', 'math'] },
  { pkg: 'noto-sans-sc', subsets: 'numbered' },
  { pkg: 'noto-sans-kr', subsets: 'numbered' },
  { pkg: 'noto-emoji', subsets: 'numbered', regularOnly: true },
] as const;

/** The characters of Windows-1252 that the PDF standard font Courier draws itself. */
const COURIER = /^[\n\x20-\x7e\xa0-\xff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]$/u;

/**
 * One family's subsets as code point intervals sorted by start, for a binary search; intervals of two subsets may
 * overlap, so `reach` holds the furthest end of the intervals up to each one.
 */
interface Coverage {
  from: number[];
  to: number[];
  reach: number[];
  subset: string[];
}

const load = createRequire(import.meta.url);

/**
 * The intervals of each family, read on first use and kept for the process (a few hundred kB); they are the same
 * in every process, so nothing needs to agree between servers and workers.
 */
let coverage: Coverage[] | undefined;
function familyCoverage(): Coverage[] {
  coverage ??= families.map(({ pkg, subsets }) => {
    const ranges: Record<string, string> = load(`@fontsource/${pkg}/unicode.json`);
    const intervals: [number, number, string][] = [];
    for (const [key, list] of Object.entries(ranges)) {
      const numbered = /^\[(\d+)\]$/.exec(key);
      const subset = numbered ? numbered[1]! : key;
      if (subsets === 'numbered' ? !numbered : !(subsets as readonly string[]).includes(key)) continue;
      for (const range of list.split(',')) {
        const [from, to] = range.trim().slice(2).split('-');
        intervals.push([Number.parseInt(from!, 16), Number.parseInt(to ?? from!, 16), subset]);
      }
    }
    intervals.sort((a, b) => a[0] - b[0]);
    let reach = -1;
    return {
      from: intervals.map((i) => i[0]),
      to: intervals.map((i) => i[1]),
      reach: intervals.map((i) => {
        reach = Math.max(reach, i[1]);
        return reach;
      }),
      subset: intervals.map((i) => i[2]),
    };
  });
  return coverage;
}

/** The subsets of a family whose ranges hold a code point. */
function subsetsOf(family: Coverage, codePoint: number) {
  // The last interval starting at or before the code point, then back while an interval before may still reach it.
  let lo = 0;
  let hi = family.from.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (family.from[mid]! > codePoint) hi = mid - 1;
    else lo = mid + 1;
  }
  const found: string[] = [];
  for (let i = hi; i >= 0 && family.reach[i]! >= codePoint; i--) {
    if (family.to[i]! >= codePoint) found.push(family.subset[i]!);
  }
  return found;
}

const packageDirs = new Map<string, string>();
const faces = new Map<string, Face>();

/** The face of a family's subset in a style, made once per process. */
function face(index: number, subset: string, style: TextStyle): Face {
  const family = families[index]!;
  const weight = style === 'bold' && !('regularOnly' in family) ? 700 : 400;
  const name = `${family.pkg}-${subset}-${weight}`;
  let found = faces.get(name);
  if (!found) {
    let dir = packageDirs.get(family.pkg);
    if (!dir) {
      dir = dirname(load.resolve(`@fontsource/${family.pkg}/package.json`));
      packageDirs.set(family.pkg, dir);
    }
    // WOFF rather than WOFF2: fontkit inflates its tables one at a time, as the layout needs them.
    found = { name, file: join(dir, 'files', `${name}-normal.woff`), family: index, subset };
    faces.set(name, found);
  }
  return found;
}

const courier: Face = { name: 'Courier' };

/**
 * A face's font, parsed on first use and kept for the process: all reports of a process share it (pdfkit makes a
 * subset of the glyphs each document draws), so memory stays at the Noto subsets in use, a few MB.
 */
export function fontOf(found: Face): fontkit.Font {
  found.font ??= fontkit.create(readFileSync(found.file!)) as fontkit.Font;
  return found.font;
}

/** Whether a face has a character, so a run can go on in it. */
export function faceHas(found: Face, codePoint: number) {
  if (found.family === undefined) return COURIER.test(String.fromCodePoint(codePoint));
  return (
    subsetsOf(familyCoverage()[found.family]!, codePoint).includes(found.subset!) &&
    fontOf(found).hasGlyphForCodePoint(codePoint)
  );
}

/** The faces found per style and character, kept for the process up to a bound (text repeats its characters). */
const found = new Map<string, Face | null>();
const FOUND_KEPT = 20_000;

/** The face that draws a character in a style, or none when no font of the chain has it. */
export function faceFor(codePoint: number, style: TextStyle): Face | undefined {
  const key = `${style}${codePoint}`;
  let result = found.get(key);
  if (result === undefined) {
    result = search(codePoint, style) ?? null;
    if (found.size >= FOUND_KEPT) found.clear();
    found.set(key, result);
  }
  return result ?? undefined;
}

function search(codePoint: number, style: TextStyle) {
  if (style === 'mono' && COURIER.test(String.fromCodePoint(codePoint))) return courier;
  const chain = familyCoverage();
  for (let i = 0; i < chain.length; i++) {
    for (const subset of subsetsOf(chain[i]!, codePoint)) {
      const candidate = face(i, subset, style);
      if (fontOf(candidate).hasGlyphForCodePoint(codePoint)) return candidate;
    }
  }
  return undefined;
}
