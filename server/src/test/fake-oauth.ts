import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

interface IssuedCode {
  provider: 'discord' | 'kick';
  challenge: string | null;
  redirectUri: string | null;
  clientId: string | null;
}

export interface FakeOAuthOptions {
  discordUser?: Record<string, unknown>;
  kickUser?: { user_id: number | string; name: string };
}

/**
 * A local stand-in for Discord's and Kick's OAuth endpoints (the shape of e2e/fake-providers.mjs):
 * the authorize endpoint issues a one-time code tied to the PKCE challenge and redirect URI and
 * redirects back; the token endpoint checks client credentials, redirect URI and verifier, and
 * burns the code; the user endpoints answer the configured identity for the issued token.
 */
export async function startFakeOAuth(opts: FakeOAuthOptions = {}) {
  const codes = new Map<string, IssuedCode>();
  const tokens = new Map<string, 'discord' | 'kick'>();
  const requests: { path: string; form?: Record<string, string> }[] = [];
  const state = {
    discordUser: opts.discordUser ?? {
      id: '123456789012345678',
      username: 'discord_dana',
      global_name: 'Dana D',
      avatar: 'abc123hash',
      email: 'dana@example.com',
    },
    kickUser: opts.kickUser ?? { user_id: 777001, name: 'KickViewer42' },
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const provider = url.pathname.startsWith('/discord/')
        ? 'discord'
        : url.pathname.startsWith('/kick/')
          ? 'kick'
          : null;
      const form = req.method === 'POST' ? Object.fromEntries(new URLSearchParams(raw)) : undefined;
      requests.push({ path: url.pathname, form });
      if (!provider) return json(404, { message: 'not found' });
      const endpoint = url.pathname.slice(provider.length + 1);

      if (endpoint === '/oauth/authorize') {
        const code = randomBytes(12).toString('hex');
        codes.set(code, {
          provider,
          challenge:
            url.searchParams.get('code_challenge_method') === 'S256'
              ? url.searchParams.get('code_challenge')
              : null,
          redirectUri: url.searchParams.get('redirect_uri'),
          clientId: url.searchParams.get('client_id'),
        });
        const back = new URL(url.searchParams.get('redirect_uri')!);
        back.searchParams.set('code', code);
        back.searchParams.set('state', url.searchParams.get('state') ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (endpoint === '/oauth/token' && req.method === 'POST' && form) {
        const issued = codes.get(form.code ?? '');
        codes.delete(form.code ?? ''); // one use, success or not
        const challenge = createHash('sha256')
          .update(form.code_verifier ?? '')
          .digest('base64url');
        if (
          !issued ||
          issued.provider !== provider ||
          form.grant_type !== 'authorization_code' ||
          form.client_id !== issued.clientId ||
          form.client_secret !== `${provider}-secret` ||
          form.redirect_uri !== issued.redirectUri ||
          issued.challenge !== challenge
        ) {
          return json(400, { error: 'invalid_grant' });
        }
        const token = randomBytes(12).toString('hex');
        tokens.set(token, provider);
        return json(200, {
          access_token: token,
          token_type: 'Bearer',
          expires_in: 3600,
          refresh_token: 'r',
        });
      }
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (tokens.get(bearer) !== provider) return json(401, { message: 'Unauthorized' });
      if (provider === 'discord' && endpoint === '/users/@me') return json(200, state.discordUser);
      if (provider === 'kick' && endpoint === '/public/v1/users')
        return json(200, { data: [state.kickUser] });
      return json(404, { message: 'not found' });
    });
  });
  // Clients (the test's fetch, the app's) close an idle connection after 4 s; the server's own 5 s
  // default raced them on a busy machine (a request sent on a socket closing: ECONNRESET).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    origin,
    state,
    requests,
    /** Env-style config for buildTestApp's `config.discord` / `config.kick`. */
    discordConfig: (adminIds: string[] = []) => ({
      clientId: 'discord-client',
      clientSecret: 'discord-secret',
      authorizeUrl: `${origin}/discord/oauth/authorize`,
      tokenUrl: `${origin}/discord/oauth/token`,
      userUrl: `${origin}/discord/users/@me`,
      redirectUri: null,
      adminIds,
    }),
    kickConfig: () => ({
      clientId: 'kick-client',
      clientSecret: 'kick-secret',
      authorizeUrl: `${origin}/kick/oauth/authorize`,
      tokenUrl: `${origin}/kick/oauth/token`,
      userUrl: `${origin}/kick/public/v1/users`,
      redirectUri: null,
    }),
    /** Follows the provider's authorize redirect like a browser would; answers the callback URL. */
    async authorize(authorizeUrl: string): Promise<URL> {
      const res = await fetch(authorizeUrl, { redirect: 'manual' });
      if (res.status !== 302) throw new Error(`authorize answered ${res.status}`);
      return new URL(res.headers.get('location')!);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeOAuth = Awaited<ReturnType<typeof startFakeOAuth>>;
