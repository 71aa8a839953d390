import type { UploadResult } from '@tmt/contract';
import { auth } from './auth';
import { locale } from './i18n';

/** An upload the server refused: its message (in the user's language) and reason. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly reason: string | undefined,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** A file name the upload route takes: a pasted image has none, so it gets one with the time it was taken. */
export function fileNameOf(file: File): string {
  if (file.name && file.name !== 'image.png') return file.name;
  const stamp = new Date().toISOString().slice(0, 19).replace(/[T:]/g, '-');
  return `screenshot-${stamp}.${file.type.split('/')[1] || 'png'}`;
}

/**
 * POST /api/v2/attachment: one file of a project (or sub project) for a kind of document, as its own attachment
 * (`pathToField` empty): an execution's file (its id assigned by the next save of the execution), a file of
 * test cases that IMPORT_TEST_CASES then names, or a run's JUnit report that IMPORT_JUNIT_RESULTS then names.
 */
export async function uploadFile(
  file: File,
  scope: { projectId: string; subProjectId: string },
  documentModelName: 'TestRunTestCaseAdditionalFields-dm' | 'TestCase-dm' | 'TestRun-dm',
): Promise<UploadResult> {
  const query = new URLSearchParams({ filename: fileNameOf(file), documentModelName, pathToField: '' });
  const headers: Record<string, string> = {
    'Project-Id': scope.projectId,
    'Subproject-Id': scope.subProjectId,
    'Accept-Language': locale.current,
  };
  if (auth.token) headers.Authorization = `Bearer ${auth.token}`;
  const response = await fetch(`/api/v2/attachment?${query}`, { method: 'POST', headers, body: file });
  const body = (await response.json().catch(() => ({}))) as
    | UploadResult
    | { error?: { message?: string; data?: { reason?: string } } };
  if (response.status === 401) auth.signOut('expired');
  if (!response.ok || !('attachmentId' in body)) {
    const error = 'error' in body ? body.error : undefined;
    throw new UploadError(error?.message ?? response.statusText, error?.data?.reason);
  }
  return body;
}
