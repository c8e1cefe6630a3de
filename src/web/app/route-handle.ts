import { useMatches } from 'react-router';

/** What a route tells the layouts about itself (React Router's `handle`). */
export interface RouteHandle {
  /** Shown in the app shell's header and the browser tab. */
  title?: string;
}

function titleOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null) return undefined;
  const { title } = handle as RouteHandle;
  return typeof title === 'string' ? title : undefined;
}

/** The title of the deepest matched route that names one. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const title = titleOf(matches[index]?.handle);
    if (title) return title;
  }
  return undefined;
}
