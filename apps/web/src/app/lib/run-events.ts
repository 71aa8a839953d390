import { useParams } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { auth, useAuth } from './auth';

/** One execution of a run as someone just saved it: what a screen showing the run needs to update its row. */
export interface ExecutionChange {
  /** `TestRunTestCaseAdditionalFields-dm/<id>`. */
  docRef: string;
  result: number;
  tester: string | null;
  testedBy: string | null;
  /** Epoch milliseconds. */
  testedOn: number | null;
  modelVersion: number;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 15_000;
/** A burst of resyncs (a bulk save goes in batches) reloads the screen at most once in this time, and once after. */
const RESYNC_GAP_MS = 1_000;

/** Hands each server-sent event of `body` (its `event` and joined `data` lines) to `onEvent`; comments are skipped. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: string, data: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      let event = 'message';
      const data: string[] = [];
      for (const line of buffer.slice(0, end).split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      buffer = buffer.slice(end + 2);
      if (data.length) onEvent(event, data.join('\n'));
    }
  }
}

/**
 * Calls `onChange` for every execution of the run that anyone saves while the screen is open, within about a
 * second; `onResync` when changes may have been missed (reconnected, or too many at once), so the screen reloads.
 * `runId` is the run's `R_n` in the project and sub project of the current route (or its TechnicalId). The stream
 * (GET /api/events/runs/{runId}) carries the token in its Authorization header, never in the URL; a lost connection
 * is opened again after a growing, jittered wait.
 */
export function useRunEvents(
  runId: string,
  handlers: { onChange: (change: ExecutionChange) => void; onResync: () => void },
): { connected: boolean } {
  const { token } = useAuth();
  const { projectId, subProjectId } = useParams({ strict: false }) as { projectId?: string; subProjectId?: string };
  const [connected, setConnected] = useState(false);
  // The latest handlers, so a screen passing new functions on each render does not reconnect.
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    if (!token || !runId) return;
    const abort = new AbortController();
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (projectId) headers['Project-Id'] = projectId;
    if (subProjectId) headers['Subproject-Id'] = subProjectId;
    let retryMs = RETRY_MIN_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let heardBefore = false;
    let lastResync = 0;
    let resyncTimer: ReturnType<typeof setTimeout> | undefined;
    const resync = () => {
      if (resyncTimer) return;
      const wait = lastResync + RESYNC_GAP_MS - Date.now();
      resyncTimer = setTimeout(
        () => {
          resyncTimer = undefined;
          lastResync = Date.now();
          latest.current.onResync();
        },
        Math.max(0, wait),
      );
    };

    const onEvent = (event: string, data: string) => {
      if (event === 'ready') {
        setConnected(true);
        retryMs = RETRY_MIN_MS;
        // Back after a loss: what was saved meanwhile is unknown.
        if (heardBefore) resync();
        heardBefore = true;
      } else if (event === 'changes') {
        for (const change of JSON.parse(data) as ExecutionChange[]) latest.current.onChange(change);
      } else if (event === 'resync') {
        resync();
      }
    };

    const connect = async () => {
      let retry = true;
      try {
        const response = await fetch(`/api/events/runs/${encodeURIComponent(runId)}`, {
          headers,
          cache: 'no-store',
          signal: abort.signal,
        });
        if (response.status === 401) auth.signOut('expired');
        // A refusal (no access, no such run, bad id) is answered the same the next time; only a server in
        // trouble or a limit is worth waiting for.
        retry = response.status === 429 || response.status >= 500 || response.ok;
        if (response.ok && response.body) await readEvents(response.body, onEvent);
      } catch {
        // The connection broke (or the screen went): tried again below unless the screen went.
      }
      setConnected(false);
      if (!retry || abort.signal.aborted) return;
      timer = setTimeout(() => void connect(), retryMs * (0.5 + Math.random()));
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(timer);
      clearTimeout(resyncTimer);
      setConnected(false);
    };
  }, [runId, token, projectId, subProjectId]);

  return { connected };
}
