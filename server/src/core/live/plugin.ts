import type { ServerResponse } from 'node:http';
import { isIPv6 } from 'node:net';
import fp from 'fastify-plugin';
import {
  LIVE_PATH,
  MEMBER_CHANNEL_PATTERN,
  liveQuerySchema,
  memberChannel,
} from '@lobby/shared-api/contract';
import type { LiveEvent, MemberSignal } from '@lobby/shared-api/contract';
import { HttpError } from '../http/errors';
import { validate } from '../http/validation';
import type { LiveBus } from './bus';
import { createClusterLiveBus } from './bus';
import { onMemberSignal } from './member-signals';

export interface LiveOptions {
  /** The fan-out; by default the app's cluster bus (every process on PostgreSQL). */
  bus?: LiveBus;
  /** Comment heartbeat interval, so proxies keep the stream open and dead clients are found. */
  heartbeatMs?: number;
  /** Open streams this process serves at most; more get 503 (the client retries later). */
  maxStreams?: number;
  /** Open streams one address may hold in this process; more get 429 (default: the config's). */
  maxStreamsPerAddress?: number;
}

/** What areas call: `app.live.publish('hunt:12', { type: 'game' })`. */
export interface Live {
  publish(channel: string, payload: unknown): void;
  readonly bus: LiveBus;
  /** Streams open right now. */
  streamCount(): number;
}

const RETRY_MS = 3000;

/**
 * Whom a stream is counted against: the address, or for IPv6 its /64 (one host commonly holds a
 * whole /64, so single addresses would cost it nothing to vary).
 */
export function streamOwner(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The live channel: `GET <base>/api/live?channels=a,b:1` answers a Server-Sent Events stream
 * (the raw response, hijacked from Fastify) carrying every message published on those channels.
 * It reads the session the request already has and never creates one; anyone may listen —
 * payloads are public (ids and what changed), pages refetch what they show.
 */
export const livePlugin = fp<LiveOptions>(
  async (app, opts) => {
    const bus = opts.bus ?? createClusterLiveBus(app.bus);
    const heartbeatMs = opts.heartbeatMs ?? 25_000;
    const maxStreams = opts.maxStreams ?? 5000;
    const perAddress = opts.maxStreamsPerAddress ?? app.config.liveStreamsPerIp;
    const streams = new Set<ServerResponse>();
    // Per process: with several processes an address may hold this many in each (documented).
    const byOwner = new Map<string, number>();

    const live: Live = {
      publish: (channel, payload) => bus.publish(channel, payload),
      bus,
      streamCount: () => streams.size,
    };
    app.decorate('live', live);

    // What changed for a member (core/live/member-signals.ts) goes to their own channel, which
    // only their session can open (below).
    const stopSignals = onMemberSignal(app.db, (memberId, topics) =>
      bus.publish(memberChannel(memberId), { topics } satisfies MemberSignal),
    );
    app.addHook('onClose', async () => stopSignals());

    app.get(`${app.config.basePath}/${LIVE_PATH}`, async (request, reply) => {
      const { query } = validate(request, { query: liveQuerySchema });
      // A member's own channel is theirs alone: another member's (or a visitor asking for one,
      // e.g. a page left open after logging out) is left out, not refused, so the page's public
      // channels keep working.
      const channels = query.channels.filter((channel) => {
        const own = MEMBER_CHANNEL_PATTERN.exec(channel);
        return !own || (request.user !== null && request.user?.id === Number(own[1]));
      });
      if (streams.size >= maxStreams) {
        reply.header('Retry-After', '10');
        throw new HttpError(503, 'Too many live connections, try again shortly');
      }
      const owner = streamOwner(request.ip);
      const held = byOwner.get(owner) ?? 0;
      if (perAddress > 0 && held >= perAddress) {
        reply.header('Retry-After', '30');
        throw new HttpError(
          429,
          'Too many live connections from your address; close some tabs and try again',
        );
      }
      byOwner.set(owner, held + 1);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        // Tells nginx-like proxies not to buffer the stream.
        'X-Accel-Buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n: connected ${channels.join(',')}\n\n`);
      streams.add(res);

      let seq = 0;
      const unsubscribe = bus.subscribe(channels, (message) => {
        const event: LiveEvent = { channel: message.channel, payload: message.payload };
        seq += 1;
        res.write(`id: ${seq}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(`: ping\n\n`), heartbeatMs);
      heartbeat.unref();

      let open = true;
      const cleanup = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(res);
        const left = (byOwner.get(owner) ?? 1) - 1;
        if (left > 0) byOwner.set(owner, left);
        else byOwner.delete(owner);
      };
      request.raw.once('close', cleanup);
      res.once('close', cleanup);
      // Gone before the listeners were there: its count must not stay taken.
      if (res.destroyed) cleanup();
    });

    // The bus lost its connection for a while (PostgreSQL) and messages may have been missed:
    // end this process's streams. Browsers reconnect by themselves (retry above) and the live
    // client then refetches what its pages show, as after any dropped stream.
    if (!opts.bus)
      app.bus.onResync(() => {
        for (const res of [...streams]) res.end();
      });

    // Streams never end by themselves: end them so the server can close.
    app.addHook('preClose', async () => {
      for (const res of [...streams]) res.end();
      streams.clear();
    });
  },
  { name: 'lobby-live', dependencies: ['lobby-bus'] },
);
