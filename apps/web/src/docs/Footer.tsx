import { type Strings, ui } from './i18n';
import { routeOf } from './paths';
import type { Locale } from './types';

function footerGroups(locale: Locale, t: Strings) {
  const to = (slug: string) => routeOf(locale, slug);
  return [
    {
      title: t.footerDocs,
      links: [
        { label: t.userguide, href: to('userguide') },
        { label: t.apiSpecification, href: to('api/intro') },
        { label: t.releaseNotes, href: to('release-notes') },
        { label: t.blog, href: to('blog') },
      ],
    },
    {
      title: t.footerProduct,
      links: [
        { label: t.introduction, href: to('intro') },
        { label: t.imprint, href: `${to('legal')}#${t.imprintAnchor}` },
        { label: t.privacy, href: `${to('legal')}#${t.privacyAnchor}` },
        { label: t.terms, href: `${to('legal')}#${t.termsAnchor}` },
      ],
    },
    {
      title: t.footerBuiltWith,
      links: [
        { label: 'PostgreSQL', href: 'https://www.postgresql.org/' },
        { label: 'React', href: 'https://react.dev/' },
        { label: 'Pagefind', href: 'https://pagefind.app/' },
      ],
    },
  ];
}

/** For the build's link check. */
export const footerLinks = (locale: Locale) => footerGroups(locale, ui[locale]).flatMap((group) => group.links);

export function Footer({ locale, t }: { locale: Locale; t: Strings }) {
  const groups = footerGroups(locale, t);
  return (
    <footer className="footer">
      <div className="footer-groups">
        {groups.map((group) => (
          <div key={group.title}>
            <p className="footer-title">{group.title}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="copyright">{t.copyright}</p>
    </footer>
  );
}
