import type { RemoteRoute } from '@lobby/shared-api';
import { Loader } from '@lobby/shared-ui';
import { Suspense, use } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../layout/hooks/use-document-title';
import { NotFoundPage } from '../../not-found/components/not-found-page';
import { useRemoteLoader } from '../remote-loader-context';
import { normalizeRoutePath } from '../route-path';
import { RemoteErrorBoundary } from './remote-error-boundary';

function RemoteRouteView({ remote, path }: { remote: string; path: string }) {
  const loader = useRemoteLoader();
  const { routes } = use(loader.load(remote));
  const route = routes.find((r: RemoteRoute) => normalizeRoutePath(r.path) === normalizeRoutePath(path));
  if (!route) return <NotFoundPage />;
  return <TitledRoute route={route} />;
}

function TitledRoute({ route }: { route: RemoteRoute }) {
  useDocumentTitle(route.title);
  const Page = route.Component;
  return <Page />;
}

/** Renders one page of a remote: loads `<remote>/routes`, finds `path`, isolates failures. */
export function RemotePage({ remote, path }: { remote: string; path: string }) {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  return (
    <RemoteErrorBoundary name={remote} resetKey={pathname} onRetry={() => loader.retry(remote)}>
      <Suspense fallback={<Loader />}>
        <RemoteRouteView remote={remote} path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
