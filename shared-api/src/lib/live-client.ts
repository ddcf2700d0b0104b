import { LIVE_PATH } from '../contract';
import type { LiveEvent } from '../contract';
import { siteUrl } from './api-client';

/** What a subscriber hears: a message, or `reconnected` after a dropped stream came back. */
export type LiveSignal =
  { kind: 'message'; channel: string; payload: unknown } | { kind: 'reconnected'; channel: string };

export type LiveSubscriber = (signal: LiveSignal) => void;

/**
 * The stream's state: 'idle' (nothing to listen to, or no EventSource), 'connecting' (first
 * open), 'open', 'reconnecting' (it dropped; the browser or the backoff below brings it back).
 */
export type LiveStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** Subscriptions made in the same moment (one render) share one reconnect. */
const SYNC_DELAY_MS = 30;

/**
 * One EventSource per page for every channel its components listen to (browsers allow few
 * connections per host): opened on the first subscription, reopened with the new channel list
 * when it changes, closed with the last one. A stream the browser gave up on (a 5xx, the server
 * restarting) is reopened after 1 s, doubling to 30 s; after any reconnect every subscriber gets
 * `reconnected` (it may have missed messages: refetch).
 */
export class LiveClient {
  private subs = new Map<string, Set<LiveSubscriber>>();
  private source: EventSource | null = null;
  private key = '';
  private dropped = false;
  private retryMs = FIRST_RETRY_MS;
  private syncTimer: ReturnType<typeof setTimeout> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private state: LiveStatus = 'idle';
  private statusListeners = new Set<(status: LiveStatus) => void>();

  constructor(private readonly url: (channels: string) => string = defaultUrl) {}

  subscribe(channel: string, subscriber: LiveSubscriber): () => void {
    let set = this.subs.get(channel);
    if (!set) this.subs.set(channel, (set = new Set()));
    set.add(subscriber);
    this.schedule();
    return () => {
      const current = this.subs.get(channel);
      if (!current) return;
      current.delete(subscriber);
      if (current.size === 0) {
        this.subs.delete(channel);
        this.schedule();
      }
    };
  }

  /** The stream's state now. */
  status(): LiveStatus {
    return this.state;
  }

  /** Calls `listener` with every change of the stream's state until the returned function runs. */
  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }

  private setStatus(status: LiveStatus) {
    if (status === this.state) return;
    this.state = status;
    for (const listener of [...this.statusListeners]) listener(status);
  }

  /** Channels listened to right now (sorted). */
  channels(): string[] {
    return [...this.subs.keys()].sort();
  }

  private schedule() {
    if (this.syncTimer) return;
    this.syncTimer = setTimeout(() => {
      this.syncTimer = null;
      this.sync();
    }, SYNC_DELAY_MS);
  }

  private sync() {
    const channels = this.channels();
    const key = channels.join(',');
    if (key === this.key && this.source) return;
    this.close();
    this.key = key;
    if (!channels.length || typeof EventSource === 'undefined') {
      this.setStatus('idle');
      return;
    }
    this.open(key);
  }

  private close() {
    this.source?.close();
    this.source = null;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private open(key: string) {
    const source = new EventSource(this.url(key));
    this.source = source;
    this.setStatus(this.dropped ? 'reconnecting' : 'connecting');
    source.onopen = () => {
      this.setStatus('open');
      if (this.dropped) this.broadcastReconnect();
      this.dropped = false;
      this.retryMs = FIRST_RETRY_MS;
    };
    source.onmessage = (event: MessageEvent<string>) => {
      let data: LiveEvent;
      try {
        data = JSON.parse(event.data) as LiveEvent;
      } catch {
        return;
      }
      for (const subscriber of [...(this.subs.get(data.channel) ?? [])]) {
        subscriber({ kind: 'message', channel: data.channel, payload: data.payload });
      }
    };
    source.onerror = () => {
      if (this.source !== source) return;
      // Whatever happens next, the next open follows a gap: subscribers refetch then.
      this.dropped = true;
      this.setStatus('reconnecting');
      // CONNECTING: the browser reconnects by itself. CLOSED (2): it gave up, retry with backoff.
      if (source.readyState !== 2) return;
      source.close();
      this.source = null;
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        if (!this.source && this.key === key) this.open(key);
      }, this.retryMs);
      this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    };
  }

  private broadcastReconnect() {
    for (const [channel, set] of this.subs) {
      for (const subscriber of [...set]) subscriber({ kind: 'reconnected', channel });
    }
  }
}

function defaultUrl(channels: string): string {
  return siteUrl(`${LIVE_PATH}?channels=${encodeURIComponent(channels)}`);
}

let shared: LiveClient | null = null;

/** The page's one live client (shared-api is a singleton across the shell and the remotes). */
export function liveClient(): LiveClient {
  return (shared ??= new LiveClient());
}
