import type { StreamStatus } from '@lobby/contract-community';
import type { Clock } from '../../../core/clock';
import { iso } from '../../../core/clock';

export interface StreamServiceOptions {
  providerUrl: string;
  clock: Clock;
  cacheMs?: number;
  timeoutMs?: number;
  log?: { warn: (obj: object, msg: string) => void };
}

interface KickChannel {
  slug?: unknown;
  followers_count?: unknown;
  followersCount?: unknown;
  user?: { username?: unknown } | null;
  livestream?: { is_live?: unknown; viewer_count?: unknown; session_title?: unknown } | null;
}

const num = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : 0;
const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : null);

export const playerUrl = (channel: string) =>
  `https://player.kick.com/${encodeURIComponent(channel)}`;

export function offline(channel: string | null, now: Date): StreamStatus {
  return {
    live: false,
    channel,
    viewer_count: 0,
    followers_count: 0,
    session_title: null,
    player_url: channel ? playerUrl(channel) : null,
    checked_at: iso(now),
  };
}

/** Maps the provider's public channel answer (Kick's shape) to StreamStatus. */
export function mapChannel(channel: string, body: KickChannel, now: Date): StreamStatus {
  const ls = body.livestream ?? null;
  const live = ls != null && typeof ls === 'object' && ls.is_live !== false;
  const name = str(body.user?.username) ?? str(body.slug) ?? channel;
  return {
    live,
    channel: name,
    viewer_count: live ? num(ls?.viewer_count) : 0,
    followers_count: num(body.followers_count ?? body.followersCount),
    session_title: live ? str(ls?.session_title) : null,
    player_url: playerUrl(str(body.slug) ?? channel),
    checked_at: iso(now),
  };
}

/**
 * Asks the provider for a channel's status with a short timeout, caches the answer briefly and
 * lets only one request per channel be in flight; any failure is OFFLINE.
 */
export function createStreamService(opts: StreamServiceOptions) {
  const cacheMs = opts.cacheMs ?? 30_000;
  const timeoutMs = opts.timeoutMs ?? 3_000;
  const cache = new Map<string, { at: number; value: StreamStatus }>();
  const inflight = new Map<string, Promise<StreamStatus>>();

  async function fetchStatus(channel: string): Promise<StreamStatus> {
    const url = opts.providerUrl.replace('{channel}', encodeURIComponent(channel));
    try {
      const res = await fetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/json', 'user-agent': 'Lobby/1.0 (+stream status)' },
        redirect: 'follow',
      });
      if (!res.ok) throw new Error(`provider answered ${res.status}`);
      const body = (await res.json()) as KickChannel;
      if (!body || typeof body !== 'object') throw new Error('provider answered no object');
      return mapChannel(channel, body, opts.clock());
    } catch (error) {
      opts.log?.warn(
        { err: error instanceof Error ? error.message : String(error), url },
        'stream status unavailable',
      );
      return offline(channel, opts.clock());
    }
  }

  return {
    async get(channel: string | null): Promise<StreamStatus> {
      if (!channel) return offline(null, opts.clock());
      const now = opts.clock().getTime();
      const hit = cache.get(channel);
      if (hit && now - hit.at < cacheMs) return hit.value;
      let pending = inflight.get(channel);
      if (!pending) {
        pending = fetchStatus(channel)
          .then((value) => {
            cache.set(channel, { at: opts.clock().getTime(), value });
            return value;
          })
          .finally(() => inflight.delete(channel));
        inflight.set(channel, pending);
      }
      return pending;
    },
    clear() {
      cache.clear();
    },
  };
}
