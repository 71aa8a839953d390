import { useEffect, useRef } from 'react';
import { type Strings, ui } from './i18n';
import { locales } from './paths';
import type { PageData } from './types';

/**
 * Links to the same page in every locale. A <details> element, so it also opens with JavaScript off; with it, a click
 * elsewhere or Escape closes it, as a menu does.
 */
export function LanguageMenu({ page, t }: { page: PageData; t: Strings }) {
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const close = (event: Event) => {
      const details = menu.current;
      if (!details?.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, []);
  return (
    <details className="language-menu" ref={menu}>
      {/* The accessible name includes the visible language, so voice control finds the menu by what it shows. */}
      <summary aria-label={`${t.languageMenu}: ${t.languageName}`}>
        <svg className="language-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.08 16Zm2.95-8H5.08a7.99 7.99 0 0 1 4.33-3.56A15.7 15.7 0 0 0 8.03 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
          />
        </svg>
        <span className="language-name">{t.languageName}</span>
      </summary>
      <ul>
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={page.alternates[locale]}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === page.locale ? 'true' : undefined}
            >
              {ui[locale].languageName}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
