import { type QfVersionParams, taskParams } from '@tmt/contract';
import type { z } from 'zod';
import { defineTask } from '../../kernel/tasks/define-task';
import { type ExportPlaceRow, exportHeader, exportTaskOrder, writeExport } from './export-place';
import { treeRows } from './version-tree';

interface NodeRow {
  kind: 'S' | 'F' | 'C';
  depth: number;
  id: string;
  business_id: string;
  title: string;
}

const nodeType = { S: 'TestSuite', F: 'TestFolder', C: 'TestCase' } as const;

const node = (type: string, technicalId: string, id: string, title: string) =>
  `{"type":${JSON.stringify(type)},"technicalId":${JSON.stringify(technicalId)},"id":${JSON.stringify(id)},"title":${JSON.stringify(title)}`;

/** The structure tree, written as the tree's rows arrive in order: open suites and folders are closed by depth. */
async function* structureJson(place: ExportPlaceRow, rows: AsyncIterable<NodeRow[]>, counts: Record<string, number>) {
  const { project, version } = place;
  yield `${node('Project', project.id, project.business_id, project.title)},"children":[`;
  yield `${node('Version', version.id, `V_${version.version_number}`, version.title)},"children":[`;
  const open: number[] = [];
  let first = true;
  for await (const batch of rows) {
    let text = '';
    for (const row of batch) {
      while (open.length && open[open.length - 1]! >= row.depth) {
        text += ']}';
        open.pop();
        first = false;
      }
      text += `${first ? '' : ','}${node(nodeType[row.kind], row.id, row.business_id, row.title)}`;
      counts[row.kind] = (counts[row.kind] ?? 0) + 1;
      if (row.kind === 'C') {
        text += '}';
        first = false;
      } else {
        text += ',"children":[';
        open.push(row.depth);
        first = true;
      }
    }
    yield text;
  }
  yield `${']}'.repeat(open.length)}]}]}`;
}

/**
 * EXPORT_QF_DATA_STRUCTURE: the tree of one version (Project → Version → suites → folders → cases, in tree order)
 * as JSON, streamed from a cursor into the blob store, so the version's size never sits in memory.
 */
export const exportQfDataStructureTask = defineTask({
  type: 'EXPORT_QF_DATA_STRUCTURE',
  params: taskParams.EXPORT_QF_DATA_STRUCTURE,
  request: (ctx, input: z.output<typeof QfVersionParams>) => exportTaskOrder(ctx, input),
  async handle(task) {
    const place = await exportHeader(task.ctx, task.params.versionId);
    const rows = treeRows<NodeRow>(task.ctx, task.params.versionId, {
      select: `tree.kind, tree.depth, tree.id, coalesce(s.business_id, f.business_id, c.business_id) AS business_id,
         coalesce(s.title, f.title, c.title) AS title`,
      joins: `LEFT JOIN test_suite s ON tree.kind = 'S' AND s.id = tree.id
       LEFT JOIN test_folder f ON tree.kind = 'F' AND f.id = tree.id
       LEFT JOIN test_case c ON tree.kind = 'C' AND c.id = tree.id`,
    });
    const counts: Record<string, number> = {};
    const file = await writeExport(task, place, 'STRUCTURE', structureJson(place, rows, counts));
    return { suites: counts.S ?? 0, folders: counts.F ?? 0, cases: counts.C ?? 0, size: file.size };
  },
});
