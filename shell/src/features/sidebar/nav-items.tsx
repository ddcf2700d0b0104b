import type { ComponentType } from 'react';
import {
  BagIcon,
  ChartIcon,
  CrownIcon,
  DiceIcon,
  FlagIcon,
  HomeIcon,
  MailIcon,
  TargetIcon,
  TicketIcon,
  TrophyIcon,
} from '@lobby/shared-ui';

export interface NavItem {
  label: string;
  to: string;
  Icon: ComponentType<{ size?: number }>;
}

/** The sidebar's items, in the spec's order. */
export const NAV_ITEMS: NavItem[] = [
  { label: 'Home', to: '/', Icon: HomeIcon },
  { label: 'Bonus Hunts', to: '/bonus-hunts', Icon: TargetIcon },
  { label: 'Raffles', to: '/raffles', Icon: TicketIcon },
  { label: 'Tournaments', to: '/tournaments', Icon: TrophyIcon },
  { label: 'Leaderboard', to: '/leaderboard', Icon: ChartIcon },
  { label: 'Challenges', to: '/challenges', Icon: FlagIcon },
  { label: 'VIP Rewards', to: '/vip-rewards', Icon: CrownIcon },
  { label: 'Wager Raffles', to: '/affiliate/wager-raffle', Icon: DiceIcon },
  { label: 'Store', to: '/store', Icon: BagIcon },
  { label: 'Contact', to: '/contact', Icon: MailIcon },
];
