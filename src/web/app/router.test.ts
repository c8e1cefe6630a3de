import { APP_PATHS, MARKETING_PAGES, SITE_REDIRECTS } from '@shared/site';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './route-table';

function pathsOf(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...pathsOf(route.children ?? []),
  ]);
}

describe('the app router and the server agree on who serves a path', () => {
  const paths = pathsOf(routes);

  it('has a route for every path the server hands to the app', () => {
    for (const path of APP_PATHS) expect(paths, path).toContain(path);
  });

  it('only routes paths the server sends it, public pages, redirects or the catch-all', () => {
    const known = new Set<string>([
      ...APP_PATHS,
      ...Object.keys(MARKETING_PAGES),
      ...Object.keys(SITE_REDIRECTS),
      '*',
    ]);
    for (const path of paths) expect(known.has(path), path).toBe(true);
  });
});
