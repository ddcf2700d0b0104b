import { Suspense } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { RemoteRegistryEntry } from '@lobby/shared-api';
import { useCurrentUser } from '@lobby/shared-api';
import { Loader } from '@lobby/shared-ui';
import { PageError } from '../features/layout/components/page-error';
import { AdminGate, hasAdminRole } from './access/admin-gate';
import { AdminAreasProvider } from './areas/admin-areas';
import { RemoteAdminPage } from './areas/remote-admin-page';
import { AdminNotFound } from './components/admin-not-found';
import { AdminsOnly } from './components/role-required';
import { AdminLayout } from './layout/admin-layout';
import { useAdminTitle } from './layout/use-admin-title';
import type { PlatformScreen } from './platform-screens';
import { PLATFORM_SCREENS } from './platform-screens';

function PlatformScreenView({ screen }: { screen: PlatformScreen }) {
  const user = useCurrentUser();
  useAdminTitle(screen.title);
  if (!hasAdminRole(user?.role, screen.minRole)) return <AdminsOnly title={screen.title} />;
  const Screen = screen.Component;
  return (
    <Suspense fallback={<Loader />}>
      <Screen />
    </Suspense>
  );
}

export type AdminRegistry =
  | { status: 'ready'; remotes: RemoteRegistryEntry[] }
  | { status: 'failed'; retry: () => Promise<void> };

/**
 * /admin-new/*: its own layout (not the public chrome), staff only, the platform's screens from
 * PLATFORM_SCREENS, and /admin-new/<area>/* for every remote whose registry entry has `admin: true`.
 */
export function adminRoute(registry: AdminRegistry): RouteObject {
  const remotes =
    registry.status === 'ready' ? registry.remotes.filter((r) => r.admin === true) : [];
  const taken = new Set(PLATFORM_SCREENS.map((s) => s.path.split('/')[0]));
  const areaRoutes: RouteObject[] = remotes
    .filter((r) => /^[a-z0-9][a-z0-9-]*$/.test(r.name) && !taken.has(r.name))
    .map((r) => ({ path: `${r.name}/*`, element: <RemoteAdminPage key={r.name} name={r.name} /> }));
  return {
    path: '/admin-new',
    element: (
      <AdminGate>
        <AdminAreasProvider
          remotes={remotes}
          registryFailed={registry.status === 'failed'}
          retryRegistry={registry.status === 'failed' ? registry.retry : undefined}
        >
          <AdminLayout />
        </AdminAreasProvider>
      </AdminGate>
    ),
    children: [
      {
        errorElement: <PageError />,
        children: [
          ...PLATFORM_SCREENS.map((s): RouteObject => {
            const element = <PlatformScreenView screen={s} />;
            if (!s.path) return { index: true, element };
            return { path: s.nested ? `${s.path}/*` : s.path, element };
          }),
          ...areaRoutes,
          { path: '*', element: <AdminNotFound /> },
        ],
      },
    ],
  };
}
