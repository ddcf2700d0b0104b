import type { OverlayHunt, OverlayHuntBonus } from '@lobby/shared-api/contract';
import type { Db } from '../../../core/db';
import { centsToDollars, round2 } from '../../../core/money';
import { findLatestHunt, listHuntGames } from '../bonus-hunts/repository';
import { huntStats } from '../bonus-hunts/service';
import type { BonusHuntGameRow } from '../bonus-hunts/tables';

/** A hunt rarely has more; the overlay shows the ones around the bonus being opened. */
const MAX_BONUSES = 60;

const toBonus = (g: BonusHuntGameRow): OverlayHuntBonus => ({
  position: Number(g.position),
  slot_name: g.slot_name,
  slot_provider: g.slot_provider,
  bet: centsToDollars(Number(g.bet)),
  win: g.win != null ? centsToDollars(Number(g.win)) : null,
  multiplier: g.win != null && Number(g.bet) > 0 ? round2(Number(g.win) / Number(g.bet)) : null,
});

/** The current bonus hunt (the newest one, as on /bonus-hunts) for the overlay; null: none. */
export async function huntOverlay(db: Db): Promise<OverlayHunt | null> {
  const hunt = await findLatestHunt(db);
  if (!hunt) return null;
  const games = await listHuntGames(db, hunt.id);
  const stats = huntStats(Number(hunt.start_balance), games);
  const opened = games.filter((g) => g.win != null);
  const finished = Number(hunt.is_active) !== 1;
  const phase = finished ? 'finished' : opened.length > 0 ? 'opening' : 'collecting';
  let best: BonusHuntGameRow | null = null;
  for (const g of opened) {
    // Multipliers compared as exact fractions of integer cents: win/bet > bestWin/bestBet.
    if (!best || Number(g.win) * Number(best.bet) > Number(best.win) * Number(g.bet)) best = g;
  }
  const current = phase === 'opening' ? (games.find((g) => g.win == null) ?? null) : null;
  // Around the current bonus when the hunt is longer than the list.
  const at = current ? games.indexOf(current) : 0;
  const start = Math.max(0, Math.min(at - 5, games.length - MAX_BONUSES));
  return {
    id: Number(hunt.id),
    name: hunt.name,
    phase,
    start_balance: centsToDollars(Number(hunt.start_balance)),
    end_balance: hunt.end_balance != null ? centsToDollars(Number(hunt.end_balance)) : null,
    bonuses_total: games.length,
    bonuses_opened: opened.length,
    winnings: centsToDollars(stats.winnings),
    break_even_x: stats.break_even_x,
    best: best ? toBonus(best) : null,
    current: current ? toBonus(current) : null,
    bonuses: games.slice(start, start + MAX_BONUSES).map(toBonus),
  };
}
