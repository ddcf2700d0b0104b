import type { OverlayBracket, OverlayMatch } from '@lobby/shared-api/contract';
import type { Db } from '../../../core/db';
import { hundredthsToMultiplier } from '../../../core/money';
import { findTournamentWithMatches } from '../tournaments/repository';

/**
 * The tournament an overlay shows: its fixed one (while it exists), else the newest active one,
 * else the newest of all (so the final result stays on screen after the tournament ends).
 */
export async function pickTournamentId(db: Db, fixed: number | null): Promise<number | null> {
  if (fixed != null) {
    const row = await db
      .selectFrom('tournaments')
      .select('id')
      .where('id', '=', fixed)
      .executeTakeFirst();
    return row ? Number(row.id) : null;
  }
  const row = await db
    .selectFrom('tournaments')
    .select('id')
    .orderBy('is_active', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function bracketOverlay(db: Db, id: number): Promise<OverlayBracket | null> {
  const found = await findTournamentWithMatches(db, id);
  if (!found) return null;
  const { t, matches: rows } = found;
  const matches: OverlayMatch[] = rows.map((m) => ({
    id: Number(m.id),
    round: Number(m.round),
    match_number: Number(m.match_number),
    slot1_name: m.slot1_name,
    slot2_name: m.slot2_name,
    slot1_multiplier:
      m.slot1_multiplier != null ? hundredthsToMultiplier(m.slot1_multiplier) : null,
    slot2_multiplier:
      m.slot2_multiplier != null ? hundredthsToMultiplier(m.slot2_multiplier) : null,
    winner_name: m.winner_name,
  }));
  const rounds = [...new Set(matches.map((m) => m.round))]
    .sort((a, b) => a - b)
    .map((r) => matches.filter((m) => m.round === r));
  const live =
    Number(t.is_active) === 1
      ? matches.find((m) => m.winner_name == null && m.slot1_name && m.slot2_name)
      : undefined;
  const final = rounds.at(-1);
  const champion = final && final.length === 1 ? (final[0]!.winner_name ?? null) : null;
  return {
    id: Number(t.id),
    name: t.name,
    size: Number(t.size),
    rounds,
    live_match_id: live?.id ?? null,
    champion,
  };
}
