import { lazy } from 'react';
import type { RemoteRoute } from '@lobby/shared-api';

/** The engagement remote's pages, exposed as `./routes` (see remotes/README.md). */
export const routes: RemoteRoute[] = [
  {
    path: '/bonus-hunts',
    title: 'Bonus Hunts',
    Component: lazy(() => import('./features/bonus-hunts/components/bonus-hunts-page')),
  },
  {
    path: '/tournaments',
    title: 'Tournaments',
    Component: lazy(() => import('./features/tournaments/components/tournaments-page')),
  },
  {
    path: '/tournaments/:id',
    title: 'Tournament',
    Component: lazy(() => import('./features/tournaments/components/tournament-detail-page')),
  },
  {
    path: '/raffles',
    title: 'Raffles',
    Component: lazy(() => import('./features/giveaways/components/giveaways-page')),
  },
  {
    path: '/raffles/:id',
    title: 'Raffle',
    Component: lazy(() => import('./features/giveaways/components/giveaway-detail-page')),
  },
  {
    path: '/affiliate/wager-raffle',
    title: 'Wager Raffles',
    Component: lazy(() => import('./features/wager-raffles/components/wager-raffles-page')),
  },
  {
    path: '/affiliate/wager-raffle/:id',
    title: 'Wager Raffle',
    Component: lazy(() => import('./features/wager-raffles/components/wager-raffle-detail-page')),
  },
];

export default routes;
