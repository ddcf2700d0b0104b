// Where a leaderboard's numbers come from, for anyone to check (issue 8): when each platform's
// data was last updated, and the snapshots of the standings every sync produced.
import { z } from 'zod';
import { idSchema, singleLineText } from '@lobby/shared-api/contract';

/** Freshness and the latest snapshot of one period, added to GET /api/r/leaderboard?platform=. */
export interface LeaderboardDataInfo {
  /** When the feed (or a CSV import) last succeeded for this platform; null when never. */
  last_updated_at: string | null;
  /** The newest snapshot of this period's standings (download it by id); null when none yet. */
  latest_snapshot: LeaderboardSnapshotInfo | null;
}

export interface LeaderboardSnapshotInfo {
  id: number;
  taken_at: string;
  /** 'feed' (a sync), 'csv' (an import), 'correction' (an admin's, audited), 'final' (at close). */
  source: 'feed' | 'csv' | 'correction' | 'final';
  /**
   * sha256 (hex) of the standings as stored (names and integer cents): two snapshots with the same
   * hash hold the same standings, so a board changed after the fact shows as a new hash.
   */
  hash: string;
  row_count: number;
}

/** GET /api/r/leaderboard/snapshots?platform=&period=: the period's snapshots, newest first. */
export const leaderboardSnapshotsQuerySchema = z.object({
  platform: singleLineText().trim().min(1, 'Platform is required').max(64, 'Platform is too long'),
  period: z
    .enum(['current', 'last'], { message: "Period must be 'current' or 'last'" })
    .default('current'),
});
export type LeaderboardSnapshotsQuery = z.infer<typeof leaderboardSnapshotsQuerySchema>;

export interface LeaderboardSnapshotsResponse {
  success: true;
  data: {
    platform: { id: number; slug: string; name: string };
    period: { start: string; end: string } | null;
    snapshots: LeaderboardSnapshotInfo[];
  };
}

/** GET /api/r/leaderboard/snapshots/{id}?format=json|csv: one snapshot as a file download. */
export const leaderboardSnapshotParamsSchema = z.object({
  id: idSchema('Invalid snapshot id', 'Invalid snapshot id'),
});
export const leaderboardSnapshotFormatSchema = z.object({
  format: z.enum(['json', 'csv'], { message: "Format must be 'json' or 'csv'" }).default('json'),
});

/** The JSON download: amounts as decimal strings of the currency (exact, from integer cents). */
export interface LeaderboardSnapshotFile {
  platform: string;
  period: { start: string | null; end: string };
  taken_at: string;
  source: LeaderboardSnapshotInfo['source'];
  /** The snapshot's hash (see LeaderboardSnapshotInfo.hash). */
  hash: string;
  currency_symbol: string;
  rows: { rank: number; username: string; wagered: string }[];
}
