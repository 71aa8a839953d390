import { Link, Outlet, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { auth, tokenUser, useAuth } from '../lib/auth';
import type { MessageKey } from '../lib/i18n';
import { type Locale, locale, useLocale, useT } from '../lib/i18n';
import { useNotices } from '../lib/notices';
import { useGlobalShortcuts } from '../lib/shortcuts';
import { theme, useTheme } from '../lib/theme';
import { SearchLauncher } from '../search/SearchLauncher';
import { Icon } from '../ui/Icon';
import { TaskTray } from '../ui/TaskTray';

const languages: { value: Locale; name: string }[] = [
  { value: 'en', name: 'English' },
  { value: 'de', name: 'Deutsch' },
];

function LanguageSelect() {
  const t = useT();
  const lang = useLocale();
  return (
    <select
      className="header-select"
      aria-label={t('header.language')}
      value={lang}
      onChange={(e) => void locale.set(e.target.value as Locale)}
      data-testid="language"
    >
      {languages.map((l) => (
        <option key={l.value} value={l.value} lang={l.value}>
          {l.name}
        </option>
      ))}
    </select>
  );
}

function ThemeToggle() {
  const t = useT();
  const current = useTheme();
  return (
    <button
      type="button"
      className="header-button"
      aria-pressed={current === 'dark'}
      onClick={() => theme.toggle()}
      data-testid="theme-toggle"
    >
      <span aria-hidden="true">{current === 'dark' ? '☾' : '☀'}</span>
      <span className="visually-hidden">{t('header.theme.dark')}</span>
    </button>
  );
}

function SignOut() {
  const t = useT();
  const { token } = useAuth();
  const navigate = useNavigate();
  const user = tokenUser(token);
  if (!token) return null;
  return (
    <>
      {/* The user's own page: their API tokens. */}
      <Link
        to="/tokens"
        className="header-user hide-narrow"
        data-testid="user"
        title={user ? `${user.username} (${user.tenant})` : ''}
      >
        {user?.username}
      </Link>
      <button
        type="button"
        className="header-button"
        data-testid="sign-out"
        onClick={() => {
          auth.signOut('signed-out');
          void navigate({ to: '/sign-in', search: { redirect: undefined } });
        }}
      >
        <Icon name="signOut" />
        <span className="label">{t('header.signOut')}</span>
      </button>
    </>
  );
}

const shortcutList: [string, MessageKey][] = [
  ['?', 'shortcuts.help'],
  ['/', 'shortcuts.search'],
  ['Ctrl+K', 'shortcuts.find'],
  ['g p', 'shortcuts.projects'],
  ['g r', 'shortcuts.runs'],
  ['t', 'shortcuts.tasks'],
  ['↑ ↓ ← → Home End', 'shortcuts.treeNav'],
  ['Enter', 'shortcuts.treeOpen'],
  ['Space', 'shortcuts.treeSelect'],
  ['Alt+↑ Alt+↓', 'shortcuts.treeMove'],
  ['m', 'shortcuts.treeMoveTo'],
  ['n / f', 'shortcuts.treeNew'],
  ['F2', 'shortcuts.treeRename'],
  ['Delete', 'shortcuts.treeDelete'],
  ['Ctrl+S', 'shortcuts.save'],
  ['p f F b s r i c e h', 'execution.keys.result'],
  ['j k', 'execution.keys.next'],
  ['u', 'execution.keys.untested'],
  ['x', 'execution.keys.select'],
  ['Enter Esc', 'execution.keys.open'],
];

/** Key names as German keyboards print them; English keeps the names in the list. */
const keyNames: Record<Locale, Record<string, string>> = {
  en: {},
  de: {
    Enter: 'Eingabe',
    Space: 'Leertaste',
    Delete: 'Entf',
    'Ctrl+S': 'Strg+S',
    'Ctrl+K': 'Strg+K',
    Home: 'Pos1',
    End: 'Ende',
  },
};

function Notices() {
  const notices = useNotices();
  return (
    <div className="notices" aria-live="polite" data-testid="notices">
      {notices.map((n) => (
        <p key={n.id} className={`notice notice-${n.tone}`}>
          {n.text}
        </p>
      ))}
    </div>
  );
}

/** Every console page: the header (language, theme, tasks, user), the page, the notices and the shortcut list. */
export function RootLayout() {
  const t = useT();
  const lang = useLocale();
  const navigate = useNavigate();
  const help = useRef<HTMLDialogElement>(null);
  const showHelp = () => help.current?.showModal();
  const { token } = useAuth();
  // Inside a project or sub project, its runs are one link (and `g r`) away.
  const { projectId, subProjectId } = useParams({ strict: false });
  const scope = projectId && subProjectId ? { projectId, subProjectId } : undefined;
  const title = t('app.title');
  useEffect(() => {
    document.title = title;
  }, [title]);
  useGlobalShortcuts({
    '?': showHelp,
    '/': () => document.querySelector<HTMLElement>('[data-shortcut-search]')?.focus(),
    'g p': () => void navigate({ to: '/' }),
    'g r': () => scope && void navigate({ to: '/p/$projectId/$subProjectId/runs', params: scope }),
    t: () => document.querySelector<HTMLElement>('[data-testid="task-tray-button"]')?.click(),
  });
  return (
    <>
      <a className="skip-link" href="#main">
        {t('app.skip')}
      </a>
      <header className="console-header">
        <nav aria-label={t('nav.main')} className="console-nav">
          <Link to="/" className="brand">
            TMT
          </Link>
          {token && (
            // Narrow screens keep the link to the projects in the breadcrumb when a project's links show.
            <Link to="/" className={scope ? 'nav-link hide-narrow' : 'nav-link'} activeOptions={{ exact: true }}>
              {t('nav.projects')}
            </Link>
          )}
          {token && scope && (
            <Link to="/p/$projectId/$subProjectId/runs" params={scope} className="nav-link" data-testid="nav-runs">
              {t('runs.nav')}
            </Link>
          )}
          <a href="/docs/" className="nav-link hide-narrow">
            {t('app.docs')}
          </a>
        </nav>
        <div className="header-tools">
          {token && scope && <SearchLauncher scope={scope} />}
          {token && <TaskTray />}
          <button
            type="button"
            className="header-button hide-narrow"
            onClick={showHelp}
            aria-keyshortcuts="?"
            data-testid="shortcuts-button"
          >
            <span aria-hidden="true">⌨</span>
            <span className="visually-hidden">{t('header.shortcuts')}</span>
          </button>
          <LanguageSelect />
          <ThemeToggle />
          <SignOut />
        </div>
      </header>
      <main id="main" className="console-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Notices />
      {/* The browser's own modal dialog: focus moves in and back, Escape closes it. */}
      <dialog ref={help} className="dialog" aria-labelledby="shortcuts-title" data-testid="shortcuts-dialog">
        <h2 id="shortcuts-title" className="dialog-title">
          {t('shortcuts.title')}
        </h2>
        <dl className="shortcuts" data-testid="shortcuts">
          {shortcutList.map(([keys, label]) => (
            <div key={keys}>
              <dt>
                {keys.split(' ').map((k) => (
                  <kbd key={k}>{keyNames[lang][k] ?? k}</kbd>
                ))}
              </dt>
              <dd>{t(label)}</dd>
            </div>
          ))}
        </dl>
        <form method="dialog" className="dialog-actions">
          <button type="submit" className="button primary">
            {t('dialog.close')}
          </button>
        </form>
      </dialog>
    </>
  );
}
