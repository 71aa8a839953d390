import type { Strings } from './i18n';
import { LanguageMenu } from './LanguageMenu';
import { mainLinks } from './mainLinks';
import { routeOf } from './paths';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';
import type { PageData } from './types';
import type { Drawer } from './useDrawer';
import { useHideOnScroll } from './useHideOnScroll';

interface Props {
  page: PageData;
  t: Strings;
  drawer: Drawer;
}

export function Navbar({ page, t, drawer }: Props) {
  const hidden = useHideOnScroll();
  return (
    <header className={hidden && !drawer.open ? 'navbar navbar--hidden' : 'navbar'}>
      <nav aria-label="Main">
        <button
          ref={drawer.toggleRef}
          type="button"
          className="sidebar-toggle"
          aria-label={t.toggleSidebar}
          aria-expanded={drawer.open}
          aria-controls="sidebar"
          onClick={drawer.toggle}
        >
          ☰
        </button>
        <a className="brand" href={routeOf(page.locale, '')}>
          TMT
        </a>
        <span className="navbar-links">
          {mainLinks(page, t).map((link) => (
            <a key={link.href} href={link.href} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </a>
          ))}
        </span>
        <span className="navbar-spacer" />
        <SearchBox key={page.locale} locale={page.locale} t={t} />
        <ThemeToggle t={t} />
        <LanguageMenu key={page.route} page={page} t={t} />
      </nav>
    </header>
  );
}
