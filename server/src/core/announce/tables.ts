import type { Generated, Selectable } from 'kysely';

/** One announcement to one destination (Kick chat or the Discord webhook). */
export interface AnnouncementsTable {
  id: Generated<number>;
  /** 'giveaway-opened', 'giveaway-drawn', 'hunt-completed', 'leaderboard-period-ended'. */
  kind: string;
  target: 'kick' | 'discord';
  dedupe_key: string;
  text: string;
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export type AnnouncementRow = Selectable<AnnouncementsTable>;

export interface AnnounceTables {
  announcements: AnnouncementsTable;
}
