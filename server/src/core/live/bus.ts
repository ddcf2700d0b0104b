import type { ClusterBus } from '../bus/bus';

/**
 * The live channel's fan-out: what `app.live.publish(channel, payload)` goes through. The
 * in-process bus below holds this process's subscribers (its open SSE streams); the app wires it
 * to the cluster bus (createClusterLiveBus), so on PostgreSQL a message published in one process
 * reaches the streams of every process (LISTEN/NOTIFY, core/bus/pg-bus.ts). Payloads stay small
 * — an id and what changed, pages refetch — though longer ones are sent in parts.
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

const LIVE_TOPIC = 'live';

/**
 * The live fan-out of every process on the database: publish goes on the cluster bus (this
 * process's streams get it at once, the others' through the bus) and what the bus brings is
 * delivered to this process's subscribers.
 */
export function createClusterLiveBus(cluster: ClusterBus): LiveBus {
  const local = createMemoryBus();
  cluster.on(LIVE_TOPIC, (message) => {
    const { channel, payload } = (message ?? {}) as Partial<LiveMessage>;
    if (typeof channel === 'string') local.publish(channel, payload);
  });
  return {
    publish: (channel, payload) => cluster.publish(LIVE_TOPIC, { channel, payload }),
    subscribe: (channels, listener) => local.subscribe(channels, listener),
    listenerCount: (channel) => local.listenerCount(channel),
  };
}
