import type { ActivitySource } from '../../../core/activity/sources';
import { listPredictionsByUser } from './repository';

/** Bonus hunt predictions, in the member's recent activity. */
export const huntActivity: ActivitySource = async (db, userId, limit) =>
  (await listPredictionsByUser(db, userId, limit)).map((h) => ({
    id: `hunt-prediction-${h.id}`,
    type: 'bonus_hunt',
    title: `Predicted ${h.name}`,
    description: 'Submitted an end balance prediction.',
    points: 0,
    xp: 0,
    amountCents: null,
    occurred_at: h.created_at,
  }));
