import { callRpc } from './rpc';

/** One entry of the LOAD_PROJECTS_BY_TENANT result; only the fields the console shows are spelled out. */
interface ProjectEntry {
  linkRef: unknown;
  document: { Root: { General: { Id: string; Title: string; Description?: string | null } } };
}

export interface ProjectRow {
  id: string;
  title: string;
  description: string;
}

export async function loadProjects(token: string, signal?: AbortSignal): Promise<ProjectRow[]> {
  const result = await callRpc('LOAD_PROJECTS_BY_TENANT', {}, token, signal);
  if (!Array.isArray(result)) throw new Error('LOAD_PROJECTS_BY_TENANT did not return a list');

  return (result as ProjectEntry[]).map(({ document }) => {
    const { Id, Title, Description } = document.Root.General;
    return { id: Id, title: Title, description: Description ?? '' };
  });
}
