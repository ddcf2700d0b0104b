import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { AppConfig } from '../config';
import { OutboundError, outboundFetch } from '../http/outbound';
import { parsePublicKey } from './signature';

const KEY_TTL_MS = 60 * 60 * 1000;
/** A failed verification refetches the key (Kick may rotate it) at most this often. */
const KEY_REFRESH_MIN_MS = 60 * 1000;
/**
 * After a failed fetch of the key no other is tried for this long, doubling with each failure in
 * a row up to the maximum: forged deliveries must not each cost an outbound call.
 */
const KEY_RETRY_FIRST_MS = 5 * 1000;
const KEY_RETRY_MAX_MS = 5 * 60 * 1000;

const publicKeySchema = z.object({ data: z.object({ public_key: z.string().min(1) }) });
const tokenSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().int().positive().optional(),
});
const subscriptionsSchema = z.object({
  data: z.array(
    z.object({
      id: z.string().optional(),
      event: z.string(),
      version: z.number().optional(),
      method: z.string().optional(),
      broadcaster_user_id: z.number().or(z.string()).optional(),
    }),
  ),
});

export type KickSubscription = z.infer<typeof subscriptionsSchema>['data'][number];

/**
 * The small client of Kick's public API the platform uses: the key webhooks are signed with
 * (fetched and cached, or pinned by KICK_WEBHOOK_PUBLIC_KEY), sending a chat message, and the
 * channel's event subscriptions. Base URL and credentials come from the configuration, so tests
 * and the demo run it against a local fake.
 */
export class KickClient {
  private key: { value: KeyObject; fetchedAt: number } | null = null;
  private keyPromise: Promise<KeyObject> | null = null;
  private keyFailure: { error: unknown; retryAt: number; delayMs: number } | null = null;
  private token: { value: string; expiresAt: number } | null = null;

  constructor(
    private readonly config: AppConfig,
    private readonly now: () => number = Date.now,
  ) {}

  private get api() {
    return this.config.kickApi;
  }

  /** True when chat can be sent: a token (or OAuth client) and the channel's user id. */
  get canSend(): boolean {
    return !!this.api.broadcasterUserId && (!!this.api.chatToken || !!this.config.kick);
  }

  /**
   * The key webhooks are verified with: the pinned one, else Kick's (cached an hour). With
   * `refresh`, a cached key older than a minute is fetched again (after a failed verification).
   * One fetch at a time; after a failed one, callers get its error without another fetch until
   * the backoff (5 s, doubling to 5 min) has passed.
   */
  async publicKey(refresh = false): Promise<KeyObject> {
    if (this.api.publicKey) {
      const pinned = parsePublicKey(this.api.publicKey);
      if (!pinned) throw new Error('KICK_WEBHOOK_PUBLIC_KEY is not a PEM public key');
      return pinned;
    }
    const age = this.key ? this.now() - this.key.fetchedAt : Infinity;
    if (this.key && age < KEY_TTL_MS && !(refresh && age >= KEY_REFRESH_MIN_MS))
      return this.key.value;
    if (this.keyPromise) return this.keyPromise;
    const failure = this.keyFailure;
    if (failure && this.now() < failure.retryAt) throw failure.error;
    this.keyPromise = this.fetchKey()
      .then(
        (key) => {
          this.keyFailure = null;
          return key;
        },
        (error: unknown) => {
          const delayMs = failure
            ? Math.min(failure.delayMs * 2, KEY_RETRY_MAX_MS)
            : KEY_RETRY_FIRST_MS;
          this.keyFailure = { error, retryAt: this.now() + delayMs, delayMs };
          throw error;
        },
      )
      .finally(() => {
        this.keyPromise = null;
      });
    return this.keyPromise;
  }

  /** True when a refetch of the key could change anything (not pinned, cached over a minute). */
  get keyMayRotate(): boolean {
    return (
      !this.api.publicKey && !!this.key && this.now() - this.key.fetchedAt >= KEY_REFRESH_MIN_MS
    );
  }

  private async fetchKey(): Promise<KeyObject> {
    const res = await outboundFetch(
      `${this.api.baseUrl}/public-key`,
      {},
      this.config.outboundTimeoutMs,
    );
    const parsed = publicKeySchema.safeParse(res.json);
    const key = parsed.success ? parsePublicKey(parsed.data.data.public_key) : null;
    if (!key) throw new Error('Kick answered no usable public key');
    this.key = { value: key, fetchedAt: this.now() };
    return key;
  }

  private async accessToken(): Promise<string> {
    if (this.api.chatToken) return this.api.chatToken;
    const oauth = this.config.kick;
    if (!oauth) throw new Error('No Kick token: set KICK_CHAT_TOKEN or KICK_CLIENT_ID/SECRET');
    if (this.token && this.token.expiresAt > this.now() + 60_000) return this.token.value;
    const res = await outboundFetch(
      oauth.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: oauth.clientId,
          client_secret: oauth.clientSecret,
        }).toString(),
      },
      this.config.outboundTimeoutMs,
    );
    const parsed = tokenSchema.safeParse(res.json);
    if (!parsed.success) throw new Error('Kick answered no access token');
    this.token = {
      value: parsed.data.access_token,
      expiresAt: this.now() + (parsed.data.expires_in ?? 3600) * 1000,
    };
    return this.token.value;
  }

  private async authorized(path: string, init: RequestInit = {}) {
    const token = await this.accessToken();
    try {
      return await outboundFetch(
        `${this.api.baseUrl}${path}`,
        {
          ...init,
          headers: {
            ...(init.headers as Record<string, string> | undefined),
            authorization: `Bearer ${token}`,
            accept: 'application/json',
          },
        },
        this.config.outboundTimeoutMs,
      );
    } catch (error) {
      // A rejected app token is dropped so the next call asks for a new one.
      if (error instanceof OutboundError && error.status === 401) this.token = null;
      throw error;
    }
  }

  /** Posts a message to the channel's chat as the app's bot (Kick caps a message at 500 chars). */
  async sendChatMessage(content: string): Promise<void> {
    if (!this.api.broadcasterUserId) throw new Error('KICK_BROADCASTER_USER_ID is not set');
    await this.authorized('/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        broadcaster_user_id: Number(this.api.broadcasterUserId),
        content: content.slice(0, 500),
        type: 'bot',
      }),
    });
  }

  /** The app's event subscriptions (Admin › Stream shows whether chat is subscribed). */
  async subscriptions(): Promise<KickSubscription[]> {
    const res = await this.authorized('/events/subscriptions');
    const parsed = subscriptionsSchema.safeParse(res.json);
    if (!parsed.success) throw new Error('Kick answered an unexpected subscription list');
    return parsed.data.data;
  }

  /** Subscribes the channel's chat messages to this site's webhook. */
  async subscribeChat(): Promise<void> {
    await this.authorized('/events/subscriptions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        events: [{ name: 'chat.message.sent', version: 1 }],
        method: 'webhook',
        ...(this.api.broadcasterUserId
          ? { broadcaster_user_id: Number(this.api.broadcasterUserId) }
          : {}),
      }),
    });
  }
}
