import type { VersionAnswer } from '../lib/documents';

/** Where a version stands: open, closing asked for (the task not yet run), waiting for open runs, or closed. */
export type VersionState = 'open' | 'requested' | 'waiting' | 'closed';

export function versionState(version: VersionAnswer): VersionState {
  const g = version.document.Root.General;
  if (g.Status === 'closed') return 'closed';
  if (g.IsAwaitingClosure) return 'waiting';
  return g.CloseRequestOn ? 'requested' : 'open';
}

export const versionName = (version: VersionAnswer) => {
  const g = version.document.Root.General;
  return `${g.VersionNumber} · ${g.Title}`;
};
