import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A chat message the fake received through POST /chat. */
export interface FakeKickChat {
  broadcaster_user_id: number;
  content: string;
  type: string;
  authorization: string | null;
}

export interface FakeKick {
  /** Base URL to use as KICK_API_URL. */
  url: string;
  /** The PEM public key it answers on /public-key. */
  publicKeyPem: string;
  /** Messages posted to /chat. */
  chats: FakeKickChat[];
  /** Answers the next /chat calls with this status (one per call, then 200 again). */
  failChat(...statuses: number[]): void;
  /** While set, /public-key answers this status instead of the key. */
  failKey(status: number | null): void;
  /** How many times /public-key was asked. */
  keyFetches(): number;
  /** Signs a webhook body as Kick would: answers the headers to send with it. */
  webhookHeaders(
    body: string,
    opts?: { messageId?: string; timestamp?: string; type?: string; key?: KeyObject },
  ): Record<string, string>;
  close(): Promise<void>;
}

/**
 * A local stand-in for Kick's public API (tests and the demo): its webhook signing key, the chat
 * send call and event subscriptions — no internet needed.
 */
export async function startFakeKick(): Promise<FakeKick> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const chats: FakeKickChat[] = [];
  const failures: number[] = [];
  let keyStatus: number | null = null;
  let keyFetches = 0;
  const subscriptions: { id: string; event: string; version: number; method: string }[] = [];

  const server = createServer((req, res) => {
    let data = '';
    req.on('data', (c) => (data += c));
    req.on('end', () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/public-key') {
        keyFetches += 1;
        if (keyStatus) return send(keyStatus, { message: 'fake failure' });
        return send(200, { data: { public_key: publicKeyPem } });
      }
      if (path === '/chat' && req.method === 'POST') {
        const status = failures.shift();
        if (status) return send(status, { message: 'fake failure' });
        const body = JSON.parse(data || '{}') as Omit<FakeKickChat, 'authorization'>;
        chats.push({ ...body, authorization: req.headers.authorization ?? null });
        return send(200, { data: { is_sent: true, message_id: randomUUID() }, message: 'OK' });
      }
      if (path === '/events/subscriptions' && req.method === 'GET')
        return send(200, { data: subscriptions, message: 'OK' });
      if (path === '/events/subscriptions' && req.method === 'POST') {
        const body = JSON.parse(data || '{}') as { events?: { name: string; version: number }[] };
        for (const e of body.events ?? [])
          subscriptions.push({
            id: randomUUID(),
            event: e.name,
            version: e.version,
            method: 'webhook',
          });
        return send(200, { data: subscriptions, message: 'OK' });
      }
      send(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    publicKeyPem,
    chats,
    failChat: (...statuses) => failures.push(...statuses),
    failKey: (status) => {
      keyStatus = status;
    },
    keyFetches: () => keyFetches,
    webhookHeaders: (body, opts = {}) => kickWebhookHeaders(opts.key ?? privateKey, body, opts),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The headers Kick sends with a webhook delivery of `body`, signed with `key`. */
export function kickWebhookHeaders(
  key: KeyObject,
  body: string,
  opts: { messageId?: string; timestamp?: string; type?: string } = {},
): Record<string, string> {
  const messageId = opts.messageId ?? randomUUID();
  const timestamp = opts.timestamp ?? new Date().toISOString();
  const signature = sign('sha256', Buffer.from(`${messageId}.${timestamp}.${body}`), key);
  return {
    'content-type': 'application/json',
    'kick-event-message-id': messageId,
    'kick-event-message-timestamp': timestamp,
    'kick-event-signature': signature.toString('base64'),
    'kick-event-type': opts.type ?? 'chat.message.sent',
    'kick-event-version': '1',
  };
}

/** A `chat.message.sent` body from a viewer. */
export function chatMessageBody(
  sender: { id: number | string; username: string },
  content: string,
  broadcaster = 'streamer',
) {
  return JSON.stringify({
    message_id: randomUUID(),
    broadcaster: { user_id: 1, username: broadcaster },
    sender: { user_id: sender.id, username: sender.username, is_verified: false },
    content,
    emotes: [],
    created_at: new Date().toISOString(),
  });
}
