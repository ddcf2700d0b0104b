import { lazy } from 'react';
import type { RemoteRoute } from '@lobby/shared-api';

/** The engagement remote's pages, exposed as `./routes` (see remotes/README.md). */
export const routes: RemoteRoute[] = [
  {
    path: '/bonus-hunts',
    title: 'Bonus Hunts',
    Component: lazy(() => import('./features/bonus-hunts/components/bonus-hunts-page')),
  },
];

export default routes;
