import type { Db } from '../db';

/**
 * What an area has really paid out, in integer cents (ended leaderboard prizes, drawn cash
 * giveaways, processed VIP cash claims…). Areas list theirs in their descriptor (`payouts`);
 * the home page's "Total Given Away" adds them all up (`app.payoutSources`).
 */
export type PayoutSource = (db: Db) => Promise<number>;
