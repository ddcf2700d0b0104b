import type { ComponentType } from 'react';
import {
  BracketIcon,
  CalendarCheckIcon,
  CartIcon,
  CrystalBallIcon,
  DoorIcon,
  EyeIcon,
  GiftIcon,
  ShieldIcon,
  StarIcon,
  TargetIcon,
  TrophyIcon,
} from '@lobby/shared-ui';

/** Achievement icon names the server uses, drawn from the shared icon set; anything else gets a star. */
const ACHIEVEMENT_ICONS: Record<string, ComponentType<{ size?: number }>> = {
  door: DoorIcon,
  calendar: CalendarCheckIcon,
  'crystal-ball': CrystalBallIcon,
  bracket: BracketIcon,
  cart: CartIcon,
  gift: GiftIcon,
  trophy: TrophyIcon,
  eye: EyeIcon,
  shield: ShieldIcon,
  target: TargetIcon,
  star: StarIcon,
};

export function AchievementGlyph({ icon, size = 24 }: { icon: string | null; size?: number }) {
  const Icon = (icon && ACHIEVEMENT_ICONS[icon]) || StarIcon;
  return <Icon size={size} />;
}
