/**
 * The live channel's fan-out: what `app.live.publish(channel, payload)` goes through. The
 * in-process bus below serves one server process. With several processes (issue 14, scale-out)
 * a PostgreSQL implementation replaces it behind the same interface: `publish` runs
 * `SELECT pg_notify('lobby_live', json)` and one `LISTEN lobby_live` connection per process
 * delivers every notification to that process's local subscribers (payloads stay small — an id
 * and what changed — because NOTIFY caps them at 8000 bytes).
 */
export interface LiveMessage {
  channel: string;
  payload: unknown;
}

export type LiveListener = (message: LiveMessage) => void;

export interface LiveBus {
  /** Sends the payload to every subscriber of the channel (fire and forget). */
  publish(channel: string, payload: unknown): void;
  /** Calls the listener for every message of these channels until the returned function runs. */
  subscribe(channels: readonly string[], listener: LiveListener): () => void;
  /** How many listeners a channel has (tests, diagnostics). */
  listenerCount(channel: string): number;
}

export function createMemoryBus(): LiveBus {
  const listeners = new Map<string, Set<LiveListener>>();
  return {
    publish(channel, payload) {
      const set = listeners.get(channel);
      if (!set) return;
      const message: LiveMessage = { channel, payload };
      for (const listener of [...set]) {
        try {
          listener(message);
        } catch {
          // One broken subscriber never stops the others.
        }
      }
    },
    subscribe(channels, listener) {
      const unique = [...new Set(channels)];
      for (const channel of unique) {
        let set = listeners.get(channel);
        if (!set) listeners.set(channel, (set = new Set()));
        set.add(listener);
      }
      return () => {
        for (const channel of unique) {
          const set = listeners.get(channel);
          if (!set) continue;
          set.delete(listener);
          if (set.size === 0) listeners.delete(channel);
        }
      };
    },
    listenerCount(channel) {
      return listeners.get(channel)?.size ?? 0;
    },
  };
}
