import { lazy } from 'react';
import type { RemoteAdminModule } from '@lobby/shared-api';

/**
 * The community area's admin screens, mounted by the shell under /admin-new/community/. One
 * entry per screen in `routes` and in `nav`: add new screens as new entries.
 */
export const admin: RemoteAdminModule = {
  routes: [
    {
      path: 'leaderboards',
      title: 'Leaderboards',
      Component: lazy(() => import('./admin/leaderboard/components/leaderboards-admin')),
    },
    {
      path: 'casino-links',
      title: 'Casino links',
      Component: lazy(() => import('./admin/casino-links/components/casino-links-admin')),
    },
    {
      path: 'challenges',
      title: 'Challenges',
      Component: lazy(() => import('./admin/challenges/components/challenges-admin')),
    },
    {
      path: 'challenges/claims',
      title: 'Challenge claims',
      Component: lazy(() => import('./admin/challenges/components/claims-queue')),
    },
    {
      path: 'chat-points',
      title: 'Chat points',
      Component: lazy(() => import('./admin/chat-points/components/chat-points-admin')),
    },
    {
      path: 'achievements',
      title: 'Achievements',
      Component: lazy(() => import('./admin/achievements/components/achievements-admin')),
    },
  ],
  nav: [
    { path: 'leaderboards', label: 'Leaderboards', icon: 'trophy' },
    { path: 'casino-links', label: 'Casino links', icon: 'user-check' },
    { path: 'challenges', label: 'Challenges', icon: 'bolt' },
    { path: 'challenges/claims', label: 'Challenge claims', icon: 'check' },
    { path: 'chat-points', label: 'Chat points', icon: 'bolt' },
    { path: 'achievements', label: 'Achievements', icon: 'trophy' },
  ],
};

export default admin;
