import { lazy } from 'react';
import type { RemoteRoute } from '@lobby/shared-api';

/** This remote's pages, exposed to the shell as `__NAME__/routes`: each path is in package.json. */
export const routes: RemoteRoute[] = [
  {
    path: '__PATH__',
    title: '__TITLE__',
    Component: lazy(() => import('./pages/home-page')),
  },
];

export default routes;
