import { Suspense } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import type { AdminRoute } from '@lobby/shared-api';
import { useCurrentUser } from '@lobby/shared-api';
import { Loader } from '@lobby/shared-ui';
import { RemoteErrorBoundary } from '../../features/remotes/components/remote-error-boundary';
import { RemoteFallback } from '../../features/remotes/components/remote-fallback';
import { useRemoteLoader } from '../../features/remotes/remote-loader-context';
import { hasAdminRole } from '../access/admin-gate';
import { AdminNotFound } from '../components/admin-not-found';
import { AdminsOnly } from '../components/role-required';
import { useAdminTitle } from '../layout/use-admin-title';
import { useAdminAreas } from './admin-areas';

function AdminRouteView({ route, area }: { route: AdminRoute; area: string }) {
  const user = useCurrentUser();
  const title = route.title || area;
  useAdminTitle(title);
  if (!hasAdminRole(user?.role, route.minRole)) return <AdminsOnly title={title} />;
  const Screen = route.Component;
  return <Screen />;
}

/** '/giveaways/' → 'giveaways'; '' and '/' → '' (the area's first screen). */
const relative = (path: string) => path.trim().replace(/^\/+|\/+$/g, '');

function AreaRoutes({ area, routes }: { area: string; routes: AdminRoute[] }) {
  const element = useRoutes([
    ...routes.map((route) => {
      const path = relative(route.path);
      const view = <AdminRouteView route={route} area={area} />;
      return path ? { path, element: view } : { index: true, element: view };
    }),
    { path: '*', element: <AdminNotFound /> },
  ]);
  return element;
}

function AreaView({ name }: { name: string }) {
  const { areas, retry } = useAdminAreas();
  const area = areas.find((a) => a.name === name);
  if (!area) return <AdminNotFound />;
  if (area.status === 'loading') return <Loader />;
  if (area.status === 'failed')
    return (
      <RemoteFallback
        name={`${name} admin`}
        reason={area.error instanceof Error ? area.error.message : undefined}
        onRetry={() => retry(name)}
      />
    );
  return <AreaRoutes area={area.label} routes={area.module.routes} />;
}

/**
 * /admin-new/<area>/*: the area's admin screens from its remote's `./admin` module, inside the
 * admin layout, under the remote's own error boundary — a crash or a missing bundle stays here.
 */
export function RemoteAdminPage({ name }: { name: string }) {
  const { retry } = useAdminAreas();
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary
      name={`${name} admin`}
      resetKey={pathname}
      manifest={loader.info(name)?.manifest}
      onRetry={() => void retry(name)}
      onError={(error) => loader.reportRenderFailure(name, error)}
    >
      <Suspense fallback={<Loader />}>
        <AreaView name={name} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
