import { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isScreenPath, SCREEN_PATHS } from '@second-shelf/shared';
import { createRoutes } from './routes.js';

// The server answers the addresses of the app's screens with the page (200) and any other page
// address with 404 (packages/shared/src/screens.ts): its list must be the router's.

const routes = createRoutes(new QueryClient());

/** The full path pattern of every screen of a route tree; the catch-all (the not-found screen) is none. */
function screenPaths(tree: RouteObject[], parent = '/'): string[] {
  return tree.flatMap((route) => {
    const path = route.index
      ? parent
      : route.path?.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path ?? ''}`;
    if (route.children) return screenPaths(route.children, path);
    return route.path === '*' ? [] : [path];
  });
}

/** Whether the router opens a screen (not the catch-all) for an address. */
const routerOpensScreen = (url: string) => {
  const matches = matchRoutes(routes, url);
  return matches !== null && matches.at(-1)!.route.path !== '*';
};

describe('the screens the server knows of', () => {
  it('are exactly the screens of the router', () => {
    expect(screenPaths(routes).sort()).toEqual([...SCREEN_PATHS].sort());
  });

  it('are matched by the server as the router matches them', () => {
    const addresses = [
      ...SCREEN_PATHS.map((path) => path.replace(':id', '2')),
      ...SCREEN_PATHS.map((path) => `${path.replace(':id', 'abc-DEF_9')}/`),
      ...SCREEN_PATHS.map((path) => path.replace(':id', 'x').toUpperCase()),
      '/category/1%3E;%20rel=x',
      '/no-such-page',
      '/category',
      '/category/1/more',
      '/login/extra',
      '/auth',
      '/auth/callback/google',
      '/images/covers/missing.svg',
      '/assets/index-gone.js',
      '/favicon.ico',
      '/blog.html',
    ];
    for (const address of addresses) {
      expect(isScreenPath(address), address).toBe(routerOpensScreen(address));
    }
    expect(addresses.filter((address) => isScreenPath(address))).toHaveLength(3 * SCREEN_PATHS.length + 1);
  });
});
