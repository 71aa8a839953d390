/** What the site keeps in localStorage. Storage may be unavailable (private mode, blocked cookies): then nothing is kept. */
export const themeKey = 'theme';
export const announcementId = 'release-4.7.0';
export const announcementDismissKey = 'announcement.dismiss';
export const announcementIdKey = 'announcement.id';
/** One key per docs plugin; this site has one plugin ("default") with one version ("current"). */
export const preferredVersionKey = 'docs-preferred-version-default';
const docsVersions = ['current'];

export type Theme = 'light' | 'dark';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {}
}

/** The reader's own choice, if they made one with the toggle. */
export const storedTheme = (): Theme | null => {
  const theme = read(themeKey);
  return theme === 'dark' || theme === 'light' ? theme : null;
};

/** Until the reader picks one, the system's colour preference decides (and follows it when it changes). */
export const darkQuery = '(prefers-color-scheme: dark)';
export const systemTheme = (): Theme => (window.matchMedia?.(darkQuery).matches ? 'dark' : 'light');

export function showTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
}

export function saveTheme(theme: Theme) {
  write(themeKey, theme);
  showTheme(theme);
}

/** A dismissal counts only for the announcement it was made for; a new id shows the bar again. */
export function isAnnouncementDismissed(): boolean {
  return read(announcementIdKey) === announcementId && read(announcementDismissKey) === 'true';
}

export function dismissAnnouncement() {
  write(announcementIdKey, announcementId);
  write(announcementDismissKey, 'true');
  document.documentElement.dataset.announcementDismissed = '';
}

/** A saved docs version that this build no longer has is forgotten. */
export function syncPreferredVersion() {
  const saved = read(preferredVersionKey);
  if (saved !== null && !docsVersions.includes(saved)) write(preferredVersionKey, null);
}

/**
 * Runs in <head> before the first paint, so a dark theme or a dismissed bar never flashes.
 * Kept in sync with the functions above by the browser tests.
 */
export const headScript = `(function(){var d=document.documentElement;try{d.dataset.theme=matchMedia(${JSON.stringify(darkQuery)}).matches?'dark':'light'}catch(e){}try{var s=localStorage,t=s.getItem(${JSON.stringify(themeKey)});if(t==='dark'||t==='light')d.dataset.theme=t;if(s.getItem(${JSON.stringify(announcementIdKey)})===${JSON.stringify(announcementId)}&&s.getItem(${JSON.stringify(announcementDismissKey)})==='true')d.dataset.announcementDismissed=''}catch(e){}})()`;
