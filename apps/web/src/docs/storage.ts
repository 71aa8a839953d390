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

export const storedTheme = (): Theme => (read(themeKey) === 'dark' ? 'dark' : 'light');

export function saveTheme(theme: Theme) {
  write(themeKey, theme);
  document.documentElement.dataset.theme = theme;
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
export const headScript = `try{var s=localStorage,d=document.documentElement;d.dataset.theme=s.getItem(${JSON.stringify(themeKey)})==='dark'?'dark':'light';if(s.getItem(${JSON.stringify(announcementIdKey)})===${JSON.stringify(announcementId)}&&s.getItem(${JSON.stringify(announcementDismissKey)})==='true')d.dataset.announcementDismissed=''}catch(e){}`;
