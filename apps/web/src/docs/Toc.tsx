import type { Strings } from './i18n';
import type { TocEntry } from './types';

/** Table of contents: the page's h2 and h3 headings. */
export function Toc({ entries, t }: { entries: TocEntry[]; t: Strings }) {
  return (
    <nav className="toc" aria-label={t.onThisPage}>
      <p className="toc-title">{t.onThisPage}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id} className={`toc-${entry.depth}`}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
