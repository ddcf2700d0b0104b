import { use } from 'react';
import type { ComponentType } from 'react';
import type { AdminRole } from '@lobby/shared-api';
import {
  BroadcastIcon,
  ChipIcon,
  CoinIcon,
  ClockIcon,
  CoinsIcon,
  EyeIcon,
  HomeIcon,
  ImageIcon,
  SettingsIcon,
  UsersIcon,
} from '@lobby/shared-ui';

// Each screen is its own chunk, loaded when it is opened (under the admin frame's Suspense): the
// public pages never download the admin panel's code.
type LazyScreen = ComponentType & { preload: () => Promise<void> };

function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | null = null;
  let pending: Promise<void> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (Component) => {
        loaded = Component;
      },
      (error: unknown) => {
        pending = null; // a failed chunk is fetched again on the next attempt
        throw error;
      },
    ));
  function Screen() {
    if (!loaded) use(preload());
    const Component = loaded!;
    return <Component />;
  }
  return Object.assign(Screen, { preload });
}

/** Loads every platform screen's chunk (tests; a staff member's idle prefetch). */
export function preloadPlatformScreens(): Promise<void[]> {
  return Promise.all(PLATFORM_SCREENS.map((s) => (s.Component as LazyScreen).preload()));
}

/** One screen of the platform's own admin section (the shell's, not a remote's). */
export interface PlatformScreen {
  /** Relative to /admin-new/ ('' is the dashboard). */
  path: string;
  /** The sidebar's label. */
  label: string;
  /** Page name for the document title: "{site name} - Admin - {title}". */
  title: string;
  /** What the dashboard says the screen is for. */
  description: string;
  Icon: ComponentType<{ size?: number }>;
  /** Screens only admins may open (the server enforces the same on their API). */
  minRole?: AdminRole;
  Component: ComponentType;
  /** Sub-routes under the screen's path ('site/…'); the screen renders them itself when set. */
  nested?: boolean;
}

/**
 * The platform section of the admin panel, in sidebar order. Adding a platform screen is one
 * entry here: the route under /admin-new/, the sidebar item, the dashboard card and the role
 * check all come from it.
 */
export const PLATFORM_SCREENS: PlatformScreen[] = [
  {
    path: '',
    label: 'Dashboard',
    title: 'Dashboard',
    description: 'What needs attention across the site.',
    Icon: HomeIcon,
    Component: lazyScreen(() =>
      import('./dashboard/components/dashboard-page').then(({ DashboardPage }) => {
        const Dashboard = () => <DashboardPage screens={PLATFORM_SCREENS} />;
        return Dashboard;
      }),
    ),
  },
  {
    path: 'site',
    label: 'Site',
    title: 'Site',
    description: 'Name, logo, description, social links, casino fields and the daily reward.',
    Icon: SettingsIcon,
    minRole: 'admin',
    Component: lazyScreen(() => import('./site/components/site-page').then((m) => m.SitePage)),
  },
  {
    path: 'affiliates',
    label: 'Affiliates',
    title: 'Affiliates',
    description: 'Casino partners of the sidebar and home page: order, logos, benefits, links.',
    Icon: CoinsIcon,
    Component: lazyScreen(() =>
      import('./affiliates/components/affiliates-page').then((m) => m.AffiliatesPage),
    ),
  },
  {
    path: 'members',
    label: 'Members',
    title: 'Members',
    description: 'Find a member; their points, ledger and sessions; role, points and bans.',
    Icon: UsersIcon,
    Component: lazyScreen(() =>
      import('./members/components/members-screen').then((m) => m.MembersScreen),
    ),
    nested: true,
  },
  {
    path: 'jobs',
    label: 'Jobs',
    title: 'Jobs',
    description: 'Timed jobs: last run, outcome, next run and errors; run one now.',
    Icon: ClockIcon,
    Component: lazyScreen(() => import('./jobs/components/jobs-page').then((m) => m.JobsPage)),
  },
  {
    path: 'overlays',
    label: 'Overlays',
    title: 'Overlays',
    description: 'OBS browser sources: the hunt, a bracket, a leaderboard, the giveaway reveal.',
    Icon: ImageIcon,
    minRole: 'admin',
    Component: lazyScreen(() =>
      import('./overlays/components/overlays-page').then((m) => m.OverlaysPage),
    ),
  },
  {
    path: 'stream',
    label: 'Stream',
    title: 'Stream',
    description: 'Kick chat connection, chat keywords, and announcements to Kick chat and Discord.',
    Icon: BroadcastIcon,
    Component: lazyScreen(() =>
      import('./stream/components/stream-page').then((m) => m.StreamPage),
    ),
  },
  {
    path: 'payouts',
    label: 'Payouts',
    title: 'Payouts',
    description: 'Automatic prize payouts through casino tipping APIs: approve, retry, caps.',
    Icon: CoinIcon,
    Component: lazyScreen(() =>
      import('./stream/components/payouts-page').then((m) => m.PayoutsPage),
    ),
  },
  {
    path: 'remotes',
    label: 'Remotes',
    title: 'Remotes',
    description: 'Which build of each area loads: versions, manifests, replace and roll back.',
    Icon: ChipIcon,
    minRole: 'admin',
    Component: lazyScreen(() =>
      import('./remotes/components/remotes-page').then((m) => m.RemotesPage),
    ),
  },
  {
    path: 'audit',
    label: 'Audit log',
    title: 'Audit log',
    description: 'Every staff action: who, what, which record, before and after, when.',
    Icon: EyeIcon,
    Component: lazyScreen(() => import('./audit/components/audit-page').then((m) => m.AuditPage)),
  },
];
