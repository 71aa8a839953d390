import type { AccessMode } from '../access/project-access';
import { DomainError } from '../errors';

/** The version status after CLOSE_PROJECT_VERSION: its content and runs are the record and take no change. */
export const CLOSED_VERSION_STATUS = 'closed';

/**
 * Refuses (VERSION_CLOSED) a change to what a closed version holds. Called where every write to content and runs
 * finds its version — the scope and row loaders — so a new mutation cannot forget it.
 */
export function assertVersionWritable(
  mode: AccessMode,
  version: { status: string; number: number },
  projectBusinessId: string,
): void {
  if (mode === 'write' && version.status === CLOSED_VERSION_STATUS) {
    throw new DomainError('CONFLICT', 'VERSION_CLOSED', {
      version: String(version.number),
      project: projectBusinessId,
    });
  }
}
