/**
 * The cluster bus: one way for a server process to tell every process serving the same database
 * (itself included) that something happened — a live message for the pages' SSE streams, or a
 * cache to drop. One process (SQLite) uses the in-process bus below; on PostgreSQL the bus in
 * ./pg-bus.ts carries every message over one `LISTEN/NOTIFY` channel (see server/README.md,
 * "Several processes").
 *
 * Messages are fire and forget and not stored: a process that was not listening (starting,
 * reconnecting) misses them. After a reconnect the bus calls its `onResync` handlers so what
 * relies on the messages (caches) starts clean.
 */
export type BusHandler = (payload: unknown) => void;

export interface ClusterBus {
  /** 'memory': this process only; 'postgres': every process on the database. */
  readonly kind: 'memory' | 'postgres';
  /**
   * Delivers the payload (JSON) to this process's handlers of the topic at once (synchronously),
   * then to every other process's (PostgreSQL: NOTIFY, in publish order, shortly after).
   */
  publish(topic: string, payload: unknown): void;
  /** Calls the handler for every message of the topic until the returned function runs. */
  on(topic: string, handler: BusHandler): () => void;
  /** Calls the handler when messages may have been missed (the listener reconnected). */
  onResync(handler: () => void): () => void;
  /** Connects (PostgreSQL: the LISTEN client); the app waits for it before it is ready. */
  start(): Promise<void>;
  /** Resolves once everything published so far has been sent (tests, shutdown). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Runs every handler of the topic; a failing one never stops the others. */
export function deliver(
  handlers: Map<string, Set<BusHandler>>,
  topic: string,
  payload: unknown,
  onError?: (error: unknown) => void,
): void {
  const set = handlers.get(topic);
  if (!set) return;
  for (const handler of [...set]) {
    try {
      handler(payload);
    } catch (error) {
      onError?.(error);
    }
  }
}

export function addHandler<T>(map: Map<string, Set<T>>, topic: string, handler: T): () => void {
  let set = map.get(topic);
  if (!set) map.set(topic, (set = new Set()));
  set.add(handler);
  return () => {
    const current = map.get(topic);
    if (!current) return;
    current.delete(handler);
    if (current.size === 0) map.delete(topic);
  };
}

/** The bus of a single process: publish calls this process's handlers, nothing else. */
export function createMemoryClusterBus(onError?: (error: unknown) => void): ClusterBus {
  const handlers = new Map<string, Set<BusHandler>>();
  const resync = new Set<() => void>();
  return {
    kind: 'memory',
    publish: (topic, payload) => deliver(handlers, topic, payload, onError),
    on: (topic, handler) => addHandler(handlers, topic, handler),
    onResync(handler) {
      resync.add(handler);
      return () => resync.delete(handler);
    },
    start: async () => undefined,
    flush: async () => undefined,
    close: async () => {
      handlers.clear();
      resync.clear();
    },
  };
}
