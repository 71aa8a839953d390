import { App } from './App';
import { ErrorBoundary } from './ErrorBoundary';
import { ui } from './i18n';
import type { PageData } from './types';

/** The outermost boundary catches crashes of the layout itself; "Try again" mounts the app afresh. */
export function Root({ initialPage }: { initialPage: PageData }) {
  return (
    <ErrorBoundary t={ui[initialPage.locale]} resetKey={initialPage}>
      <App initialPage={initialPage} />
    </ErrorBoundary>
  );
}
