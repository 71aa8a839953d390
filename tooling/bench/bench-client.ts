interface TaskRoot {
  General: { Status: string };
  Result: Record<string, unknown> | null;
  Error: unknown;
}

const POLL_MS = 20;

/** JSON-RPC calls as a user's client makes them, and tasks followed from the call to DONE. */
export function benchClient(tmt: { url: string }, token: string, { taskTimeoutMs = 600_000 } = {}) {
  const rpc = async <T = unknown>(method: string, params: unknown): Promise<T> => {
    const res = await fetch(`${tmt.url}/api/v2/rpc`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Project-Id': 'P_1' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    const text = await res.text();
    const answer = JSON.parse(text) as { result?: T; error?: unknown };
    if (answer.error || !('result' in answer)) throw new Error(`${method}: ${text.slice(0, 2000)}`);
    return answer.result as T;
  };
  /** The task's Root once it is DONE or ERROR (an unexpected failure that waits for a retry counts as ERROR). */
  const finished = async (docRef: string) => {
    const start = performance.now();
    for (;;) {
      const { document } = await rpc<{ document: { Root: TaskRoot } }>('GET_DOCUMENT', { docRef });
      const { General, Error: error } = document.Root;
      if (General.Status === 'DONE' || General.Status === 'ERROR' || error) return document.Root;
      if (performance.now() - start > taskTimeoutMs) throw new Error(`${docRef} still ${General.Status}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  };
  /** Seconds from the call to the task's DONE, and its result; a task that fails or hangs fails the bench. */
  const timeTask = async (method: string, params: unknown) => {
    const start = performance.now();
    const docRef = await rpc<string>(method, params);
    const root = await finished(docRef);
    if (root.General.Status !== 'DONE') throw new Error(`${method} ${docRef}: ${JSON.stringify(root.Error)}`);
    return { seconds: (performance.now() - start) / 1000, result: root.Result ?? {} };
  };
  return { rpc, finished, timeTask };
}
