import { docRefOf } from '@tmt/contract';
import type { ServiceContext } from '../../kernel/context';
import { listenChannel } from '../../kernel/db/notifications';
import { DomainError } from '../../kernel/errors';
import { type LoadedRun, loadRun, loadRunByBusinessId } from '../runs/load-run';

/** Where the database announces changed executions (see Migration20261126010000_run_execution_events). */
const CHANNEL = 'tmt_run_executions';

/** One execution as someone just saved it: what a screen showing its run needs to update the row. */
export interface ExecutionChange {
  docRef: string;
  result: number;
  tester: string | null;
  testedBy: string | null;
  /** Epoch milliseconds. */
  testedOn: number | null;
  modelVersion: number;
}

/**
 * Executions of the run changed; `resync`: changes may have been missed (too many, added, removed, a lost session);
 * `ended`: the process is stopping and hears no more.
 */
export type RunEvent = { type: 'changes'; changes: ExecutionChange[] } | { type: 'resync' } | { type: 'ended' };

type Subscriber = (event: RunEvent) => void;

interface Announced {
  tenantId: string;
  runId: string;
  resync?: true;
  changes?: (Omit<ExecutionChange, 'docRef'> & { id: string })[];
}

/** The subscribers of a process by run, fed from its one LISTEN session. */
class RunEventHub {
  readonly runs = new Map<string, Set<Subscriber>>();

  notify(payload: string) {
    const announced = JSON.parse(payload) as Announced;
    const subscribers = this.runs.get(`${announced.tenantId}/${announced.runId}`);
    if (!subscribers) return;
    const event: RunEvent = announced.changes
      ? {
          type: 'changes',
          changes: announced.changes.map(({ id, ...change }) => ({
            docRef: docRefOf('TestRunTestCaseAdditionalFields-dm', id),
            ...change,
          })),
        }
      : { type: 'resync' };
    for (const subscriber of subscribers) subscriber(event);
  }

  resumed() {
    this.tellAll({ type: 'resync' });
  }

  ended() {
    this.tellAll({ type: 'ended' });
  }

  private tellAll(event: RunEvent) {
    for (const subscribers of this.runs.values()) for (const subscriber of subscribers) subscriber(event);
  }
}

const hubs = new WeakMap<object, { hub: RunEventHub; ready: () => Promise<void> }>();

const TECHNICAL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BUSINESS_ID = /^R_[1-9]\d*$/;

/** A run by TechnicalId (GET_DOCUMENT's check), or by `R_n` in the project of the Project-Id / Subproject-Id headers. */
function runOf(ctx: ServiceContext, runId: string): Promise<LoadedRun> {
  if (TECHNICAL_ID.test(runId)) {
    const id = runId.toLowerCase();
    return loadRun(ctx, id, docRefOf('TestRun-dm', id), 'read');
  }
  if (BUSINESS_ID.test(runId)) return loadRunByBusinessId(ctx, runId, 'read');
  throw new DomainError(
    'INVALID_PARAMS',
    'INVALID_PARAMS',
    {},
    { issues: [{ path: 'runId', message: 'a test run id looks like R_1, or is its TechnicalId' }] },
  );
}

export interface RunWatch {
  run: LoadedRun;
  /** Settles once the process hears the run's changes. */
  listening: Promise<void>;
  stop(): void;
}

/**
 * Follows the changed executions of a run the caller may read (another tenant's is not found): `onEvent` hears each
 * committed change, from whichever process made it, until `stop`.
 */
export async function watchRun(ctx: ServiceContext, runId: string, onEvent: Subscriber): Promise<RunWatch> {
  const run = await runOf(ctx, runId);
  let entry = hubs.get(ctx.em.config);
  if (!entry) {
    const hub = new RunEventHub();
    entry = { hub, ready: listenChannel(ctx.em, CHANNEL, hub).ready };
    hubs.set(ctx.em.config, entry);
  }
  const key = `${run.row.tenant_id}/${run.id}`;
  const { runs } = entry.hub;
  const subscribers = runs.get(key) ?? new Set();
  runs.set(key, subscribers);
  subscribers.add(onEvent);
  return {
    run,
    listening: entry.ready(),
    stop: () => {
      subscribers.delete(onEvent);
      if (!subscribers.size && runs.get(key) === subscribers) runs.delete(key);
    },
  };
}
