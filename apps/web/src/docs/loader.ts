import { dataUrl } from './paths';
import type { PageData } from './types';

/** The page data for a route; `null` when no such page exists. */
export type Loaded = PageData | null;

const cache = new Map<string, Promise<Loaded>>();

async function fetchPage(route: string): Promise<Loaded> {
  const res = await fetch(dataUrl(route));
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`HTTP ${res.status} for ${dataUrl(route)}`);
  return (await res.json()) as PageData;
}

/** Loads once per route; a failed load is forgotten so the next try fetches again. */
export function loadPage(route: string): Promise<Loaded> {
  let pending = cache.get(route);
  if (!pending) {
    pending = fetchPage(route);
    cache.set(route, pending);
    pending.catch(() => cache.delete(route));
  }
  return pending;
}

/** Forget a route's data, so "Try again" after a crash renders fresh data. */
export function forgetPage(route: string) {
  cache.delete(route);
}

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** Prefetching costs data: skip it when the user saves data or the connection is 2g. */
function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !connection?.saveData && !connection?.effectiveType?.includes('2g');
}

export function prefetchPage(route: string) {
  if (!prefetchAllowed()) return;
  loadPage(route).catch((error: unknown) => console.warn(`Prefetching ${route} failed:`, error));
}
