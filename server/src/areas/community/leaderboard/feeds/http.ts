import { serviceText } from '../../../../core/http/outbound';
import { blockedCause, guardedFetch } from '../../../../core/http/outbound-guard';
import { describeUrl, FeedError, redactSecrets } from './errors';

/** The `fetch` adapters use: the global one in production, any compatible one in tests. */
export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** Default time a feed has to answer completely (headers and body). */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Default cap on a feed's answer; 100,000 rows of a typical feed are about 10 MB. */
export const DEFAULT_MAX_BYTES = 20 * 1024 * 1024;

export interface FeedRequestOptions {
  fetch?: FetchLike;
  /** Cancels the request (server shutdown); reported as an `aborted` FeedError. */
  signal?: AbortSignal;
  timeoutMs?: number;
  maxBytes?: number;
  headers?: Record<string, string>;
  /** `POST` sends `body` as JSON (GraphQL and other query APIs); default `GET`. */
  method?: 'GET' | 'POST';
  body?: string;
  /** Values to redact from every message (tokens, keys, secret path segments). */
  secrets: readonly (string | null | undefined)[];
  /** The platform's name as the admin knows it, for messages ("Roobet answered …"). */
  label: string;
}

const formatBytes = (n: number) =>
  n >= 1024 * 1024 ? `${(n / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(n / 1024)} KB`;

function statusAdvice(status: number): string {
  if (status === 401 || status === 403)
    return 'the platform refused the credentials: check the token or key in the feed settings';
  if (status === 404)
    return 'the address was not found: check the base URL and the code or user id in the feed settings';
  if (status === 429) return 'the platform is rate-limiting us; the sync will retry later';
  if (status >= 500) return "the platform's server failed; the sync will retry later";
  if (status >= 300 && status < 400) return 'the feed redirected us';
  return 'the platform refused the request';
}

function htmlTitle(text: string): string | null {
  const m = /<title[^>]*>([^<]{1,120})<\/title>/i.exec(text);
  return m ? serviceText(m[1]!, 120) : null;
}

/** First characters of an answer, one line, for an admin to recognise what came back. */
const snippet = (text: string) => serviceText(text, 160);

/**
 * GETs (or POSTs a JSON body to) `url` and returns its JSON, with the discipline every adapter shares: a timeout over the
 * whole exchange (headers and body), a cap on the body's size read as a stream (the request is
 * cancelled as soon as the cap is passed, so a huge answer never sits in memory), no redirects
 * followed (a redirect could carry a key in the query to another host), and a FeedError with a
 * redacted, actionable message for every failure.
 */
