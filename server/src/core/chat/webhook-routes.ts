import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { iso } from '../clock';
import { withTransaction } from '../db';
import { emit } from '../events';
import { HttpError } from '../http/errors';
import { readStreamSettings } from './settings';
import { KICK_HEADERS, parseKickTimestamp, verifyKickSignature } from './signature';

/** Kick's `chat.message.sent` (version 1) payload: what the platform reads of it. */
const chatMessageSchema = z.object({
  message_id: z.string().min(1).optional(),
  sender: z.object({
    user_id: z.union([z.number().int(), z.string().min(1)]),
    username: z.string().min(1).max(100),
  }),
  content: z.string().max(2000),
  created_at: z.string().optional(),
});

const CLOCK_SKEW_MS = 60_000;

const header = (request: FastifyRequest, name: string): string | null => {
  const v = request.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.trim() ? s.trim() : null;
};

/**
 * POST /api/webhooks/kick: Kick's event webhooks. A delivery is accepted only when it is signed
 * with Kick's key over `<message id>.<timestamp>.<raw body>`, is younger than five minutes and
 * its message id was never seen (a unique key); anything else is refused and logged. Accepted
 * chat messages become the `chat.message` event, processed once and quickly, and Kick gets its
 * 200 even when an area's reaction fails (Kick unsubscribes endpoints that keep failing).
 */
const kickWebhookRoutes: FastifyPluginAsync = async (app) => {
  // The signature covers the body's exact bytes: this route keeps the raw text.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  const refuse = (request: FastifyRequest, status: number, reason: string): never => {
    request.log.warn(
      { kickMessageId: header(request, KICK_HEADERS.messageId), reason },
      'kick webhook refused',
    );
    throw new HttpError(status, reason);
  };

  app.post('/kick', { config: { csrf: false } }, async (request, reply) => {
    const messageId = header(request, KICK_HEADERS.messageId);
    const timestamp = header(request, KICK_HEADERS.timestamp);
    const signature = header(request, KICK_HEADERS.signature);
    const type = header(request, KICK_HEADERS.type) ?? 'unknown';
    const raw = typeof request.body === 'string' ? request.body : '';
    if (!messageId || !timestamp || !signature) return refuse(request, 401, 'Unsigned webhook');
    if (messageId.length > 200) return refuse(request, 400, 'Invalid message id');

    const sentAt = parseKickTimestamp(timestamp);
    const now = app.clock();
    if (!sentAt) return refuse(request, 400, 'Invalid webhook timestamp');
    const age = now.getTime() - sentAt.getTime();
    if (age > app.config.kickApi.webhookMaxAgeMs || age < -CLOCK_SKEW_MS)
      return refuse(request, 400, 'Webhook timestamp outside the accepted window');

    let key;
    try {
      key = await app.kick.publicKey();
    } catch (error) {
      request.log.error({ err: error }, 'kick webhook: no public key');
      // Kick retries a 503; the message is not lost while its key cannot be fetched.
      throw new HttpError(503, 'Cannot verify webhooks right now');
    }
    let valid = verifyKickSignature(key, messageId, timestamp, raw, signature);
    if (!valid && app.kick.keyMayRotate) {
      key = await app.kick.publicKey(true).catch(() => null);
      valid = !!key && verifyKickSignature(key, messageId, timestamp, raw, signature);
    }
    if (!valid) return refuse(request, 401, 'Invalid webhook signature');

    const inserted = await app.db
      .insertInto('kick_webhook_events')
      .values({
        message_id: messageId,
        event_type: type,
        received_at: iso(now),
        outcome: 'received',
      })
      .onConflict((oc) => oc.column('message_id').doNothing())
      .returning('message_id')
      .executeTakeFirst();
    if (!inserted) {
      request.log.info({ kickMessageId: messageId }, 'kick webhook: replay ignored');
      return reply.send({ success: true, duplicate: true });
    }

    let outcome: 'processed' | 'ignored' | 'failed' = 'ignored';
    let error: string | null = null;
    const enabled = (await readStreamSettings(app.db)).kickChatEnabled;
    if (type === 'chat.message.sent' && enabled) {
      let body: unknown = null;
      try {
        body = JSON.parse(raw);
      } catch {
        body = null;
      }
      const parsed = chatMessageSchema.safeParse(body);
      if (!parsed.success) {
        outcome = 'failed';
        error = 'Unexpected chat message payload';
      } else {
        const m = parsed.data;
        try {
          await withTransaction(app.db, (trx) =>
            emit('chat.message', {
              db: trx,
              messageId,
              kickUserId: String(m.sender.user_id),
              username: m.sender.username,
              text: m.content,
              at: now,
            }),
          );
          outcome = 'processed';
        } catch (e) {
          outcome = 'failed';
          error = (e instanceof Error ? e.message : String(e)).slice(0, 500);
          request.log.error({ err: e, kickMessageId: messageId }, 'kick chat message failed');
        }
      }
    }
    await app.db
      .updateTable('kick_webhook_events')
      .set({ outcome, error })
      .where('message_id', '=', messageId)
      .execute();
    return reply.send({ success: true });
  });
};

export default kickWebhookRoutes;
