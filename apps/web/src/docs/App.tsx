import { useEffect, useLayoutEffect } from 'react';
import { AnnouncementBar } from './AnnouncementBar';
import { Article, NotFound } from './Article';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { ui } from './i18n';
import { Navbar } from './Navbar';
import { routeOf } from './paths';
import { Sidebar } from './Sidebar';
import { Toc } from './Toc';
import type { PageData } from './types';
import { useDrawer } from './useDrawer';
import { useNavigation } from './useNavigation';

export function pageTitle(page: PageData): string {
  const site = ui[page.locale].siteTitle;
  return page.kind === 'home' ? site : `${page.title} | ${site}`;
}

export function App({ initialPage }: { initialPage: PageData }) {
  const drawer = useDrawer();
  const nav = useNavigation(initialPage, drawer.close);
  const { page } = nav;
  const t = ui[page.locale];

  useEffect(() => {
    // Marks the end of hydration: from here on links navigate client-side (tests wait for it).
    document.documentElement.dataset.hydrated = '';
  }, []);

  // A layout effect runs before the crash screen's effect, which then sets "Page Error" over it.
  useLayoutEffect(() => {
    document.title = pageTitle(page);
    document.documentElement.lang = page.locale;
  }, [page]);

  const content = nav.failure ? (
    <div className="load-error" role="alert">
      <p>{t.loadFailed}</p>
      <p className="load-error-message">{nav.failure}</p>
      <button type="button" onClick={nav.retry}>
        {t.retry}
      </button>
    </div>
  ) : page.kind === 'not-found' ? (
    <NotFound t={t} home={routeOf(page.locale, '')} />
  ) : (
    <Article page={page} t={t} highlight={nav.highlight} />
  );

  return (
    <>
      <a className="skip-link" href="#main-content">
        {t.skipToContent}
      </a>
      {nav.showProgress && <div className="route-progress" role="progressbar" aria-label={t.loading} />}
      <AnnouncementBar t={t} href={routeOf(page.locale, 'release-notes/notes/release_4.7.0')} />
      <Navbar page={page} t={t} drawer={drawer} />
      <div className={page.sidebar ? 'layout layout--sidebar' : 'layout'}>
        <Sidebar page={page} t={t} drawer={drawer} />
        <main className="main" id="main-content" tabIndex={-1}>
          {nav.showSpinner && <div className="spinner" role="status" aria-label={t.loading} />}
          <ErrorBoundary t={t} resetKey={page} onTryAgain={nav.reload}>
            {content}
          </ErrorBoundary>
        </main>
        {page.toc.length > 0 && !nav.failure && <Toc entries={page.toc} t={t} />}
      </div>
      <Footer locale={page.locale} t={t} />
    </>
  );
}
