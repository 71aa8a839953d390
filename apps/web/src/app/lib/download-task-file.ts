import { auth } from './auth';
import { idOfRef } from './documents';
import { locale } from './i18n';

/** The file name a `Content-Disposition` header gives (its UTF-8 form first). */
function fileNameOf(disposition: string | null): string | undefined {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) return decodeURIComponent(utf8);
  return disposition?.match(/filename="([^"]+)"/i)?.[1];
}

/**
 * Saves the file a finished task made (GET /api/automation/data/{id}). The route wants the bearer token, which a
 * plain link cannot send: the file is fetched, then handed to the browser as a blob URL to save.
 */
export async function downloadTaskFile(taskDocRef: string, fallbackName: string): Promise<void> {
  const response = await fetch(`/api/automation/data/${encodeURIComponent(idOfRef(taskDocRef))}`, {
    headers: { Authorization: `Bearer ${auth.token ?? ''}`, 'Accept-Language': locale.current },
  });
  if (response.status === 401) auth.signOut('expired');
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as { error?: { message?: string } } | undefined;
    throw new Error(body?.error?.message ?? response.statusText);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL is let go a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
