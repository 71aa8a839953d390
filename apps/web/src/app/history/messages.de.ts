import type { historyEn } from './messages';

/** In German: loaded only when the console speaks German (../messages.de.ts). */
export const historyDe: Record<keyof typeof historyEn, string> = {
  'history.tab': 'Historie',
  'history.list': 'Änderungen dieses Testfalls, neueste zuerst',
  'history.empty': 'Für diesen Testfall sind keine Änderungen aufgezeichnet.',
  'history.via': 'über {via}',
  'history.op.CREATED': 'Angelegt',
  'history.op.CHANGED': 'Geändert',
  'history.op.DELETED': 'Gelöscht',
  'history.internal': 'Geändert haben sich nur Daten, die der Testfall nicht zeigt.',
  'history.before': 'Vorher',
  'history.after': 'Nachher',
  'history.unset': 'nicht gesetzt',
  'history.yes': 'ja',
  'history.no': 'nein',
  'history.more': 'Mehr laden',
  'history.restore': 'Diese Version wiederherstellen',
  'history.restoreTitle': 'Die Version vom {date} wiederherstellen?',
  'history.restoreLead':
    'Der Testfall erhält die Werte zurück, die er direkt nach dieser Änderung hatte. Die Wiederherstellung wird als neue Änderung aufgezeichnet und lässt sich ebenso rückgängig machen.',
  'history.restoreSubmit': 'Wiederherstellen',
  'history.restored': 'Die Version vom {date} ist wiederhergestellt.',
};
