import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adminStreamSettingsSchema, adminStreamTestSchema } from '@lobby/shared-api/contract';
import type {
  AdminStreamActionResponse,
  AdminStreamResponse,
  AdminStreamSettings,
} from '@lobby/shared-api/contract';
import { audit } from '../audit/audit';
import { readStreamSettings, writeStreamSettings } from '../chat/settings';
import type { StreamSettings } from '../chat/settings';
import { addMs, iso } from '../clock';
import { withTransaction } from '../db';
import { fieldErrors, HttpError } from '../http/errors';
import { serviceText } from '../http/outbound';
import { outboundUrlProblem } from '../http/outbound-guard';
import { validate } from '../http/validation';
import { deliver } from './service';

/** 'https://discord.com/api/webhooks/123/abcdef…' → 'https://discord.com/api/webhooks/123/••••••'. */
export function maskWebhook(url: string | null): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    const parts = u.pathname.split('/');
    const last = parts.length > 1 ? parts.length - 1 : 0;
    parts[last] = '••••••';
    return `${u.origin}${parts.join('/')}`;
  } catch {
    return '••••••';
  }
}

const toView = (s: StreamSettings): AdminStreamSettings => ({
  kick_chat_enabled: s.kickChatEnabled,
  join_keyword: s.joinKeyword,
  call_command: s.callCommand,
  announce_kick: s.announceKick,
  discord_webhook: maskWebhook(s.discordWebhookUrl),
  announce_giveaways: s.announce.giveaways,
  announce_hunts: s.announce.hunts,
  announce_leaderboards: s.announce.leaderboards,
});

/**
 * Admin › Stream (under /api/admin/stream): staff see the Kick chat connection and the
 * announcements; admins change the settings, send test messages and subscribe the chat webhook.
 */
const streamAdminRoutes: FastifyPluginAsync = async (app) => {
  const webhookUrl = (request: FastifyRequest) =>
    `${app.siteOrigin(request)}${app.config.basePath}/api/webhooks/kick`;

  app.get('/', async (request): Promise<AdminStreamResponse> => {
    const { db } = app;
    const now = app.clock();
    const settings = await readStreamSettings(db);
    const since = iso(addMs(now, -24 * 3_600_000));
    const rows = await db
      .selectFrom('kick_webhook_events')
      .select(['outcome'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('received_at', '>=', since)
      .groupBy('outcome')
      .execute();
    const count = (o: string) => Number(rows.find((r) => r.outcome === o)?.n ?? 0);
    const last = await db
      .selectFrom('kick_webhook_events')
      .select((eb) => eb.fn.max('received_at').as('at'))
      .executeTakeFirst();
    let subscribed: boolean | null = null;
    let subscriptionError: string | null = null;
    if (app.kick.canSend) {
      try {
        subscribed = (await app.kick.subscriptions()).some((s) => s.event === 'chat.message.sent');
      } catch (error) {
        subscriptionError = serviceText((error as Error).message);
      }
    }
    const announcements = await db
      .selectFrom('announcements')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(50)
      .execute();
    return {
      success: true,
      settings: toView(settings),
      kick: {
        mode: 'webhook',
        webhook_url: webhookUrl(request),
        can_send: app.kick.canSend,
        broadcaster_user_id: app.config.kickApi.broadcasterUserId,
        subscribed,
        subscription_error: subscriptionError,
        last_event_at: (last?.at as string | null | undefined) ?? null,
        events_24h: {
          processed: count('processed'),
          ignored: count('ignored'),
          failed: count('failed'),
        },
      },
      announcements: announcements.map((a) => ({
        id: a.id,
        kind: a.kind,
        target: a.target,
        text: a.text,
        status: a.status,
        attempts: a.attempts,
        next_attempt_at: a.next_attempt_at,
        last_error: a.last_error,
        created_at: a.created_at,
        sent_at: a.sent_at,
      })),
    };
  });

  app.put(
    '/',
    { config: { minRole: 'admin' } },
    async (request): Promise<AdminStreamActionResponse> => {
      const { body } = validate(request, { body: adminStreamSettingsSchema });
      const newWebhook =
        body.discord_webhook && !body.discord_webhook.includes('•') ? body.discord_webhook : null;
      const inside = newWebhook ? await outboundUrlProblem(newWebhook) : null;
      if (inside) throw fieldErrors({ discord_webhook: [inside] });
      const now = app.clock();
      await withTransaction(app.db, async (trx) => {
        const before = await readStreamSettings(trx);
        const keep = body.discord_webhook === undefined || body.discord_webhook.includes('•');
        const after: StreamSettings = {
          kickChatEnabled: body.kick_chat_enabled,
          joinKeyword: body.join_keyword,
          callCommand: body.call_command,
          announceKick: body.announce_kick,
          discordWebhookUrl: keep ? before.discordWebhookUrl : body.discord_webhook || null,
          announce: {
            giveaways: body.announce_giveaways,
            hunts: body.announce_hunts,
            leaderboards: body.announce_leaderboards,
          },
        };
        await writeStreamSettings(trx, after, now);
        await audit(trx, {
          actorId: request.user!.id,
          area: 'stream',
          action: 'stream.update',
          entity: 'settings',
          entityId: 'stream',
          before: toView(before),
          after: toView(after),
          at: now,
        });
      });
      return { success: true, message: 'Stream settings saved.' };
    },
  );

  app.post(
    '/test',
    { config: { minRole: 'admin' } },
    async (request): Promise<AdminStreamActionResponse> => {
      const { body } = validate(request, { body: adminStreamTestSchema });
      try {
        await deliver(
          app,
          body.target,
          '✅ Test message from the Lobby admin: announcements work.',
        );
      } catch (error) {
        throw new HttpError(
          502,
          `The test message was not delivered: ${(error as Error).message.slice(0, 300)}`,
        );
      }
      return {
        success: true,
        message:
          body.target === 'kick'
            ? 'Test message sent to Kick chat.'
            : 'Test message sent to Discord.',
      };
    },
  );

  app.post(
    '/subscribe',
    { config: { minRole: 'admin' } },
    async (): Promise<AdminStreamActionResponse> => {
      if (!app.kick.canSend)
        throw new HttpError(
          422,
          'Kick is not configured: set KICK_BROADCASTER_USER_ID and KICK_CHAT_TOKEN (or the Kick OAuth client).',
        );
      try {
        await app.kick.subscribeChat();
      } catch (error) {
        throw new HttpError(
          502,
          `Kick refused the subscription: ${serviceText((error as Error).message, 300)}`,
        );
      }
      return { success: true, message: 'Chat messages are now sent to this site’s webhook.' };
    },
  );
};

export default streamAdminRoutes;
