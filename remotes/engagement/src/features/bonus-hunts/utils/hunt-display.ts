import type { BonusHuntGame } from '@lobby/contract-engagement';
import type { UserRef } from '@lobby/shared-api';
import { truncate } from '@lobby/shared-ui';

/** A member's public name: the Kick handle when linked, else the username. */
export function displayName(user: Pick<UserRef, 'username' | 'kick_username'>): string {
  return user.kick_username || user.username;
}

/** Profile path of a member (by username, as /profile/{username} expects). */
export function profilePath(user: Pick<UserRef, 'username'>): string {
  return `/profile/${encodeURIComponent(user.username)}`;
}

/** A bonus is settled once it has a win and is no longer flagged pending. */
export function isSettled(game: BonusHuntGame): game is BonusHuntGame & { slot_win: number } {
  return !game.pending_win && game.slot_win !== null;
}

/** The multiplier the server computed, or win / bet when it sent none. */
export function gameMultiplier(game: BonusHuntGame): number | null {
  if (!isSettled(game)) return null;
  if (game.multiplier !== null) return game.multiplier;
  return game.slot_bet > 0 ? game.slot_win / game.slot_bet : null;
}

/** Id of the settled bonus with the highest multiplier (the hunt's best hit), if any. */
export function bestGameId(games: BonusHuntGame[]): number | null {
  let best: { id: number; x: number } | null = null;
  for (const g of games) {
    const x = gameMultiplier(g);
    if (x !== null && (best === null || x > best.x)) best = { id: g.id, x };
  }
  return best?.id ?? null;
}

/** Colour tier of a multiplier: a loss, an ordinary hit, a big win, a monster win. */
export type MultiplierTier = 'loss' | 'normal' | 'big' | 'huge';
export function multiplierTier(x: number | null): MultiplierTier {
  if (x === null || x < 1) return 'loss';
  if (x >= 100) return 'huge';
  if (x >= 25) return 'big';
  return 'normal';
}

/** Card text cut to `max` characters (spec §9), without a dangling space before the ellipsis. */
export function cardText(text: string, max: number): string {
  return truncate(text, max).replace(/\s+…$/, '…');
}

/** 'Nov 21, 11:22 AM' within the current year, 'Nov 21, 2025, 11:22 AM' otherwise. */
export function formatWhen(iso: string, now: number = Date.now()): string {
  const date = new Date(iso);
  const sameYear = date.getFullYear() === new Date(now).getFullYear();
  return date.toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    hour: 'numeric',
    minute: '2-digit',
  });
}
