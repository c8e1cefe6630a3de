import { useMatches } from 'react-router';

/** What a route tells the layouts about itself (React Router's `handle`). */
export interface RouteHandle {
  /** Shown in the app shell's header and the browser tab. */
  title?: string;
  /**
   * The page draws its own sticky header (with the menu button and sign-out), so the shell
   * leaves its header out instead of stacking two.
   */
  ownHeader?: boolean;
  /** Said (a toast) when someone signed out lands on this signed-in page and goes to /auth. */
  signedOutMessage?: string;
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

/** Whether the deepest matched route with a handle draws its own header. */
export function useRouteHasOwnHeader(): boolean {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (typeof handle === 'object' && handle !== null) {
      return (handle as RouteHandle).ownHeader === true;
    }
  }
  return false;
}

/** The signed-out message of the deepest matched route that names one. */
export function useRouteSignedOutMessage(): string | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index]?.handle;
    if (typeof handle !== 'object' || handle === null) continue;
    const { signedOutMessage } = handle as RouteHandle;
    if (typeof signedOutMessage === 'string') return signedOutMessage;
  }
  return undefined;
}