export async function getFeedJson(url: URL, opts: FeedRequestOptions): Promise<unknown> {
  const doFetch: FetchLike = opts.fetch ?? guardedFetch;
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const where = describeUrl(url, opts.secrets);
  const redact = (s: string) => redactSecrets(s, opts.secrets);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (opts.signal?.aborted) controller.abort();
  else opts.signal?.addEventListener('abort', onAbort, { once: true });

  const failure = (e: unknown): FeedError => {
    if (e instanceof FeedError) return e;
    if (timedOut)
      return new FeedError(
        'timeout',
        `${opts.label} did not answer within ${Math.round(timeoutMs / 100) / 10} s (${where}); the sync will retry later`,
      );
    if (opts.signal?.aborted)
      return new FeedError('aborted', `The request to ${opts.label} was cancelled`);
    const blocked = blockedCause(e);
    if (blocked)
      return new FeedError(
        'network',
        redact(`${opts.label} was not called (${where}): ${blocked.message}`),
        {
          retryable: false,
        },
      );
    return new FeedError(
      'network',
      redact(`${opts.label} could not be reached (${where}): ${describeCause(e)}`),
    );
  };

  try {
    let res: Response | undefined;
    const post = opts.method === 'POST';
    // A GET is safe to send again: one retry when the connection dies before any answer (a
    // kept-alive socket the feed closed while it sat idle is the usual cause). A POST is not.
    for (let attempt = 0; !res; attempt++) {
      try {
        res = await doFetch(url, {
          method: post ? 'POST' : 'GET',
          headers: {
            accept: 'application/json',
            ...(post ? { 'content-type': 'application/json' } : {}),
            ...opts.headers,
          },
          ...(post ? { body: opts.body ?? '{}' } : {}),
          redirect: 'manual',
          signal: controller.signal,
        });
      } catch (e) {
        if (attempt === 0 && !post && !controller.signal.aborted && isStaleSocket(e)) continue;
        throw failure(e);
      }
    }

    const declared = Number(res.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await res.body?.cancel().catch(() => undefined);
      throw new FeedError(
        'too-large',
        `${opts.label} answered ${formatBytes(declared)}, more than the ${formatBytes(maxBytes)} limit (${where})`,
      );
    }

    // An error page is only read far enough to quote it.
    const text = await readCapped(
      res,
      res.ok ? maxBytes : ERROR_BODY_BYTES,
      opts.label,
      where,
      !res.ok,
    ).catch((e: unknown) => {
      throw failure(e);
    });

    if (!res.ok) {
      const title = htmlTitle(text);
      const said = title
        ? `an HTML page titled "${title}"`
        : text.trim()
          ? `"${snippet(text)}"`
          : 'an empty body';
      const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
      throw new FeedError(
        'http',
        redact(
          `${opts.label} answered HTTP ${res.status} (${where}): ${statusAdvice(res.status)}` +
            (location
              ? ` to ${describeUrl(resolveLocation(location, url), opts.secrets)}; use that address as the base URL`
              : '') +
            `. It said: ${said}`,
        ),
        { status: res.status, retryable: res.status === 429 || res.status >= 500 },
      );
    }

    if (text.trim() === '')
      throw new FeedError(
        'parse',
        `${opts.label} answered an empty body instead of JSON (${where})`,
        {
          retryable: true,
        },
      );
    try {
      return JSON.parse(text) as unknown;
    } catch {
      const title = htmlTitle(text);
      const looksHtml = /^\s*</.test(text);
      throw new FeedError(
        'parse',
        redact(
          looksHtml
            ? `${opts.label} answered an HTML page${title ? ` titled "${title}"` : ''} instead of JSON (${where}); the base URL may point at a website rather than the API, or the platform is down`
            : `${opts.label} answered something that is not JSON (${where}): "${snippet(text)}"`,
        ),
        { retryable: true },
      );
    }
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The most telling part of a fetch failure: undici throws "fetch failed" with the system error
 * (ECONNREFUSED, ENOTFOUND, a certificate error…) as its cause. Duck-typed: errors may come from
 * another realm (test runners), where `instanceof Error` is false.
 */
function describeCause(e: unknown): string {
  let cur: unknown = e;
  let best = '';
  for (let depth = 0; depth < 4 && cur && typeof cur === 'object'; depth++) {
    const { code, message, errors } = cur as {
      code?: unknown;
      message?: unknown;
      errors?: unknown;
    };
    if (typeof message === 'string' && message) best = message;
    if (typeof code === 'string' && code)
      return typeof message === 'string' && message.includes(code)
        ? message
        : `${code} ${best}`.trim();
    cur = (cur as { cause?: unknown }).cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return best || String(e);
}

const ERROR_BODY_BYTES = 64 * 1024;

const STALE_SOCKET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);

/** Whether a fetch failed because its connection was closed under it (not refused, not DNS). */
function isStaleSocket(e: unknown): boolean {
  let cur: unknown = e;
  for (let depth = 0; depth < 4 && cur && typeof cur === 'object'; depth++) {
    const { code } = cur as { code?: unknown };
    if (typeof code === 'string' && STALE_SOCKET_CODES.has(code)) return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

function resolveLocation(location: string, base: URL): string {
  try {
    return new URL(location, base).toString();
  } catch {
    return location;
  }
}

/** Reads the body as text, refusing (or, with `truncate`, cutting) past `maxBytes`. */
async function readCapped(
  res: Response,
  maxBytes: number,
  label: string,
  where: string,
  truncate = false,
) {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const decoder = new TextDecoder('utf-8');
  const parts: string[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined);
      if (truncate) {
        parts.push(
          decoder.decode(value.subarray(0, Math.max(0, value.byteLength - (received - maxBytes)))),
        );
        return parts.join('');
      }
      throw new FeedError(
        'too-large',
        `${label} answered more than the ${formatBytes(maxBytes)} limit (${where}); nothing from this answer was used`,
      );
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return parts.join('');
}
