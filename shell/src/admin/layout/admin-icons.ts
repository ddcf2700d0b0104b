import type { ComponentType } from 'react';
import {
  AlertIcon,
  ArrowRightIcon,
  BagIcon,
  BellIcon,
  BoltIcon,
  BracketIcon,
  BroadcastIcon,
  CalendarIcon,
  CalendarCheckIcon,
  CartIcon,
  ChartIcon,
  CheckIcon,
  CheckCircleIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChipIcon,
  ClockIcon,
  CloseIcon,
  CoinIcon,
  CoinsIcon,
  CrownIcon,
  CrystalBallIcon,
  DiceIcon,
  DoorIcon,
  EditIcon,
  ExternalIcon,
  EyeIcon,
  FlagIcon,
  GiftIcon,
  HomeIcon,
  ImageIcon,
  LinkIcon,
  LockIcon,
  LogoutIcon,
  MailIcon,
  MenuIcon,
  RefreshIcon,
  SettingsIcon,
  ShareIcon,
  ShieldIcon,
  SparkIcon,
  StarIcon,
  TargetIcon,
  TicketIcon,
  TrophyIcon,
  UploadIcon,
  UserIcon,
  UserCheckIcon,
  UserPlusIcon,
  UsersIcon,
} from '@lobby/shared-ui';

type Icon = ComponentType<{ size?: number }>;

// Listed by name: shared-ui is a Module Federation shared module, and a production build's
// namespace object (`import * as ui`) holds only the exports the shell uses statically, so a
// dynamic lookup there misses icons only the remotes name (e.g. 'bracket', 'link').
const ICONS: Record<string, Icon> = {
  AlertIcon,
  ArrowRightIcon,
  BagIcon,
  BellIcon,
  BoltIcon,
  BracketIcon,
  BroadcastIcon,
  CalendarIcon,
  CalendarCheckIcon,
  CartIcon,
  ChartIcon,
  CheckIcon,
  CheckCircleIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChipIcon,
  ClockIcon,
  CloseIcon,
  CoinIcon,
  CoinsIcon,
  CrownIcon,
  CrystalBallIcon,
  DiceIcon,
  DoorIcon,
  EditIcon,
  ExternalIcon,
  EyeIcon,
  FlagIcon,
  GiftIcon,
  HomeIcon,
  ImageIcon,
  LinkIcon,
  LockIcon,
  LogoutIcon,
  MailIcon,
  MenuIcon,
  RefreshIcon,
  SettingsIcon,
  ShareIcon,
  ShieldIcon,
  SparkIcon,
  StarIcon,
  TargetIcon,
  TicketIcon,
  TrophyIcon,
  UploadIcon,
  UserIcon,
  UserCheckIcon,
  UserPlusIcon,
  UsersIcon,
};

/**
 * An admin nav item's `icon` is a name of shared-ui's icon set: 'trophy' or 'TrophyIcon' →
 * TrophyIcon, 'user-check' → UserCheckIcon. Unknown names get a neutral chevron.
 */
export function adminIcon(name: string | undefined): Icon {
  if (!name) return ChevronRightIcon;
  const pascal = name
    .replace(/Icon$/, '')
    .split(/[-_\s]+/)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
  return Object.hasOwn(ICONS, `${pascal}Icon`) ? ICONS[`${pascal}Icon`]! : ChevronRightIcon;
}
