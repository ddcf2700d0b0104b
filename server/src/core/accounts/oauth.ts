import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { OAuthProviderConfig } from '../config';
import type { Db } from '../db';
import { serviceText } from '../http/outbound';
import type { OauthStateRow } from './oauth-states';
import { insertOauthState, pruneOauthStates, takeOauthState } from './oauth-states';

export type OAuthProvider = OauthStateRow['provider'];

/** How long the browser has to come back from the provider. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;
const PROVIDER_TIMEOUT_MS = 10_000;

/** A failure of an OAuth round trip; `code` goes into the redirect's query string. */
export class OAuthError extends Error {
  constructor(
    readonly code:
      'invalid_state' | 'expired_state' | 'access_denied' | 'missing_code' | 'provider_error',
    message: string = code,
  ) {
    super(message);
    this.name = 'OAuthError';
  }
}

const sha256hex = (s: string) => createHash('sha256').update(s).digest('hex');
/** PKCE S256: base64url(sha256(verifier)). */
export const pkceChallenge = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

/**
 * A local path that is safe to redirect to after login: one leading '/', no scheme, no host,
 * no backslashes or control characters. Anything else → null.
 */
export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 500) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  if (/[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  try {
    const url = new URL(raw, 'http://lobby.invalid');
    if (url.origin !== 'http://lobby.invalid') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

export interface StartOptions {
  provider: OAuthProvider;
  config: OAuthProviderConfig;
  scope: string;
  sessionId: string;
  userId: number | null;
  redirectUri: string;
  next: string | null;
  now: Date;
  extraParams?: Record<string, string>;
}

/**
 * Records a new state (hashed) with its PKCE verifier, bound to the browser session (and the
 * member when linking), and answers the provider's authorize URL to redirect to.
 */
export async function startAuthorization(db: Db, o: StartOptions): Promise<string> {
  const state = randomBytes(32).toString('base64url');
  const verifier = randomBytes(48).toString('base64url');
  await pruneOauthStates(db, o.now.toISOString());
  await insertOauthState(db, {
    id: sha256hex(state),
    provider: o.provider,
    session_id: o.sessionId,
    user_id: o.userId,
    code_verifier: verifier,
    redirect_uri: o.redirectUri,
    next_path: o.next,
    created_at: o.now.toISOString(),
    expires_at: new Date(o.now.getTime() + OAUTH_STATE_TTL_MS).toISOString(),
  });
  const url = new URL(o.config.authorizeUrl);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: o.config.clientId,
    redirect_uri: o.redirectUri,
    scope: o.scope,
    state,
    code_challenge: pkceChallenge(verifier),
    code_challenge_method: 'S256',
    ...o.extraParams,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export const callbackQuerySchema = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});
export type CallbackQuery = z.infer<typeof callbackQuerySchema>;

/**
 * Checks the callback's state: it must exist, belong to this provider and this browser session,
 * not be used (it is deleted here) and not be expired. Answers the stored row.
 */
export async function consumeState(
  db: Db,
  provider: OAuthProvider,
  query: CallbackQuery,
  sessionId: string | null,
  now: Date,
): Promise<OauthStateRow> {
  if (!query.state || !sessionId) throw new OAuthError('invalid_state', 'Missing state or session');
  const row = await takeOauthState(db, sha256hex(query.state), provider, sessionId);
  if (!row) throw new OAuthError('invalid_state', 'Unknown or used state');
  if (Date.parse(row.expires_at) <= now.getTime())
    throw new OAuthError('expired_state', 'Expired state');
  if (query.error) throw new OAuthError('access_denied', `Provider answered ${query.error}`);
  if (!query.code) throw new OAuthError('missing_code', 'No authorization code');
  return row;
}

async function providerFetch(url: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      ...init,
      redirect: 'error',
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch (error) {
    throw new OAuthError('provider_error', `${url}: ${(error as Error).message}`);
  }
  const text = await res.text().catch(() => '');
  if (!res.ok)
    throw new OAuthError('provider_error', `${url} answered ${res.status}: ${serviceText(text)}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new OAuthError('provider_error', `${url} answered non-JSON`);
  }
}

const tokenSchema = z.object({ access_token: z.string().min(1) });

/**
 * Exchanges the code (with the PKCE verifier) for an access token. The token lives only for the
 * rest of the callback: it is never stored and never sent to the browser.
 */
export async function exchangeCode(
  config: OAuthProviderConfig,
  code: string,
  state: OauthStateRow,
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    client_id: config.clientId,
    client_secret: config.clientSecret,
    redirect_uri: state.redirect_uri,
    code_verifier: state.code_verifier,
    code,
  });
  const json = await providerFetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: body.toString(),
  });
  const parsed = tokenSchema.safeParse(json);
  if (!parsed.success) throw new OAuthError('provider_error', 'Token answer without access_token');
  return parsed.data.access_token;
}

/** GETs the provider's user endpoint with the bearer token and validates the answer. */
export async function fetchIdentity<S extends z.ZodType>(
  url: string,
  token: string,
  schema: S,
): Promise<z.output<S>> {
  const json = await providerFetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new OAuthError('provider_error', `Unexpected user answer from ${url}`);
  return parsed.data;
}

export const discordUserSchema = z.object({
  id: z.string().regex(/^\d{1,30}$/),
  username: z.string().min(1).max(64),
  global_name: z.string().max(64).nullish(),
  avatar: z.string().max(100).nullish(),
  email: z.string().max(320).nullish(),
});
export type DiscordIdentity = z.infer<typeof discordUserSchema>;

export const kickUsersSchema = z.object({
  data: z
    .array(
      z.object({
        user_id: z.union([z.number().int(), z.string().regex(/^\d{1,30}$/)]),
        name: z.string().min(1).max(64),
      }),
    )
    .min(1),
});
export type KickIdentity = { userId: string; name: string };
