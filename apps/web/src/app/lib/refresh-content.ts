import { queryClient, trpc } from './trpc';

/**
 * Everything that shows suites of a scope reads again after a change. Reads still under way started before the
 * change: they are cancelled first, since a list read for the first time (a folder just opened) would otherwise
 * take the answer under way instead of reading again.
 */
export async function refreshContent() {
  const keys = [
    trpc.documents.listDocuments.pathKey(),
    trpc.documents.searchVersion.pathKey(),
    trpc.suites.listTestSuites.pathKey(),
    trpc.projects.pathKey(),
  ];
  await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
