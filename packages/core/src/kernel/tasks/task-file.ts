import { Readable } from 'node:stream';
import type { RunningTask } from './run-task';

/** What a task produced for download: its type and the name a browser saves it under. */
export interface TaskFileInfo {
  contentType: string;
  fileName: string;
  /** An export's kind and time: the file is the bare tree or list, so they travel as response headers. */
  export?: { type: 'STRUCTURE' | 'DETAIL'; exportedOn: number };
}

/** The file of a task as task_request.output keeps it: where its bytes are, and what they are. */
export interface TaskOutput extends TaskFileInfo {
  hash: string;
  size: number;
}

/**
 * Streams what a task produces into the blob store as it is produced (never held whole) and records it as the task's
 * file, in the task's transaction: it is downloadable once the task is DONE (GET /api/automation/data/{id}). A run
 * that is repeated after a crash writes the same bytes again, which the store keeps once.
 */
export async function writeTaskFile(
  task: Pick<RunningTask, 'id' | 'blobs' | 'ctx'>,
  file: TaskFileInfo,
  content: AsyncIterable<string | Buffer> | Readable,
): Promise<TaskOutput> {
  const stream = content instanceof Readable ? content : Readable.from(toBuffers(content));
  const stored = await task.blobs.put(stream, Number.MAX_SAFE_INTEGER);
  const output: TaskOutput = { ...file, hash: stored.hash, size: stored.size };
  await task.ctx.em.execute('UPDATE task_request SET output = ?::jsonb WHERE id = ?', [
    JSON.stringify(output),
    task.id,
  ]);
  return output;
}

async function* toBuffers(content: AsyncIterable<string | Buffer>) {
  for await (const chunk of content) if (chunk.length) yield typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
}
