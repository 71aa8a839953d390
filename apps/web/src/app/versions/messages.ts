import { wordsHook } from '../lib/i18n';

/** The versions screen's words: they load with the screen. */
const versionsEn = {
  'versions.title': 'Versions',
  'versions.open': 'Versions',
  'versions.empty': 'This project has no versions.',
  'versions.col.number': 'Number',
  'versions.col.title': 'Title',
  'versions.col.status': 'Status',
  'versions.col.keyPoints': 'Key points',
  'versions.col.actions': 'Actions',
  'versions.latest': 'latest',
  'versions.status.open': 'Open',
  'versions.status.closed': 'Closed {date}',
  'versions.status.requested': 'Closing requested {date}',
  'versions.status.waiting': 'Closes once its open runs are closed:',
  'versions.openRuns': 'show them',
  'versions.actions': 'Actions for version {version}',
  'versions.edit': 'Edit…',
  'versions.close': 'Close…',
  'versions.delete': 'Delete…',
  'versions.editTitle': 'Edit version {version}',
  'versions.keyPoints': 'Key points',
  'versions.save': 'Save',
  'versions.saved': 'Saved version {version}.',
  'versions.closeTitle': 'Close version {version}?',
  'versions.closeLead':
    'A closed version refuses every change to its test content and its runs, for good. With open runs it waits: it closes as soon as its last open run is closed or deleted.',
  'versions.closeSubmit': 'Close version',
  'versions.closed': 'Version {version} is closed.',
  'versions.waiting': 'Version {version} closes once its {count} open {count|run is|runs are} closed or deleted.',
  'versions.deleteTitle': 'Delete version {version}?',
  'versions.deleteLead':
    'The version goes with its suites, folders, test cases and test runs, for good. A project keeps at least one version.',
  'versions.deleted': 'Version {version} is deleted.',
} as const;

const versionsDe: Record<keyof typeof versionsEn, string> = {
  'versions.title': 'Versionen',
  'versions.open': 'Versionen',
  'versions.empty': 'Dieses Projekt hat keine Versionen.',
  'versions.col.number': 'Nummer',
  'versions.col.title': 'Titel',
  'versions.col.status': 'Status',
  'versions.col.keyPoints': 'Schwerpunkte',
  'versions.col.actions': 'Aktionen',
  'versions.latest': 'neueste',
  'versions.status.open': 'Offen',
  'versions.status.closed': 'Geschlossen {date}',
  'versions.status.requested': 'Schließen angefordert {date}',
  'versions.status.waiting': 'Schließt, sobald ihre offenen Testläufe geschlossen sind:',
  'versions.openRuns': 'anzeigen',
  'versions.actions': 'Aktionen für Version {version}',
  'versions.edit': 'Bearbeiten…',
  'versions.close': 'Schließen…',
  'versions.delete': 'Löschen…',
  'versions.editTitle': 'Version {version} bearbeiten',
  'versions.keyPoints': 'Schwerpunkte',
  'versions.save': 'Speichern',
  'versions.saved': 'Version {version} gespeichert.',
  'versions.closeTitle': 'Version {version} schließen?',
  'versions.closeLead':
    'Eine geschlossene Version lehnt jede Änderung ihrer Testinhalte und Testläufe ab, endgültig. Mit offenen Testläufen wartet sie: Sie schließt, sobald ihr letzter offener Testlauf geschlossen oder gelöscht ist.',
  'versions.closeSubmit': 'Version schließen',
  'versions.closed': 'Version {version} ist geschlossen.',
  'versions.waiting':
    'Version {version} schließt, sobald {count|ihr|ihre} {count} {count|offener Testlauf|offenen Testläufe} geschlossen oder gelöscht {count|ist|sind}.',
  'versions.deleteTitle': 'Version {version} löschen?',
  'versions.deleteLead':
    'Die Version geht mit ihren Suiten, Ordnern, Testfällen und Testläufen, endgültig. Ein Projekt behält mindestens eine Version.',
  'versions.deleted': 'Version {version} ist gelöscht.',
};

export const useVersionsT = wordsHook({ en: versionsEn, de: versionsDe });
