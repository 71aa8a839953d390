import type { Strings } from './i18n';
import { LanguageMenu } from './LanguageMenu';
import { routeOf } from './paths';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';
import type { PageData } from './types';
import { useHideOnScroll } from './useHideOnScroll';

interface Props {
  page: PageData;
  t: Strings;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
}

export function Navbar({ page, t, sidebarOpen, onToggleSidebar }: Props) {
  const hidden = useHideOnScroll();
  const to = (slug: string) => routeOf(page.locale, slug);
  const inApi = page.route.startsWith(to('api/')) || page.route.startsWith(to('tmtapi/'));
  return (
    <header className={hidden && !sidebarOpen ? 'navbar navbar--hidden' : 'navbar'}>
      <nav aria-label="Main">
        {page.sidebar && (
          <button
            type="button"
            className="sidebar-toggle"
            aria-label={t.toggleSidebar}
            aria-expanded={sidebarOpen}
            aria-controls="sidebar"
            onClick={onToggleSidebar}
          >
            ☰
          </button>
        )}
        <a className="brand" href={to('')}>
          TMT
        </a>
        <a href={to('intro')} aria-current={!inApi && page.sidebar ? 'page' : undefined}>
          {t.docs}
        </a>
        <a href={to('api/intro')} aria-current={inApi ? 'page' : undefined}>
          {t.api}
        </a>
        <span className="navbar-spacer" />
        <SearchBox key={page.locale} locale={page.locale} t={t} />
        <ThemeToggle t={t} />
        <LanguageMenu key={page.route} page={page} t={t} />
      </nav>
    </header>
  );
}
