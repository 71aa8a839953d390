import { Fragment, useEffect, useRef, useState } from 'react';
import type { Strings } from './i18n';
import type { TocEntry } from './types';

/**
 * The heading being read: the last one whose top has passed a line a quarter down the window (below the navbar);
 * at the very end of the page, the last heading that is on screen, so short closing sections get their turn.
 */
function currentHeading(entries: TocEntry[]): string | undefined {
  const line = Math.max(80, window.innerHeight / 4);
  let current: string | undefined;
  let lastOnScreen: string | undefined;
  for (const { id } of entries) {
    const heading = document.getElementById(id);
    if (!heading) continue;
    const top = heading.getBoundingClientRect().top;
    if (top <= line) current = id;
    if (top < window.innerHeight) lastOnScreen = id;
  }
  const atEnd = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
  return atEnd ? lastOnScreen : current;
}

/** A method name wraps after an underscore, not in the middle of a word: `LIST_MULTIPLE_LINKS_<wbr>TEST_CASES…`. */
function breakable(text: string) {
  return text.split(/(?<=_)/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** Table of contents: the page's h2 and h3 headings, the one being read marked as it scrolls past. */
export function Toc({ entries, t }: { entries: TocEntry[]; t: Strings }) {
  const [active, setActive] = useState<string>();
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(currentHeading(entries));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [entries]);

  // A long list keeps the marked entry in its own view, without moving the page.
  useEffect(() => {
    const box = list.current?.parentElement;
    const link = active ? list.current?.querySelector<HTMLElement>(`a[href="#${CSS.escape(active)}"]`) : null;
    if (!box || !link) return;
    const shown = box.getBoundingClientRect();
    const at = link.getBoundingClientRect();
    if (at.top < shown.top || at.bottom > shown.bottom) box.scrollTop += at.top - shown.top - box.clientHeight / 3;
  }, [active]);

  return (
    <nav className="toc" aria-label={t.onThisPage}>
      <p className="toc-title">{t.onThisPage}</p>
      <ul ref={list}>
        {entries.map((entry) => (
          <li key={entry.id} className={`toc-${entry.depth}`}>
            <a
              href={`#${entry.id}`}
              className={entry.id === active ? 'toc-active' : undefined}
              aria-current={entry.id === active ? 'location' : undefined}
            >
              {breakable(entry.text)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
