import type { Db } from '../db';
import { listActivities } from './repository';
import type { ActivityEvent } from './sources';

/** The member's newest `limit` recorded activities as events (keys 'activity-<id>'). */
export async function listRecordedActivity(
  db: Db,
  userId: number,
  limit: number,
): Promise<ActivityEvent[]> {
  return (await listActivities(db, userId, limit)).map((r) => ({
    id: `activity-${r.id}`,
    type: r.type,
    title: r.title,
    description: r.description,
    points: Number(r.points),
    xp: Number(r.xp),
    amountCents: r.amount == null ? null : Number(r.amount),
    occurred_at: r.occurred_at,
  }));
}
