import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { LIVE_PATH, liveQuerySchema } from '@lobby/shared-api/contract';
import type { LiveEvent } from '@lobby/shared-api/contract';
import { HttpError } from '../http/errors';
import { validate } from '../http/validation';
import type { LiveBus } from './bus';
import { createClusterLiveBus } from './bus';

export interface LiveOptions {
  /** The fan-out; by default the app's cluster bus (every process on PostgreSQL). */
  bus?: LiveBus;
  /** Comment heartbeat interval, so proxies keep the stream open and dead clients are found. */
  heartbeatMs?: number;
  /** Open streams this process serves at most; more get 503 (the client retries later). */
  maxStreams?: number;
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
    const streams = new Set<ServerResponse>();

    const live: Live = {
      publish: (channel, payload) => bus.publish(channel, payload),
      bus,
      streamCount: () => streams.size,
    };
    app.decorate('live', live);

    app.get(`${app.config.basePath}/${LIVE_PATH}`, async (request, reply) => {
      const { query } = validate(request, { query: liveQuerySchema });
      if (streams.size >= maxStreams) {
        reply.header('Retry-After', '10');
        throw new HttpError(503, 'Too many live connections, try again shortly');
      }
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        Connection: 'keep-alive',
        // Tells nginx-like proxies not to buffer the stream.
        'X-Accel-Buffering': 'no',
      });
      res.write(`retry: ${RETRY_MS}\n: connected ${query.channels.join(',')}\n\n`);
      streams.add(res);

      let seq = 0;
      const unsubscribe = bus.subscribe(query.channels, (message) => {
        const event: LiveEvent = { channel: message.channel, payload: message.payload };
        seq += 1;
        res.write(`id: ${seq}\ndata: ${JSON.stringify(event)}\n\n`);
      });
      const heartbeat = setInterval(() => res.write(`: ping\n\n`), heartbeatMs);
      heartbeat.unref();

      const cleanup = () => {
        clearInterval(heartbeat);
        unsubscribe();
        streams.delete(res);
      };
      request.raw.once('close', cleanup);
      res.once('close', cleanup);
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
