/** One Kick webhook delivery, by its Kick-Event-Message-Id (replays are recognised by it). */
export interface KickWebhookEventsTable {
  message_id: string;
  event_type: string;
  received_at: string;
  outcome: 'received' | 'processed' | 'ignored' | 'failed';
  error: string | null;
}

export interface ChatTables {
  kick_webhook_events: KickWebhookEventsTable;
}
