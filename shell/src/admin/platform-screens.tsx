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
import { AffiliatesPage } from './affiliates/components/affiliates-page';
import { AuditPage } from './audit/components/audit-page';
import { DashboardPage } from './dashboard/components/dashboard-page';
import { JobsPage } from './jobs/components/jobs-page';
import { MembersScreen } from './members/components/members-screen';
import { OverlaysPage } from './overlays/components/overlays-page';
import { RemotesPage } from './remotes/components/remotes-page';
import { SitePage } from './site/components/site-page';
import { PayoutsPage } from './stream/components/payouts-page';
import { StreamPage } from './stream/components/stream-page';

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
    Component: DashboardPage,
  },
  {
    path: 'site',
    label: 'Site',
    title: 'Site',
    description: 'Name, logo, description, social links, casino fields and the daily reward.',
    Icon: SettingsIcon,
    minRole: 'admin',
    Component: SitePage,
  },
  {
    path: 'affiliates',
    label: 'Affiliates',
    title: 'Affiliates',
    description: 'Casino partners of the sidebar and home page: order, logos, benefits, links.',
    Icon: CoinsIcon,
    Component: AffiliatesPage,
  },
  {
    path: 'members',
    label: 'Members',
    title: 'Members',
    description: 'Find a member; their points, ledger and sessions; role, points and bans.',
    Icon: UsersIcon,
    Component: MembersScreen,
    nested: true,
  },
  {
    path: 'jobs',
    label: 'Jobs',
    title: 'Jobs',
    description: 'Timed jobs: last run, outcome, next run and errors; run one now.',
    Icon: ClockIcon,
    Component: JobsPage,
  },
  {
    path: 'overlays',
    label: 'Overlays',
    title: 'Overlays',
    description: 'OBS browser sources: the hunt, a bracket, a leaderboard, the giveaway reveal.',
    Icon: ImageIcon,
    minRole: 'admin',
    Component: OverlaysPage,
  },
  {
    path: 'stream',
    label: 'Stream',
    title: 'Stream',
    description: 'Kick chat connection, chat keywords, and announcements to Kick chat and Discord.',
    Icon: BroadcastIcon,
    Component: StreamPage,
  },
  {
    path: 'payouts',
    label: 'Payouts',
    title: 'Payouts',
    description: 'Automatic prize payouts through casino tipping APIs: approve, retry, caps.',
    Icon: CoinIcon,
    Component: PayoutsPage,
  },
  {
    path: 'remotes',
    label: 'Remotes',
    title: 'Remotes',
    description: 'Which build of each area loads: versions, manifests, replace and roll back.',
    Icon: ChipIcon,
    minRole: 'admin',
    Component: RemotesPage,
  },
  {
    path: 'audit',
    label: 'Audit log',
    title: 'Audit log',
    description: 'Every staff action: who, what, which record, before and after, when.',
    Icon: EyeIcon,
    Component: AuditPage,
  },
];
