import type { ActivitySource } from '../../../core/activity/sources';
import { listTournamentPredictions } from './repository';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Tournament brackets predicted, in the member's recent activity (one entry per tournament). */
export const tournamentActivity: ActivitySource = async (db, userId, limit) =>
  (await listTournamentPredictions(db, userId, limit)).map((t) => ({
    id: `tournament-${t.id}`,
    type: 'tournament',
    title: `Predicted ${t.name}`,
    description: `Picked the winners of ${plural(Number(t.picks), 'match', 'matches')}.`,
    points: 0,
    xp: 0,
    amountCents: null,
    occurred_at: String(t.last_at),
  }));
