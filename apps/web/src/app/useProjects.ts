import { useRef, useState } from 'react';
import { loadProjects, type ProjectRow } from './loadProjects';

export type ProjectsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; projects: ProjectRow[] }
  | { status: 'failed'; message: string };

/** Loads the projects visible to a token; a new load cancels the one still running. */
export function useProjects(): [ProjectsState, (token: string) => void] {
  const [state, setState] = useState<ProjectsState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const load = (token: string) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'loading' });

    loadProjects(token, controller.signal).then(
      (projects) => {
        if (!controller.signal.aborted) setState({ status: 'loaded', projects });
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (!controller.signal.aborted) setState({ status: 'failed', message });
      },
    );
  };

  return [state, load];
}
