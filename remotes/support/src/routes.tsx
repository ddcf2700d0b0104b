import type { RemoteRoute } from '@lobby/shared-api';
import { lazy } from 'react';

/** The support remote's pages, as exposed to the shell at `support/routes`. */
export const routes: RemoteRoute[] = [
  { path: '/contact', title: 'Contact', Component: lazy(() => import('./features/contact/components/contact-page')) },
];

export default routes;
