import { useQuery } from '@tanstack/react-query';
import { entriesOf } from './documents';
import { trpc } from './trpc';

/** Where a screen works: a project, its sub project (`_`: the project itself), and a version (absent: the latest). */
export interface Scope {
  projectId: string;
  subProjectId: string;
  version?: number;
}

/** The filters that choose a scope's version in LIST_DOCUMENTS. */
export function scopeFilters(scope: Scope, version: number | undefined): string[] {
  return [
    `ProjectId:${scope.projectId}`,
    `SubprojectId:${scope.subProjectId}`,
    ...(version ? [`ProjectVersionNumber:${version}`] : []),
  ];
}

/** The versions of the project or sub project, newest first; the chosen one (the scope's, else the latest), its number. */
export function useVersions(scope: Scope) {
  const query = useQuery(
    trpc.documents.listDocuments.queryOptions({
      documentModelName: 'ProjectVersion-dm',
      filter: { filters: scopeFilters(scope, undefined) },
      page: { offset: 0, limit: 200 },
      sort: ['VersionNumber DESC'],
    }),
  );
  const versions = entriesOf(query.data?.entries, 'ProjectVersion-dm');
  const latest = versions.find((v) => v.document.Root.General.IsLatestVersion) ?? versions[0];
  const chosen = scope.version ? versions.find((v) => v.document.Root.General.VersionNumber === scope.version) : latest;
  return { query, versions, latest, chosen, version: chosen?.document.Root.General.VersionNumber };
}

/** The project (or sub project) with the chosen version: titles for headings. */
export function useProjectWithVersion(scope: Scope) {
  return useQuery(
    trpc.projects.loadProjectWithVersion.queryOptions({
      projectSpec: {
        projectId: scope.projectId,
        subProjectId: scope.subProjectId,
        ...(scope.version ? { projectVersionNumber: scope.version } : {}),
      },
    }),
  );
}

/** How many levels of a suite's tree open by themselves (the project setting testCaseTreeSetting.expandLevel). */
export function useExpandLevel(scope: Scope): number {
  const setting = useQuery(
    trpc.projects.loadProjectSetting.queryOptions({ projectId: scope.projectId, subProjectId: scope.subProjectId }),
  );
  return setting.data?.document.Root.generalSetting.testCaseTreeSetting.expandLevel ?? 2;
}

/** The one document of a model with this `Id` in a version, read by that id (addresses name documents by id). */
export function useById(model: 'TestSuite-dm' | 'TestCase-dm', scope: Scope, version: number | undefined, id: string) {
  return useQuery({
    ...trpc.documents.listDocuments.queryOptions({
      documentModelName: model,
      filter: { filters: [...scopeFilters(scope, version), `Id:${id}`] },
      page: { offset: 0, limit: 1 },
    }),
    enabled: Boolean(version),
  });
}
