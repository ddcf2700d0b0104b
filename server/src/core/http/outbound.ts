import { blockedCause, guardedFetch } from './outbound-guard';

/**
 * Calls to outside services (Kick, Discord webhooks, casino tipping APIs): one fetch with a
 * deadline, no redirects, inside addresses refused (outbound-guard.ts), and failures sorted the
 * way a retry needs them sorted.
 */

/**
 * Why an outside call failed: it timed out (outcome unknown), never connected, answered an
 * error, or its address is inside the server's network (never sent).
 */
export type OutboundFailure = 'timeout' | 'network' | 'http' | 'blocked';

export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
    /** The HTTP status (kind 'http'). */
    readonly status: number | null = null,
    /** Retry-After in milliseconds when the service sent one (429, 503). */
    readonly retryAfterMs: number | null = null,
    /** The answer's body (first 500 characters), for the error text staff see. */
    readonly body: string = '',
  ) {
    super(message);
    this.name = 'OutboundError';
  }

  /** True when trying again later may succeed: timeouts, no connection, 429, 5xx. */
  get retryable(): boolean {
    if (this.kind === 'blocked') return false;
    return (
      this.kind !== 'http' ||
      this.status === 429 ||
      this.status === 408 ||
      (this.status ?? 0) >= 500
    );
  }
}

/** Retry-After as seconds or an HTTP date → milliseconds from `now` (null when absent or bad). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const v = value.trim();
  if (/^\d+$/.test(v)) return Number(v) * 1000;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : Math.max(0, t - now);
}

export interface OutboundResponse {
  status: number;
  text: string;
  json: unknown;
}

/** Fetches with a deadline; answers 2xx responses, throws OutboundError for everything else. */
export async function outboundFetch(
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<OutboundResponse> {
  let res: Response;
  try {
    res = await guardedFetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const e = error as Error;
    const blocked = blockedCause(e);
    if (blocked) throw new OutboundError('blocked', blocked.message);
    if (e.name === 'TimeoutError' || e.name === 'AbortError')
      throw new OutboundError('timeout', `No answer from ${hostOf(url)} within ${timeoutMs} ms`);
    const cause = (e as { cause?: { code?: string } }).cause?.code;
    throw new OutboundError(
      'network',
      `Could not reach ${hostOf(url)}${cause ? ` (${cause})` : ''}`,
    );
  }
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new OutboundError('timeout', `The answer of ${hostOf(url)} did not arrive in time`);
  }
  if (!res.ok)
    throw new OutboundError(
      'http',
      `${hostOf(url)} answered ${res.status}${text ? `: ${serviceText(text)}` : ''}`,
      res.status,
      parseRetryAfter(res.headers.get('retry-after')),
      text.slice(0, 500),
    );
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status: res.status, text, json };
}

/** The host of a URL, for messages (never the path: webhook URLs carry secrets). */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'the service';
  }
}

const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * What an outside service said, made fit to store and show staff (Admin › Jobs, feed health,
 * payouts, announcements): an HTML page becomes its title (or its text without tags), control
 * and direction-changing characters go, whitespace is collapsed, and at most `max` characters
 * are kept (an ellipsis marks the cut).
 */
export function serviceText(text: string, max = 200): string {
  let t = String(text);
  if (/<(!doctype|html|head|body|title|div|p|h1|script|style)\b/i.test(t)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(t)?.[1]?.trim();
    t = title
      ? `an HTML page titled "${title}"`
      : t.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' ');
  }
  t = t.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
}
