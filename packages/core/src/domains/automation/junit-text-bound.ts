/** What replaces the part of a text cut at its limit. */
export const TRUNCATED = '…[truncated]';

/** Where the reader is in the markup: each state ends at its terminator. */
type State = 'text' | 'tag' | 'cdata' | 'comment' | 'pi' | 'doctype';
const TERMINATORS: Record<Exclude<State, 'text' | 'tag'>, string> = {
  cdata: ']]>',
  comment: '-->',
  pi: '?>',
  doctype: '>',
};
/** The longest opening the reader must see whole to tell what a `<` starts. */
const LONGEST_OPENING = '<![CDATA['.length;

const newlines = (text: string) => {
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

/** The longest a character or entity reference (`&#x10FFFF;`) runs, with room to spare. */
const LONGEST_REFERENCE = 16;

/**
 * Where to cut `text` at about `room` characters, leaving no half character (a lone high surrogate) and no half
 * reference (`&am`) behind; `undefined` when a reference opened before `text` does not end in it (the cut waits).
 */
function cutAt(text: string, room: number, referenceOpen: boolean): number | undefined {
  let end = room;
  if (referenceOpen) {
    const semi = text.indexOf(';');
    if (semi === -1) return undefined;
    end = Math.max(end, semi + 1);
  }
  const amp = text.lastIndexOf('&', end - 1);
  if (amp !== -1 && text.lastIndexOf(';', end - 1) < amp) end = amp;
  const last = text.charCodeAt(end - 1);
  return last >= 0xd800 && last <= 0xdbff ? end - 1 : end;
}

/**
 * Bounds every text node and CDATA section of an XML stream to `limit` characters before an XML parser sees it:
 * the rest of the node is skipped as it streams by (never buffered) and the kept part ends with TRUNCATED. A
 * parser (saxes) holds a node whole until it ends, so one 200 MB `<system-out>` would otherwise sit in memory.
 * Markup passes unchanged. `skipped.lines` counts the line breaks skipped, which a parser's error positions after
 * a cut lack.
 */
export async function* boundTextNodes(
  source: AsyncIterable<string>,
  limit: number,
  skipped: { lines: number },
): AsyncGenerator<string> {
  let state: State = 'text';
  let quote = '';
  let count = 0;
  let cut = false;
  let entityOpen = false;
  let carry = '';
  for await (const chunk of source) {
    const buf = carry + chunk;
    carry = '';
    const out: string[] = [];
    let i = 0;
    while (i < buf.length) {
      if (state === 'text' || state === 'cdata') {
        const end = state === 'text' ? buf.indexOf('<', i) : buf.indexOf(']]>', i);
        // A CDATA end may straddle chunks: its first two characters wait for the next.
        const stop = end !== -1 ? end : state === 'cdata' ? Math.max(i, buf.length - 2) : buf.length;
        const part = buf.slice(i, stop);
        const room = Math.max(0, limit - count);
        const keep = cut || count + part.length <= limit ? undefined : cutAt(part, room, entityOpen);
        if (cut) skipped.lines += newlines(part);
        else if (keep === undefined && count + part.length <= limit + LONGEST_REFERENCE) {
          // Within the limit, or finishing a reference that began within it.
          out.push(part);
          count += part.length;
          if (state === 'text' && part.includes('&')) entityOpen = part.lastIndexOf('&') > part.lastIndexOf(';');
          else if (state === 'text' && part.includes(';')) entityOpen = false;
        } else {
          // (A reference that runs on past LONGEST_REFERENCE is malformed: cut anyway, and the parser says so.)
          const at = keep ?? room;
          out.push(part.slice(0, at), TRUNCATED);
          skipped.lines += newlines(part.slice(at));
          cut = true;
        }
        if (end === -1) {
          if (stop < buf.length) carry = buf.slice(stop);
          break;
        }
        i = end;
        if (state === 'cdata') {
          out.push(']]>');
          i += 3;
          state = 'text';
          count = 0;
          cut = false;
          continue;
        }
        // A `<`: what it opens is told by the characters after it, which may be in the next chunk.
        if (buf.length - i < LONGEST_OPENING) {
          carry = buf.slice(i);
          break;
        }
        const rest = buf.slice(i, i + LONGEST_OPENING);
        count = 0;
        cut = false;
        entityOpen = false;
        if (rest.startsWith('<![CDATA[')) {
          out.push('<![CDATA[');
          i += LONGEST_OPENING;
          state = 'cdata';
          continue;
        }
        state = rest.startsWith('<!--')
          ? 'comment'
          : rest.startsWith('<?')
            ? 'pi'
            : rest.startsWith('<!')
              ? 'doctype'
              : 'tag';
        out.push('<');
        i += 1;
        continue;
      }
      if (state === 'tag') {
        // Up to the `>` outside quoted attribute values.
        let j = i;
        for (; j < buf.length; j++) {
          const c = buf[j];
          if (quote) {
            const close = buf.indexOf(quote, j);
            if (close === -1) {
              j = buf.length;
              break;
            }
            j = close;
            quote = '';
          } else if (c === '"' || c === "'") quote = c;
          else if (c === '>') break;
        }
        out.push(buf.slice(i, Math.min(j + 1, buf.length)));
        if (j >= buf.length) break;
        i = j + 1;
        state = 'text';
        continue;
      }
      const terminator = TERMINATORS[state];
      const end = buf.indexOf(terminator, i);
      if (end === -1) {
        const stop = Math.max(i, buf.length - (terminator.length - 1));
        out.push(buf.slice(i, stop));
        carry = buf.slice(stop);
        break;
      }
      out.push(buf.slice(i, end + terminator.length));
      i = end + terminator.length;
      state = 'text';
    }
    if (out.length) yield out.join('');
  }
  if (carry) yield carry;
}
