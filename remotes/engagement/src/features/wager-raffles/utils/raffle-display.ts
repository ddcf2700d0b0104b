import type { RafflePrize, WagerRaffleStatus } from '@lobby/contract-engagement';
import type { BadgeTone } from '@lobby/shared-ui';
import { formatNumber, formatUSD } from '@lobby/shared-ui';

/** Spec §9: recent winners — 5 raffles × 3 winners. */
export const RECENT_RAFFLES = 5;
export const RECENT_WINNERS_EACH = 3;

export const STATUS_LABEL: Record<WagerRaffleStatus, string> = {
  active: 'ACTIVE',
  ended: 'ENDED',
  upcoming: 'UPCOMING',
};

export const STATUS_TONE: Record<WagerRaffleStatus, BadgeTone> = {
  active: 'success',
  ended: 'neutral',
  upcoming: 'info',
};

/** A prize in words: '$1,000.00', '10,000 points', or its description. */
export function prizeValueLabel(
  p: Pick<RafflePrize, 'prize_type' | 'prize_value' | 'description'>,
) {
  if (p.prize_type === 'cash') return formatUSD(p.prize_value);
  if (p.prize_type === 'points') return `${formatNumber(p.prize_value)} points`;
  return p.description || 'Prize';
}

/** Total of the cash prizes (USD) and of the points prizes. */
export function prizePool(prizes: RafflePrize[]) {
  return {
    cash: prizes.filter((p) => p.prize_type === 'cash').reduce((n, p) => n + p.prize_value, 0),
    points: prizes.filter((p) => p.prize_type === 'points').reduce((n, p) => n + p.prize_value, 0),
    other: prizes.filter((p) => p.prize_type === 'custom').length,
  };
}

export const ordinal = (n: number) => {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
};
