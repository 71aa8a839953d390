import { Breadcrumb } from '../ui/Breadcrumb';
import { useTokensT } from './messages';
import { NewTokenForm } from './NewTokenForm';
import { TokenList } from './TokenList';
import './tokens.css';

/** The signed-in user's own API tokens: create one (its secret shown once), list them, revoke one. */
export function TokensPage() {
  const words = useTokensT();
  return (
    <section className="page">
      <Breadcrumb>
        <li aria-current="page">{words('tokens.title')}</li>
      </Breadcrumb>
      <h1>{words('tokens.title')}</h1>
      <p className="lead">{words('tokens.lead')}</p>
      <NewTokenForm />
      <TokenList />
    </section>
  );
}
