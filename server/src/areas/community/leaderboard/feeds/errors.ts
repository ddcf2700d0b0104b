/**
 * What can go wrong with a feed, as one typed error whose message an admin can act on. Messages
 * never contain a secret: every FeedError is built through {@link redactSecrets}.
 */
export type FeedErrorKind =
  /** The feed's settings are invalid (a field is missing, a URL is not http/https…). */
  | 'config'
  /** The feed could not be reached (DNS, refused connection, TLS). */
  | 'network'
  /** The feed did not answer within the timeout. */
  | 'timeout'
  /** The caller cancelled the request (shutdown, a newer sync). */
  | 'aborted'
  /** The feed answered with a non-2xx status (see `status`). */
  | 'http'
  /** The answer or the uploaded file is larger than the limit. */
  | 'too-large'
  /** The answer is not JSON (HTML, empty body, broken JSON) or a CSV cannot be read. */
  | 'parse'
  /** The answer is JSON but not the shape this adapter expects. */
  | 'shape';

export class FeedError extends Error {
  override readonly name = 'FeedError';

  constructor(
    readonly kind: FeedErrorKind,
    message: string,
    readonly details: { status?: number; retryable?: boolean; fieldErrors?: FieldErrors } = {},
  ) {
    super(message);
  }

  /** HTTP status of an `http` error. */
  get status(): number | undefined {
    return this.details.status;
  }

  /**
   * Whether trying again later may help (timeouts, network failures, 5xx, 429). A 401, a 404 or a
   * wrong shape needs an admin to change something first; the sync job still keeps the last good
   * data either way.
   */
  get retryable(): boolean {
    if (this.details.retryable !== undefined) return this.details.retryable;
    return this.kind === 'timeout' || this.kind === 'network';
  }

  /** Per-field messages of a `config` error, in the contract's `{ field: [messages] }` shape. */
  get fieldErrors(): FieldErrors | undefined {
    return this.details.fieldErrors;
  }
}

export type FieldErrors = Record<string, string[]>;

export const isFeedError = (e: unknown): e is FeedError => e instanceof FeedError;

/**
 * A secret as it may be shown in an admin screen: `••••` and its last 4 characters when it is
 * long enough for that to reveal little (12+), else only `••••`.
 */
export function maskSecret(secret: string | null | undefined): string {
  if (!secret) return '';
  return secret.length >= 12 ? `••••${secret.slice(-4)}` : '••••';
}

/**
 * Replaces every occurrence of each secret in `text` — as written, URL-encoded and
 * form-encoded — by `***`. Secrets shorter than 4 characters are still replaced (they are
 * short, not harmless).
 */
export function redactSecrets(text: string, secrets: readonly (string | null | undefined)[]) {
  let out = text;
  const forms = new Set<string>();
  for (const s of secrets) {
    if (!s) continue;
    forms.add(s);
    forms.add(encodeURIComponent(s));
    forms.add(new URLSearchParams({ s }).toString().slice(2));
  }
  // Longest first, so a secret containing another is replaced whole.
  for (const form of [...forms].sort((a, b) => b.length - a.length)) {
    if (form) out = out.split(form).join('***');
  }
  return out;
}

/** A URL safe to show: secrets redacted, credentials in the authority removed. */
export function describeUrl(url: URL | string, secrets: readonly (string | null | undefined)[]) {
  let u: URL;
  try {
    u = new URL(String(url));
  } catch {
    return redactSecrets(String(url), secrets);
  }
  u.username = '';
  u.password = '';
  return redactSecrets(u.toString(), secrets);
}
