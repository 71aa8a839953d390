import { Link } from '@tanstack/react-router';
import { useT } from '../lib/i18n';

export function NotFound() {
  const t = useT();
  return (
    <section className="page narrow">
      <h1>{t('app.notFound')}</h1>
      <p>
        <Link to="/">{t('app.backToProjects')}</Link>
      </p>
    </section>
  );
}
