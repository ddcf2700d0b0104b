import { lazy } from 'react';
import type { RemoteAdminModule } from '@lobby/shared-api';

/** The engagement area's admin screens, mounted by the shell under /admin-new/engagement/. */
export const admin: RemoteAdminModule = {
  routes: [
    {
      path: 'hunts',
      title: 'Bonus hunts',
      Component: lazy(() => import('./admin/bonus-hunts/components/hunts-admin')),
    },
    {
      path: 'hunts/:id',
      title: 'Bonus hunt',
      Component: lazy(() => import('./admin/bonus-hunts/components/hunt-runner')),
    },
    {
      path: 'tournaments',
      title: 'Tournaments',
      Component: lazy(() => import('./admin/tournaments/components/tournaments-admin')),
    },
    {
      path: 'tournaments/:id',
      title: 'Tournament',
      Component: lazy(() => import('./admin/tournaments/components/tournament-editor')),
    },
    {
      path: 'slots',
      title: 'Slots',
      Component: lazy(() => import('./admin/slots/components/slots-admin')),
    },
    {
      path: 'slot-calls',
      title: 'Slot calls',
      Component: lazy(() => import('./admin/slot-calls/components/slot-calls-admin-page')),
    },
    {
      path: 'giveaways',
      title: 'Giveaways',
      Component: lazy(() =>
        import('./admin/giveaways/components/giveaways-admin-page').then((m) => ({
          default: m.GiveawaysAdminPage,
        })),
      ),
    },
    {
      path: 'giveaways/new',
      title: 'New giveaway',
      Component: lazy(() =>
        import('./admin/giveaways/components/giveaway-edit-page').then((m) => ({
          default: m.GiveawayEditPage,
        })),
      ),
    },
    {
      path: 'giveaways/:id',
      title: 'Giveaway',
      Component: lazy(() =>
        import('./admin/giveaways/components/giveaway-edit-page').then((m) => ({
          default: m.GiveawayEditPage,
        })),
      ),
    },
    {
      path: 'wager-raffles',
      title: 'Wager raffles',
      Component: lazy(() =>
        import('./admin/wager-raffles/components/wager-raffles-admin-page').then((m) => ({
          default: m.WagerRafflesAdminPage,
        })),
      ),
    },
    {
      path: 'wager-raffles/new',
      title: 'New wager raffle',
      Component: lazy(() =>
        import('./admin/wager-raffles/components/wager-raffle-edit-page').then((m) => ({
          default: m.WagerRaffleEditPage,
        })),
      ),
    },
    {
      path: 'wager-raffles/:id',
      title: 'Wager raffle',
      Component: lazy(() =>
        import('./admin/wager-raffles/components/wager-raffle-edit-page').then((m) => ({
          default: m.WagerRaffleEditPage,
        })),
      ),
    },
  ],
  nav: [
    { path: 'hunts', label: 'Bonus hunts', icon: 'target' },
    { path: 'tournaments', label: 'Tournaments', icon: 'trophy' },
    { path: 'slots', label: 'Slots', icon: 'dice' },
    { path: 'slot-calls', label: 'Slot calls', icon: 'broadcast' },
    { path: 'giveaways', label: 'Giveaways', icon: 'ticket' },
    { path: 'wager-raffles', label: 'Wager raffles', icon: 'trophy' },
  ],
};

export default admin;
