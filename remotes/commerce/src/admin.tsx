import { lazy } from 'react';
import type { RemoteAdminModule } from '@lobby/shared-api';

/** The commerce area's admin screens (moderators), mounted by the shell under /admin-new/commerce/. */
export const admin: RemoteAdminModule = {
  routes: [
    {
      path: 'items',
      title: 'Store items',
      Component: lazy(() => import('./admin/store/components/store-items-page')),
    },
    {
      path: 'items/new',
      title: 'New store item',
      Component: lazy(() => import('./admin/store/components/store-item-edit-page')),
    },
    {
      path: 'items/:id',
      title: 'Store item',
      Component: lazy(() => import('./admin/store/components/store-item-edit-page')),
    },
    {
      path: 'redemptions',
      title: 'Store redemptions',
      Component: lazy(() => import('./admin/store/components/redemptions-page')),
    },
    {
      path: 'tiers',
      title: 'VIP tiers',
      Component: lazy(() => import('./admin/vip/components/vip-tiers-page')),
    },
    {
      path: 'tiers/new',
      title: 'New VIP tier',
      Component: lazy(() => import('./admin/vip/components/vip-tier-edit-page')),
    },
    {
      path: 'tiers/:id',
      title: 'VIP tier',
      Component: lazy(() => import('./admin/vip/components/vip-tier-edit-page')),
    },
    {
      path: 'claims',
      title: 'VIP claims',
      Component: lazy(() => import('./admin/vip/components/vip-claims-page')),
    },
    {
      path: 'members',
      title: 'Member wagers',
      Component: lazy(() => import('./admin/vip/components/member-wagers-page')),
    },
    {
      path: 'members/:id',
      title: 'Member wagers',
      Component: lazy(() => import('./admin/vip/components/member-wagers-page')),
    },
  ],
  nav: [
    { path: 'items', label: 'Store items', icon: 'bag' },
    { path: 'redemptions', label: 'Store redemptions', icon: 'cart' },
    { path: 'tiers', label: 'VIP tiers', icon: 'crown' },
    { path: 'claims', label: 'VIP claims', icon: 'coins' },
    { path: 'members', label: 'Member wagers', icon: 'user-check' },
  ],
};

export default admin;
