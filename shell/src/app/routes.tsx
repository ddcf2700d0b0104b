import type { RouteObject } from 'react-router-dom';
import type { RemoteRegistryEntry } from '@lobby/shared-api';
import { adminRoute } from '../admin/admin-routes';
import { LoginPage } from '../features/auth/components/login-page';
import { FriendsPage } from '../features/friends/components/friends-page';
import { AppLayout } from '../features/layout/components/app-layout';
import { PageError } from '../features/layout/components/page-error';
import { PrivacyPage } from '../features/legal/components/privacy-page';
import { TermsPage } from '../features/legal/components/terms-page';
import { NotFoundPage } from '../features/not-found/components/not-found-page';
import { LeaderboardsAlias } from '../features/remotes/components/leaderboards-alias';
import { RegistryFallback } from '../features/remotes/components/registry-fallback';
import { RemotePage } from '../features/remotes/components/remote-page';
import { normalizeRoutePath } from '../features/remotes/route-path';

/** Paths the shell renders itself; a registry entry listing one of them is ignored for it. */
export const SHELL_PATHS = [
  '/login',
  '/friends',
  '/privacy',
  '/terms',
  '/leaderboards',
  '/admin-new',
] as const;

export type RegistryState =
  | { status: 'ready'; remotes: RemoteRegistryEntry[] }
  | { status: 'failed'; retry: () => Promise<void> };

/**
 * The route tree: the admin panel at /admin-new/ with its own layout, and one public layout
 * around the shell's pages and every path of every remote.
 */
export function buildRoutes(registry: RegistryState): RouteObject[] {
  const seen = new Set<string>(SHELL_PATHS);
  const remoteRoutes: RouteObject[] = [];
  if (registry.status === 'ready') {
    for (const remote of registry.remotes) {
      for (const raw of remote.paths) {
        const path = normalizeRoutePath(raw);
        if (seen.has(path) || path.startsWith('/admin-new/')) continue;
        seen.add(path);
        remoteRoutes.push({
          path,
          element: <RemotePage key={`${remote.name}:${path}`} remote={remote.name} path={raw} />,
        });
      }
    }
  }
  return [
    adminRoute(registry),
    {
      element: <AppLayout />,
      children: [
        {
          errorElement: <PageError />,
          children: [
            { path: '/login', element: <LoginPage /> },
            { path: '/friends', element: <FriendsPage /> },
            { path: '/privacy', element: <PrivacyPage /> },
            { path: '/terms', element: <TermsPage /> },
            { path: '/leaderboards', element: <LeaderboardsAlias /> },
            ...remoteRoutes,
            {
              path: '*',
              element:
                registry.status === 'failed' ? (
                  <RegistryFallback onRetry={registry.retry} />
                ) : (
                  <NotFoundPage />
                ),
            },
          ],
        },
      ],
    },
  ];
}
