import type { Db } from '../../../core/db';

/** A tournament with its first-round matches (`matches` of them, slots 'A1' vs 'B1'…). */
export async function createTournament(
  db: Db,
  v: { name?: string; matches?: number; createdAt?: string } = {},
): Promise<{ id: number; name: string; matches: { id: number }[] }> {
  const count = v.matches ?? 2;
  const tournament = await db
    .insertInto('tournaments')
    .values({
      name: v.name ?? 'Slot Showdown',
      description: null,
      size: count * 2,
      is_active: 1,
      predictions_active: 1,
      created_at: v.createdAt ?? new Date().toISOString(),
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  const matches = await db
    .insertInto('tournament_matches')
    .values(
      Array.from({ length: count }, (_, i) => ({
        tournament_id: tournament.id,
        round: 1,
        match_number: i + 1,
        slot1_name: `A${i + 1}`,
        slot2_name: `B${i + 1}`,
      })),
    )
    .returning('id')
    .execute();
  return { ...tournament, matches: matches.sort((a, b) => a.id - b.id) };
}

/** A member's pick for one match. */
export async function predictMatch(
  db: Db,
  v: { tournamentId: number; matchId: number; userId: number; winner: string; at: string },
): Promise<void> {
  await db
    .insertInto('tournament_predictions')
    .values({
      tournament_id: v.tournamentId,
      match_id: v.matchId,
      user_id: v.userId,
      predicted_winner_name: v.winner,
      created_at: v.at,
      updated_at: v.at,
    })
    .execute();
}
