import type { Db } from '../db';
import type { ActivityType } from '../db/tables';

/**
 * One event of a member's history, as an area reports it for the profile's recent activity
 * (the community area turns these into the API's Activity).
 */
export interface ActivityEvent {
  /** Stable key within the list, e.g. 'redemption-5' (the area's prefix and its row id). */
  id: string;
  type: ActivityType;
  title: string;
  description: string | null;
  /** Points gained (positive) or spent (negative); 0 when none. */
  points: number;
  xp: number;
  /** A money amount in integer cents (a cash prize), else null. */
  amountCents: number | null;
  /** ISO-8601 UTC. */
  occurred_at: string;
}

/**
 * What an area contributes to a member's recent activity: the member's newest `limit` events
 * read from the area's own records (predictions, redemptions, wins…). Areas list theirs in
 * their descriptor (`activity`), the core adds its own (daily claims), and the app hands them
 * all to the profile routes as `app.activitySources`.
 */
export type ActivitySource = (db: Db, userId: number, limit: number) => Promise<ActivityEvent[]>;
