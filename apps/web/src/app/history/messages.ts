/** The history panel's words, merged into the console's one catalogue in ../messages.ts. */
export const historyEn = {
  'history.tab': 'History',
  'history.list': 'Changes of this case, newest first',
  'history.empty': 'No changes are recorded for this case.',
  'history.via': 'via {via}',
  'history.op.CREATED': 'Created',
  'history.op.CHANGED': 'Changed',
  'history.op.DELETED': 'Deleted',
  'history.internal': 'Only data the case does not show changed.',
  'history.before': 'Before',
  'history.after': 'After',
  'history.unset': 'not set',
  'history.yes': 'yes',
  'history.no': 'no',
  'history.more': 'Load more',
  'history.restore': 'Restore this version',
  'history.restoreTitle': 'Restore the version of {date}?',
  'history.restoreLead':
    'The case gets back the values it had right after this change. The restore is recorded as a new change, so it can be undone the same way.',
  'history.restoreSubmit': 'Restore',
  'history.restored': 'The version of {date} is restored.',
};
