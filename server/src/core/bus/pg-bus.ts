import { randomBytes, randomInt } from 'node:crypto';
import type pg from 'pg';
import type { BusHandler, ClusterBus } from './bus';
import { addHandler, deliver } from './bus';

/**
 * The cluster bus on PostgreSQL: every process LISTENs on one channel with one dedicated
 * connection (outside the pool) and publishes with `pg_notify` through the pool.
 *
 * Wire format of one notification: `<origin>:<message id>:<part>:<parts>:<data>`, where the
 * parts' data joined is the JSON `[topic, payload]` with every non-ASCII character escaped
 * (\uXXXX), so a part's length in characters is its length in bytes and a message can be cut
 * anywhere. NOTIFY refuses payloads of 8000 bytes or more: a longer message goes in several
 * parts, sent in one statement (one transaction, delivered together) and put back together by
 * the receivers. A process ignores its own notifications: it delivered them when publishing.
 */
export interface PgBusOptions {
  /** A new client on the same database and search_path as the pool (not connected yet). */
  connect: () => pg.Client;
  /** Sends these notification payloads on the channel, in order, in one statement. */
  notify: (channel: string, payloads: string[]) => Promise<void>;
  log?: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
    info?(obj: object, msg: string): void;
  };
  /** The channel; default `lobby_bus`, with the schema appended when it is not `public`. */
  channel?: string;
  /** Largest payload of one notification, in bytes (PostgreSQL's limit is 7999). */
  maxNotifyBytes?: number;
  /** Largest message (all parts); a bigger one reaches this process only, and is logged. */
  maxMessageBytes?: number;
  /** Reconnect delays: from minMs, doubling up to maxMs (with jitter). */
  reconnect?: { minMs: number; maxMs: number };
  /** How often the LISTEN connection is checked with a query (a dead socket may stay silent). */
  healthCheckMs?: number;
  /** Parts of a message not completed within this are dropped. */
  partTimeoutMs?: number;
}

export interface PgClusterBus extends ClusterBus {
  /** The channel this bus listens and notifies on (known once started). */
  channel(): string | null;
  /** Whether the LISTEN connection is up. */
  connected(): boolean;
}

/** `lobby_bus` on the public schema, `lobby_bus_<schema>` otherwise (tests use a schema each). */
export function busChannelFor(schema: string): string {
  const safe = schema.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  return (safe === 'public' ? 'lobby_bus' : `lobby_bus_${safe}`).slice(0, 63);
}

const asciiJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

interface Partial {
  parts: (string | undefined)[];
  missing: number;
  at: number;
}

