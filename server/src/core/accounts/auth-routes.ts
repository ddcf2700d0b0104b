import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { BANNED_MESSAGE, demoLoginSchema } from '@lobby/shared-api/contract';
import type {
  DemoLoginResponse,
  KickConnectStatus,
  LoginErrorCode,
} from '@lobby/shared-api/contract';
import { forbidden } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { validate } from '../http/validation';
import { toSessionUser } from '../users/service';
import { demoLoginUser, linkKickAccount, upsertDiscordUser } from './auth';
import {
  OAuthError,
  callbackQuerySchema,
  consumeState,
  discordUserSchema,
  exchangeCode,
  fetchIdentity,
  kickUsersSchema,
  safeNextPath,
  startAuthorization,
} from './oauth';
import type { OAuthProvider } from './oauth';

/**
 * Login and account linking: POST /auth/demo (only where enabled), Discord OAuth2 login and Kick
 * OAuth 2.1 linking, both with state and PKCE S256. Callbacks never answer JSON: they redirect
 * back into the site with a status in the query string.
 */
const authRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  const base = config.basePath;
  // Login attempts and OAuth starts per address, one counter for all of them.
  const loginLimit = {
    config: rateLimit({
      max: config.loginRateLimit.max,
      timeWindow: config.loginRateLimit.windowMs,
      bucket: 'login',
      message: 'Too many login attempts. Please try again in a few minutes.',
    }),
  };

  const callbackUri = (request: FastifyRequest, provider: OAuthProvider, fixed: string | null) =>
    fixed ??
    `${config.publicUrl ?? `${request.protocol}://${request.host}`}${base}/auth/${provider}/callback`;

  const redirect = (reply: FastifyReply, path: string) =>
    reply.header('cache-control', 'no-store').redirect(`${base}${path}`, 302);

  // Not registered at all when off, so it is a plain 404 like any unknown path.
  if (config.demoLogin) {
    app.post('/demo', loginLimit, async (request, reply): Promise<DemoLoginResponse> => {
      const { body } = validate(request, { body: demoLoginSchema });
      const user = await demoLoginUser(app.db, body, { now: app.clock() });
      if (user.banned_at) throw forbidden(BANNED_MESSAGE);
      const session = await app.sessions.regenerate(request, reply, user.id);
      return {
        success: true,
        user: toSessionUser(base, request.user ?? user),
        csrf_token: session.csrfToken,
      };
    });
  }

  app.get('/discord', loginLimit, async (request, reply) => {
    const discord = config.discord;
    if (!discord) return redirect(reply, '/login?error=discord_unavailable');
    const session = await app.sessions.ensure(request, reply);
    const url = await startAuthorization(app.db, {
      provider: 'discord',
      config: discord,
      scope: 'identify email',
      sessionId: session.id,
      userId: null,
      redirectUri: callbackUri(request, 'discord', discord.redirectUri),
      next: safeNextPath((request.query as { next?: unknown } | undefined)?.next),
      now: app.clock(),
    });
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  app.get('/discord/callback', async (request, reply) => {
    const discord = config.discord;
    const fail = (code: LoginErrorCode) => redirect(reply, `/login?error=${code}`);
    if (!discord) return fail('discord_unavailable');
    const query = callbackQuerySchema.safeParse(request.query ?? {});
    if (!query.success) return fail('invalid_state');
    try {
      const now = app.clock();
      const state = await consumeState(
        app.db,
        'discord',
        query.data,
        request.session?.id ?? null,
        now,
      );
      const token = await exchangeCode(discord, query.data.code!, state);
      const identity = await fetchIdentity(discord.userUrl, token, discordUserSchema);
      const user = await upsertDiscordUser(app.db, identity, { adminIds: discord.adminIds, now });
      if (user.banned_at) {
        request.log.warn({ userId: user.id }, 'discord login refused: banned');
        return fail('banned');
      }
      await app.sessions.regenerate(request, reply, user.id);
      return redirect(reply, state.next_path ?? '/');
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      request.log.warn({ code: error.code, msg: error.message }, 'discord login failed');
      return fail(error.code === 'provider_error' ? 'discord_failed' : error.code);
    }
  });

  app.get('/kick', loginLimit, async (request, reply) => {
    const kick = config.kick;
    if (!request.user || !request.session)
      return redirect(reply, `/login?next=${encodeURIComponent('/settings')}`);
    if (!kick) return redirect(reply, '/settings?kick=unavailable');
    const url = await startAuthorization(app.db, {
      provider: 'kick',
      config: kick,
      scope: 'user:read',
      sessionId: request.session.id,
      userId: request.user.id,
      redirectUri: callbackUri(request, 'kick', kick.redirectUri),
      next: null,
      now: app.clock(),
    });
    return reply.header('cache-control', 'no-store').redirect(url, 302);
  });

  app.get('/kick/callback', async (request, reply) => {
    const kick = config.kick;
    const done = (status: KickConnectStatus) => redirect(reply, `/settings?kick=${status}`);
    if (!request.user || !request.session)
      return redirect(reply, `/login?next=${encodeURIComponent('/settings')}`);
    if (!kick) return done('unavailable');
    const query = callbackQuerySchema.safeParse(request.query ?? {});
    if (!query.success) return done('invalid_state');
    try {
      const now = app.clock();
      const state = await consumeState(app.db, 'kick', query.data, request.session.id, now);
      // Linking started by one member cannot finish on another member's account.
      if (state.user_id !== request.user.id)
        throw new OAuthError('invalid_state', 'State belongs to another member');
      const token = await exchangeCode(kick, query.data.code!, state);
      const { data } = await fetchIdentity(kick.userUrl, token, kickUsersSchema);
      const account = data[0]!;
      const result = await linkKickAccount(
        app.db,
        request.user.id,
        { userId: String(account.user_id), name: account.name },
        now,
      );
      return done(result);
    } catch (error) {
      if (!(error instanceof OAuthError)) throw error;
      request.log.warn({ code: error.code, msg: error.message }, 'kick linking failed');
      return done(error.code === 'provider_error' ? 'error' : error.code);
    }
  });
};

export default authRoutes;
