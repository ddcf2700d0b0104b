/** GET /api/r/stream — the streaming provider's channel status, cached by the server. */
export interface StreamStatus {
  live: boolean;
  channel: string | null;
  viewer_count: number;
  followers_count: number;
  session_title: string | null;
  /** Embeddable player URL for the channel, or null when no channel is configured. */
  player_url: string | null;
  /** Public page of the channel on the provider (offline panel's link); optional, newer servers send it. */
  channel_url?: string | null;
  checked_at: string;
}
