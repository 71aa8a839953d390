import { Link } from '@tanstack/react-router';
import { useT } from '../lib/i18n';
import { useTokensT } from './messages';
import { NewTokenForm } from './NewTokenForm';
import { TokenList } from './TokenList';
import './tokens.css';

/** The signed-in user's own API tokens: create one (its secret shown once), list them, revoke one. */
export function TokensPage() {
  const t = useT();
  const words = useTokensT();
  return (
    <section className="page">
      <nav aria-label={t('nav.breadcrumb')} className="breadcrumb">
        <ol>
          <li>
            <Link to="/">{t('nav.projects')}</Link>
          </li>
          <li aria-current="page">{words('tokens.title')}</li>
        </ol>
      </nav>
      <h1>{words('tokens.title')}</h1>
      <p className="lead">{words('tokens.lead')}</p>
      <NewTokenForm />
      <TokenList />
    </section>
  );
}
