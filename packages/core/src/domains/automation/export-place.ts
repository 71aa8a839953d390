import type { QfVersionParams } from '@tmt/contract';
import type { z } from 'zod';
import type { ServiceContext } from '../../kernel/context';
import type { ProjectRow, ProjectVersionRow } from '../../kernel/entities/rows';
import { notFound } from '../../kernel/errors';
import type { RunningTask } from '../../kernel/tasks/run-task';
import { writeTaskFile } from '../../kernel/tasks/task-file';
import { qfVersionScope } from './qf-version';

/** Cases an export writes per second, for the task's EstimatedTime. */
const EXPORTED_PER_SECOND = 20_000;

/** The call of an export: the version is found and readable; the task keeps its id. */
export async function exportTaskOrder(ctx: ServiceContext, input: z.output<typeof QfVersionParams>) {
  const { scoped, version } = await qfVersionScope(ctx, input, 'read');
  return {
    scope: scoped,
    versionNumber: version.versionNumber,
    params: { versionId: version.id },
    estimatedSeconds: Math.max(1, Math.ceil(version.caseCount / EXPORTED_PER_SECOND)),
  };
}

/** The project (or sub project, with its parent's business id) and version an export describes. */
export interface ExportPlaceRow {
  project: Pick<ProjectRow, 'id' | 'business_id' | 'title'> & { parent_business_id: string | null };
  version: Pick<ProjectVersionRow, 'id' | 'version_number' | 'title' | 'derived_version_number'>;
  /** The version this one was derived from, when it still exists. */
  previousVersionId: string | null;
}

/** Reads the place of an export when its task runs; a version deleted since the request is a missing document. */
export async function exportHeader(ctx: ServiceContext, versionId: string): Promise<ExportPlaceRow> {
  const [row] = await ctx.em.execute<
    (ExportPlaceRow['project'] & {
      version: ExportPlaceRow['version'];
      previous_version_id: string | null;
    })[]
  >(
    `SELECT p.id, p.business_id, p.title, parent.business_id AS parent_business_id,
       json_build_object('id', v.id, 'version_number', v.version_number, 'title', v.title,
         'derived_version_number', v.derived_version_number) AS version,
       (SELECT d.id FROM project_version d WHERE d.tenant_id = v.tenant_id AND d.project_id = v.project_id
          AND d.version_number = v.derived_version_number) AS previous_version_id
     FROM project_version v JOIN project p ON p.id = v.project_id LEFT JOIN project parent ON parent.id = p.parent_id
     WHERE v.tenant_id = ? AND v.id = ?`,
    [ctx.principal.tenantId, versionId],
  );
  if (!row) throw notFound(`ProjectVersion-dm/${versionId}`);
  const { version, previous_version_id, ...project } = row;
  return { project, version, previousVersionId: previous_version_id };
}

/**
 * Streams an export (JSON: the bare tree or list the spec names) into the task's file, saved as
 * `P_1-V_2-detail.json`, `P_1-SP_3-V_1-structure.json`; its kind and time go with it for the download's headers.
 */
export function writeExport(
  task: Pick<RunningTask, 'id' | 'blobs' | 'ctx'>,
  { project, version }: ExportPlaceRow,
  type: 'STRUCTURE' | 'DETAIL',
  json: AsyncIterable<string>,
) {
  const place = project.parent_business_id
    ? `${project.parent_business_id}-${project.business_id}`
    : project.business_id;
  const fileName = `${place}-V_${version.version_number}-${type.toLowerCase()}.json`;
  const info = { contentType: 'application/json', fileName, export: { type, exportedOn: Date.now() } };
  return writeTaskFile(task, info, json);
}