export function createPgClusterBus(opts: PgBusOptions): PgClusterBus {
  const handlers = new Map<string, Set<BusHandler>>();
  const resyncHandlers = new Set<() => void>();
  const origin = randomBytes(6).toString('hex');
  const maxNotify = Math.min(opts.maxNotifyBytes ?? 7900, 7999);
  const maxMessage = opts.maxMessageBytes ?? 1024 * 1024;
  const backoff = opts.reconnect ?? { minMs: 200, maxMs: 10_000 };
  const healthCheckMs = opts.healthCheckMs ?? 30_000;
  const partTimeoutMs = opts.partTimeoutMs ?? 30_000;
  const log = opts.log;

  let channel: string | null = opts.channel ?? null;
  let seq = 0;
  let client: pg.Client | null = null;
  let closed = false;
  let started = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let healthTimer: NodeJS.Timeout | null = null;
  const partials = new Map<string, Partial>();

  // Outgoing notifications wait here and go out in order, many per statement.
  let queue: string[] = [];
  let sending: Promise<void> | null = null;

  const onHandlerError = (error: unknown) =>
    log?.error({ err: error instanceof Error ? error.message : String(error) }, 'bus handler');

  function encode(topic: string, payload: unknown): string[] | null {
    const json = asciiJson([topic, payload]);
    if (json.length > maxMessage) {
      log?.error({ topic, bytes: json.length }, 'bus message too large for other processes');
      return null;
    }
    seq = (seq + 1) % Number.MAX_SAFE_INTEGER;
    const id = seq.toString(36);
    // Room for the header: origin, id and two part numbers of up to 6 digits.
    const room = maxNotify - (origin.length + id.length + 16);
    const total = Math.max(1, Math.ceil(json.length / room));
    const out: string[] = [];
    for (let i = 0; i < total; i++)
      out.push(`${origin}:${id}:${i}:${total}:${json.slice(i * room, (i + 1) * room)}`);
    return out;
  }

  async function sendQueued(): Promise<void> {
    while (queue.length && !closed && channel) {
      // At most ~100 notifications (≤ 800 KB) per statement.
      const batch = queue.slice(0, 100);
      queue = queue.slice(batch.length);
      let sent = false;
      for (let tries = 0; tries < 3 && !sent; tries++) {
        try {
          await opts.notify(channel, batch);
          sent = true;
        } catch (error) {
          if (tries === 2)
            log?.error(
              { err: error instanceof Error ? error.message : String(error), n: batch.length },
              'bus notify failed; other processes miss these messages',
            );
          else await new Promise((r) => setTimeout(r, 50 * (tries + 1)));
        }
      }
    }
  }

  function kick() {
    if (sending) return;
    sending = sendQueued().finally(() => {
      sending = null;
      if (queue.length && !closed && channel) kick();
    });
  }

  function receive(raw: string) {
    const m = /^([0-9a-f]+):([0-9a-z]+):(\d+):(\d+):/.exec(raw);
    if (!m) return;
    const [head, from, id, partText, totalText] = m as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (from === origin) return; // delivered when published
    const part = Number(partText);
    const total = Number(totalText);
    if (!(part < total)) return;
    const data = raw.slice(head.length);
    let json: string;
    if (total === 1) json = data;
    else {
      const now = Date.now();
      for (const [key, p] of partials) if (now - p.at > partTimeoutMs) partials.delete(key);
      const key = `${from}:${id}`;
      let entry = partials.get(key);
      if (!entry) {
        entry = { parts: new Array<string | undefined>(total), missing: total, at: now };
        partials.set(key, entry);
      }
      if (entry.parts.length !== total || entry.parts[part] !== undefined) return;
      entry.parts[part] = data;
      entry.missing -= 1;
      if (entry.missing > 0) return;
      partials.delete(key);
      json = entry.parts.join('');
    }
    let message: unknown;
    try {
      message = JSON.parse(json);
    } catch {
      log?.warn({ bytes: json.length }, 'bus message unreadable');
      return;
    }
    if (!Array.isArray(message) || typeof message[0] !== 'string') return;
    deliver(handlers, message[0], message[1], onHandlerError);
  }

  async function connectOnce(): Promise<void> {
    const c = opts.connect();
    client = c;
    c.on('notification', (n) => {
      if (n.channel === channel && typeof n.payload === 'string') receive(n.payload);
    });
    c.on('error', (error) => lost(c, error));
    c.on('end', () => lost(c, null));
    try {
      await c.connect();
      if (!channel) {
        const result = await c.query<{ schema: string }>('select current_schema() as schema');
        channel = busChannelFor(result.rows[0]?.schema ?? 'public');
      }
      await c.query(`LISTEN ${quoteIdent(channel)}`);
    } catch (error) {
      if (client === c) client = null;
      c.removeAllListeners('end');
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
      throw error;
    }
    if (client !== c) {
      // Lost while connecting: the reconnect already scheduled takes over.
      throw new Error('listen connection lost while connecting');
    }
  }

  function lost(c: pg.Client, error: Error | null) {
    if (client !== c) return;
    client = null;
    c.removeAllListeners('end');
    c.on('error', () => undefined);
    void c.end().catch(() => undefined);
    if (closed) return;
    log?.warn(
      { err: error ? error.message : 'connection ended' },
      'bus listener lost its connection; reconnecting',
    );
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || reconnectTimer) return;
    const base = Math.min(backoff.maxMs, backoff.minMs * 2 ** attempt);
    // Jitter from the crypto module like every random choice of the server.
    const half = Math.round(base / 2);
    const delay = half + randomInt(half + 1);
    attempt += 1;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      if (closed) return;
      connectOnce().then(
        () => {
          attempt = 0;
          log?.info?.({ channel }, 'bus listener reconnected');
          // Messages sent while away are lost: whoever relies on them starts clean.
          for (const handler of [...resyncHandlers]) {
            try {
              handler();
            } catch (error) {
              onHandlerError(error);
            }
          }
          kick();
        },
        (error: unknown) => {
          log?.warn(
            { err: error instanceof Error ? error.message : String(error), attempt },
            'bus listener could not reconnect',
          );
          scheduleReconnect();
        },
      );
    }, delay);
    reconnectTimer.unref();
  }

  async function healthCheck() {
    const c = client;
    if (!c) return;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        c.query('select 1'),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('health check timed out')), 10_000);
        }),
      ]);
    } catch (error) {
      lost(c, error instanceof Error ? error : new Error(String(error)));
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    kind: 'postgres',
    publish(topic, payload) {
      deliver(handlers, topic, payload, onHandlerError);
      if (closed) return;
      const parts = encode(topic, payload);
      if (!parts) return;
      queue.push(...parts);
      if (channel) kick();
    },
    on: (topic, handler) => addHandler(handlers, topic, handler),
    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },
    async start() {
      if (started) return;
      started = true;
      try {
        await connectOnce();
      } catch (error) {
        // The app does not start: no reconnecting in the background either.
        closed = true;
        if (reconnectTimer) clearTimeout(reconnectTimer);
        reconnectTimer = null;
        throw error;
      }
      healthTimer = setInterval(() => void healthCheck(), healthCheckMs);
      healthTimer.unref();
      kick();
    },
    async flush() {
      while (sending) await sending;
    },
    async close() {
      if (closed) return;
      // What was published before closing still goes out.
      await this.flush().catch(() => undefined);
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      if (healthTimer) clearInterval(healthTimer);
      const c = client;
      client = null;
      if (c) {
        c.removeAllListeners('end');
        c.on('error', () => undefined);
        await c.end().catch(() => undefined);
      }
      handlers.clear();
      resyncHandlers.clear();
      partials.clear();
    },
    channel: () => channel,
    connected: () => client !== null,
  };
}
