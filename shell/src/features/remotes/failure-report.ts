/**
 * How a remote failed in this browser: its code did not load, or its page threw while rendering;
 * or, for a remote under a canary release only, that it mounted (so the server can compare the
 * failure rates of the canary and the stable version).
 */
export type RemoteFailureKind = 'load' | 'render' | 'mounted';

export interface RemoteFailure {
  remote: string;
  version: string;
  kind: RemoteFailureKind;
}

/** Sends one report; the default posts it with navigator.sendBeacon (no CSRF header, no cookie use). */
export type FailureSender = (url: string, failure: RemoteFailure) => void;

const beaconSender: FailureSender = (url, failure) => {
  const body = JSON.stringify(failure);
  if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
    return;
  }
  if (typeof fetch === 'function')
    void fetch(url, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
};

/**
 * Reports a remote's failures to POST /api/remotes/failures: name, version and kind only, nothing
 * about the visitor. Rate-limited in the page so a crash loop cannot flood the server: one report
 * per remote, version and kind per `windowMs`, and at most `maxPerWindow` reports in all per window.
 */
export function createFailureReporter({
  getBasePath,
  send = beaconSender,
  now = () => Date.now(),
  windowMs = 60_000,
  maxPerWindow = 10,
}: {
  getBasePath: () => string;
  send?: FailureSender;
  now?: () => number;
  windowMs?: number;
  maxPerWindow?: number;
}) {
  const lastSent = new Map<string, number>();
  let windowStart = 0;
  let sentInWindow = 0;
  return (failure: RemoteFailure): boolean => {
    if (!/^\d+\.\d+\.\d+/.test(failure.version)) return false;
    const t = now();
    const key = `${failure.remote}@${failure.version}:${failure.kind}`;
    const last = lastSent.get(key);
    if (last !== undefined && t - last < windowMs) return false;
    if (t - windowStart >= windowMs) {
      windowStart = t;
      sentInWindow = 0;
    }
    if (sentInWindow >= maxPerWindow) return false;
    sentInWindow += 1;
    lastSent.set(key, t);
    try {
      send(`${getBasePath().replace(/\/+$/, '')}/api/remotes/failures`, failure);
    } catch {
      // A report that cannot be sent is dropped: it must never break the page it describes.
    }
    return true;
  };
}

export type FailureReporter = ReturnType<typeof createFailureReporter>;
