import { lazy } from 'react';
import type { RemoteRoute } from '@lobby/shared-api';

/** The support remote's pages, as exposed to the shell at `support/routes`. */
export const routes: RemoteRoute[] = [
  {
    path: '/contact',
    title: 'Contact',
    Component: lazy(() => import('./features/contact/components/contact-page')),
  },
  {
    path: '/tickets',
    title: 'Support Tickets',
    Component: lazy(() => import('./features/tickets/components/tickets-page')),
  },
  {
    path: '/tickets/create',
    title: 'Create Ticket',
    Component: lazy(() => import('./features/tickets/components/ticket-create-page')),
  },
  {
    path: '/tickets/:id',
    title: 'Support Ticket',
    Component: lazy(() => import('./features/tickets/components/ticket-detail-page')),
  },
];

export default routes;
