import type { Generated } from 'kysely';

/** One award: a member chatted in this interval. Unique (user_id, interval_start). */
export interface ChatPointAwardsTable {
  id: Generated<number>;
  user_id: number;
  /** ISO-8601 UTC start of the interval the member chatted in. */
  interval_start: string;
  /** YYYY-MM-DD (UTC) of the interval: the daily cap's day. */
  day: string;
  points: number;
  created_at: string;
}

/** A member's last counted chat message (a digest of its normalized text), to refuse repeats. */
export interface ChatPointLastMessagesTable {
  user_id: number;
  text_digest: string;
  at: string;
}

export interface ChatPointTables {
  chat_point_awards: ChatPointAwardsTable;
  chat_point_last_messages: ChatPointLastMessagesTable;
}
