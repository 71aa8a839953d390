import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';

/** "Where you are": the projects first, then the steps given; the last step is the page shown (aria-current). */
export function Breadcrumb({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
      <ol>
        <li>
          <Link to="/">{t('nav.projects')}</Link>
        </li>
        {children}
      </ol>
    </nav>
  );
}
