import { lazy } from 'react';
import type { RemoteRoute } from '@lobby/shared-api';

/** The commerce remote's pages, as exposed to the shell at `commerce/routes`. */
export const routes: RemoteRoute[] = [
  {
    path: '/store',
    title: 'Store',
    Component: lazy(() => import('./features/store/components/store-page')),
  },
  {
    path: '/vip-rewards',
    title: 'VIP Rewards',
    Component: lazy(() => import('./features/vip/components/vip-page')),
  },
];

export default routes;
