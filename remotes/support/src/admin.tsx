import { lazy } from 'react';
import type { RemoteAdminModule } from '@lobby/shared-api';

/** The support area's admin screens, mounted by the shell under /admin-new/support/. */
export const admin: RemoteAdminModule = {
  routes: [
    {
      path: 'tickets',
      title: 'Tickets',
      Component: lazy(() => import('./admin/tickets/components/tickets-inbox-page')),
    },
    {
      path: 'tickets/:id',
      title: 'Ticket',
      Component: lazy(() => import('./admin/tickets/components/ticket-admin-page')),
    },
    {
      path: 'contact-messages',
      title: 'Contact messages',
      Component: lazy(() => import('./admin/contact/components/contact-messages-page')),
    },
  ],
  nav: [
    { path: 'tickets', label: 'Tickets', icon: 'ticket' },
    { path: 'contact-messages', label: 'Contact messages', icon: 'mail' },
  ],
};

export default admin;
