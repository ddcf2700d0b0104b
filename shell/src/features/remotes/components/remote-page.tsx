import { Suspense, useEffect, useReducer } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteRoute } from '@lobby/shared-api';
import { Loader } from '@lobby/shared-ui';
import { useDocumentTitle } from '../../layout/hooks/use-document-title';
import { NotFoundPage } from '../../not-found/components/not-found-page';
import { settledState } from '../remote-loader';
import { useRemoteLoader } from '../remote-loader-context';
import { normalizeRoutePath } from '../route-path';
import { RemoteErrorBoundary } from './remote-error-boundary';

function RemoteRouteView({ remote, path }: { remote: string; path: string }) {
  const loader = useRemoteLoader();
  const promise = loader.load(remote);
  const settled = settledState(promise);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  // The remote's routes module is read outside Suspense (its pages are lazy and do suspend):
  // re-render once the load settles; a failure is thrown to the remote's error boundary.
  useEffect(() => {
    if (settled) return;
    let alive = true;
    const done = () => alive && rerender();
    promise.then(done, done);
    return () => {
      alive = false;
    };
  }, [promise, settled]);

  if (!settled) return <Loader />;
  if (settled.status === 'rejected') throw settled.error;
  const { routes } = settled.value;
  const route = routes.find(
    (r: RemoteRoute) => normalizeRoutePath(r.path) === normalizeRoutePath(path),
  );
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
    <RemoteErrorBoundary
      name={remote}
      resetKey={pathname}
      manifest={loader.info(remote)?.manifest}
      onRetry={() => loader.retry(remote)}
      onError={(error) => loader.reportRenderFailure(remote, error)}
    >
      <Suspense fallback={<Loader />}>
        <RemoteRouteView remote={remote} path={path} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
