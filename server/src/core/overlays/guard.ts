import type {
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteShorthandOptions,
} from 'fastify';
import type { OverlayKind, OverlaySettingsByKind } from '@lobby/shared-api/contract';
import { notFound } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { parseOverlayKey } from './keys';
import { findLiveOverlay, readSettings } from './service';

/** The overlay a request's key opened. */
export interface OverlayAccess<K extends OverlayKind = OverlayKind> {
  id: number;
  kind: K;
  name: string;
  settings: OverlaySettingsByKind[K];
}

const opened = new WeakMap<FastifyRequest, OverlayAccess>();

/** One answer for every key that opens nothing: wrong, revoked, expired, of another kind. */
export const OVERLAY_NOT_FOUND = 'Not found';

/**
 * Requests one client may make to the overlay routes per minute: an overlay refetches after each
 * live message (a hunt records a bonus every few seconds at most) and every half minute, so a
 * dozen overlays on one OBS machine stay far below it; a key-guessing loop does not.
 */
export const OVERLAY_RATE_LIMIT = { max: 300, timeWindow: 60_000 };

/**
 * Answers of overlay routes carry no cookie (whatever another hook wanted to set), are never
 * cached (they are live), and send no referrer (the key is in the page's address).
 */
export const overlayOnSend: onSendAsyncHookHandler = async (_request, reply, payload) => {
  reply.removeHeader('set-cookie');
  reply.header('cache-control', 'no-store');
  reply.header('referrer-policy', 'no-referrer');
  return payload;
};

/** Finds the live overlay of `kind` that `?key=` opens, or throws the 404 without data. */
export async function openOverlay<K extends OverlayKind>(
  request: FastifyRequest,
  kind: K,
): Promise<OverlayAccess<K>> {
  const app = request.server;
  const query = request.query as Record<string, unknown> | undefined;
  const parsed = parseOverlayKey(app.config.sessionSecret, query?.key, app.clock().getTime());
  if (parsed.type === 'invalid') throw notFound(OVERLAY_NOT_FOUND);
  const row = await findLiveOverlay(
    app.db,
    kind,
    parsed.type === 'key' ? { hash: parsed.hash } : { id: parsed.id },
  );
  if (!row) throw notFound(OVERLAY_NOT_FOUND);
  return { id: Number(row.id), kind, name: row.name, settings: readSettings(kind, row.settings) };
}

/**
 * Route options of an overlay data route (`/api/overlay/<kind>`, served by the area that owns
 * the data): rate limited per address, the key checked before the handler runs — a wrong,
 * revoked or expired key gets 404 and nothing else — and no cookie on the answer. The handler
 * reads the overlay (its settings) with `overlayOf(request, kind)`.
 */
export function overlayGuard<K extends OverlayKind>(kind: K): RouteShorthandOptions {
  // A preHandler, so the rate limit (an onRequest hook) counts wrong keys too.
  const guard: preHandlerAsyncHookHandler = async (request) => {
    opened.set(request, await openOverlay(request, kind));
  };
  return {
    config: rateLimit({ ...OVERLAY_RATE_LIMIT, bucket: 'overlay' }),
    preHandler: guard,
    onSend: overlayOnSend,
  };
}

/** The overlay the guard opened for this request. */
export function overlayOf<K extends OverlayKind>(
  request: FastifyRequest,
  kind: K,
): OverlayAccess<K> {
  const access = opened.get(request);
  if (!access || access.kind !== kind) throw notFound(OVERLAY_NOT_FOUND);
  return access as OverlayAccess<K>;
}

/** Sets the data answer's common fields. */
export function overlayAnswer<T>(reply: FastifyReply, data: T, channels: string[]) {
  return {
    success: true as const,
    data,
    channels,
    server_time: reply.server.clock().toISOString(),
  };
}
