import { lazy } from 'react';
import type { RemoteRoute } from '@lobby/shared-api';

/** The support remote's pages, as exposed to the shell at `support/routes`. */
export const routes: RemoteRoute[] = [
  {
    path: '/contact',
    title: 'Contact',
    Component: lazy(() => import('./features/contact/components/contact-page')),
  },
];

export default routes;
