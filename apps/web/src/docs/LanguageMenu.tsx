import { type Strings, ui } from './i18n';
import { locales } from './paths';
import type { PageData } from './types';

/** Links to the same page in every locale; a <details> element, so it also opens with JavaScript off. */
export function LanguageMenu({ page, t }: { page: PageData; t: Strings }) {
  return (
    <details className="language-menu">
      {/* The accessible name includes the visible language, so voice control finds the menu by what it shows. */}
      <summary aria-label={`${t.languageMenu}: ${t.languageName}`}>{t.languageName}</summary>
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
