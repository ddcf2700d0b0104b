import { lazy } from 'react';
import type { RemoteRoute } from '@lobby/shared-api';

/** The community remote's pages, mounted by the shell (or the standalone frame) under their paths. */
export const routes: RemoteRoute[] = [
  {
    path: '/',
    title: 'Home',
    Component: lazy(() => import('./features/home/components/home-page')),
  },
  {
    path: '/leaderboard',
    title: 'Leaderboard',
    Component: lazy(() => import('./features/leaderboard/components/leaderboard-page')),
  },
  {
    path: '/leaderboards',
    title: 'Leaderboards',
    Component: lazy(() => import('./features/leaderboard/components/leaderboard-page')),
  },
  {
    path: '/challenges',
    title: 'Challenges',
    Component: lazy(() => import('./features/challenges/components/challenges-page')),
  },
  {
    path: '/bonuses',
    title: 'Bonuses',
    Component: lazy(() => import('./features/bonuses/components/bonuses-page')),
  },
  {
    path: '/profile',
    title: 'Profile',
    Component: lazy(() => import('./features/profile/components/profile-page')),
  },
  {
    path: '/profile/:username',
    title: 'Profile',
    Component: lazy(() => import('./features/profile/components/profile-page')),
  },
  {
    path: '/settings',
    title: 'Settings',
    Component: lazy(() => import('./features/settings/components/settings-page')),
  },
];

export default routes;
