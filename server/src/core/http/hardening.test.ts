import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import BetterSqlite3 from 'better-sqlite3';
import Fastify from 'fastify';
import { sql } from 'kysely';
import {
  CONTROL_CHARACTER_MESSAGE,
  multiLineText,
  singleLineText,
} from '@lobby/shared-api/contract';
import { buildTestApp, headersOf, testDialects } from '../../test/app';
import type { TestApp } from '../../test/app';
import { loadConfig, parseTrustProxy } from '../config';
import { isInputRejected } from '../db/errors';
import { createMember } from '../users/factories';
import { BUSY_MESSAGE, INPUT_REJECTED_MESSAGE } from './error-handler';
import { findControlCharacter } from './input-guard';
import { UPLOAD_NOT_ACCEPTED } from './multipart';
import { hitRateLimit, purgeExpiredRateLimits, rateLimit } from './rate-limit';
import { HELMET_OPTIONS, SECURITY_HEADERS, pageCsp, remoteOrigins } from './security-headers';

const SHELL =
  '<!doctype html><html><head><title>x</title><!--lobby-head--></head><body><div id="root"></div><script>window.x=1</script></body></html>';

function writeShell(t: TestApp) {
  fs.mkdirSync(t.config.shellDist, { recursive: true });
  fs.writeFileSync(path.join(t.config.shellDist, 'index.html'), SHELL);
}

describe('configuration', () => {
  it('trusts no proxy unless TRUST_PROXY names hops or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    expect(() => parseTrustProxy('true')).toThrow(/hops|addresses/);
  });

  it('has request, header and idle timeouts by default', () => {
    const { timeouts } = loadConfig({});
    expect(timeouts.requestMs).toBeGreaterThan(0);
    expect(timeouts.headersMs).toBeGreaterThan(0);
    expect(timeouts.headersMs).toBeLessThanOrEqual(timeouts.requestMs);
    expect(timeouts.idleMs).toBeGreaterThan(0);
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000' }).timeouts.requestMs).toBe(5000);
  });

  it('builds a page CSP from the registry: scripts from self, the nonce and remote origins', () => {
    const remotes = remoteOrigins([
      '/remotes/community/mf-manifest.json',
      'https://cdn.example.com/engagement/mf-manifest.json',
      'https://cdn.example.com/commerce/mf-manifest.json',
      'not a url://',
    ]);
    expect(remotes).toEqual(['https://cdn.example.com']);
    const csp = pageCsp({ nonce: 'abc', remotes, dev: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc' https://cdn.example.com;");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(pageCsp({ nonce: 'n', remotes: ['http://127.0.0.1:3001'], dev: true })).toMatch(
      /connect-src 'self' http:\/\/127\.0\.0\.1:3001 ws:\/\/127\.0\.0\.1:3001/,
    );
  });
});

describe.each(testDialects())('hardening (%s)', (dialect) => {
  let t: TestApp;
  let now = new Date('2026-11-23T12:00:00.000Z');

  beforeAll(async () => {
    t = await buildTestApp(dialect, {
      clock: () => now,
      config: { demoLogin: true, loginRateLimit: { max: 3, windowMs: 60_000 } },
      beforeReady: (app) => {
        app.post(
          '/__test/limited',
          { config: rateLimit({ max: 2, timeWindow: 10_000, key: 'user' }) },
          async () => ({ ok: true }),
        );
        app.get('/__test/ip', async (request) => ({ ip: request.ip, host: request.host }));
        // A value only PostgreSQL refuses (NUL in text), past every schema and the input guard.
        app.get('/__test/nul', async () => {
          await sql`select cast(${'a\u0000b'} as text) as v`.execute(app.db);
          return { ok: true };
        });
      },
    });
    writeShell(t);
  });
  afterAll(() => t.close());

  describe('bodies', () => {
    it('answers a multipart body on a route without uploads 415, unread, for anyone', async () => {
      const s = headersOf(await t.login(await createMember(t.db)));
      for (const headers of [{}, s]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/r/contact',
          headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
          payload: '--x\r\nbroken',
        });
        expect(res.statusCode).toBe(415);
        expect(res.json()).toEqual({ success: false, message: UPLOAD_NOT_ACCEPTED });
      }
    });

    it('answers malformed JSON, urlencoded and multipart bodies 400 (never 500)', async () => {
      const s = headersOf(await t.login(await createMember(t.db)));
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/r/contact',
        headers: { ...s, 'content-type': 'application/json' },
        payload: '{"name": ',
      });
      expect(json.statusCode).toBe(400);
      const form = await t.app.inject({
        method: 'POST',
        url: '/api/r/contact',
        headers: { ...s, 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'name=%E0%A4%A&&=%%',
      });
      expect(form.statusCode).toBe(400);
      for (const payload of [
        'no boundary here at all',
        '--x\r\nContent-Disposition: form-data; name="bio"\r\n\r\nunterminated',
        '--x\r\nContent-Disposition: form-data; name="bio"',
      ]) {
        const upload = await t.app.inject({
          method: 'POST',
          url: '/api/r/profile/update',
          headers: { ...s, 'content-type': 'multipart/form-data; boundary=x' },
          payload,
        });
        expect({ payload, status: upload.statusCode }).toEqual({ payload, status: 400 });
      }
      const noBoundary = await t.app.inject({
        method: 'POST',
        url: '/api/r/profile/update',
        headers: { ...s, 'content-type': 'multipart/form-data' },
        payload: 'x',
      });
      expect(noBoundary.statusCode).toBe(400);
      const unknown = await t.app.inject({
        method: 'POST',
        url: '/api/r/contact',
        headers: { ...s, 'content-type': 'application/xml' },
        payload: '<a/>',
      });
      expect(unknown.statusCode).toBe(415);
    });

    it('refuses an upload larger than its route allows before reading it (413)', async () => {
      const s = headersOf(await t.login(await createMember(t.db)));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/r/profile/update',
        headers: { ...s, 'content-type': 'multipart/form-data; boundary=x' },
        payload: Buffer.alloc(6 * 1024 * 1024, 120),
      });
      expect(res.statusCode).toBe(413);
      const tooMany = await t.app.inject({
        method: 'POST',
        url: '/api/r/profile/update',
        headers: { ...s, 'content-type': 'multipart/form-data; boundary=x' },
        payload:
          '--x\r\nContent-Disposition: form-data; name="banner"; filename="a.png"\r\n\r\na\r\n' +
          '--x\r\nContent-Disposition: form-data; name="banner"; filename="b.png"\r\n\r\nb\r\n--x--\r\n',
      });
      expect(tooMany.statusCode).toBe(413);
    });
  });

  describe('control characters', () => {
    it('refuses NUL and other C0 controls in any param, query or body field with 400 naming it', async () => {
      const s = headersOf(await t.login(await createMember(t.db)));
      const cases: { url: string; method?: 'POST'; payload?: unknown; field: string }[] = [
        { url: '/api/r/store?search=%00', field: 'search' },
        { url: '/api/r/user/%00', field: 'idOrUsername' },
        { url: '/api/r/leaderboard?search=a%01b', field: 'search' },
        {
          url: '/api/r/profile/time-zone',
          method: 'POST',
          payload: { time_zone: 'Europe/\u0000Paris' },
          field: 'time_zone',
        },
        // Nested and unknown fields too: the guard walks the whole body.
        {
          url: '/api/r/profile/time-zone',
          method: 'POST',
          payload: { time_zone: 'UTC', extra: [{ deep: 'x\u001by' }] },
          field: 'extra.0.deep',
        },
      ];
      for (const c of cases) {
        const res = await t.app.inject({
          method: c.method ?? 'GET',
          url: c.url,
          headers: s,
          payload: c.payload as object,
        });
        expect({ url: c.url, status: res.statusCode, errors: res.json().errors }).toEqual({
          url: c.url,
          status: 400,
          errors: { [c.field]: [CONTROL_CHARACTER_MESSAGE] },
        });
      }
    });

    it('lets tab, newline and CR through the guard to the schema, which decides per field', async () => {
      expect(findControlCharacter({ message: 'line 1\r\n\tline 2' })).toBeNull();
      expect(findControlCharacter({ a: { b: ['ok', 'x\u0000'] } })).toBe('a.b.1');
      expect(findControlCharacter('\u0007')).toBe('_');
      expect(singleLineText().safeParse('a\nb').success).toBe(false);
      expect(multiLineText().safeParse('a\r\n\tb').success).toBe(true);
      expect(multiLineText().safeParse('a\u000bb').success).toBe(false);
    });

    it('answers bad percent-encoding in the path 400 in the site shape', async () => {
      for (const url of ['/api/r/user/%ff', '/api/r/user/%', '/api/r/tickets/%zz']) {
        const res = await t.app.inject({ url });
        expect({ url, status: res.statusCode, body: res.json() }).toEqual({
          url,
          status: 400,
          body: { success: false, message: 'The address is not valid (bad percent-encoding).' },
        });
      }
    });

    it('answers a value the database refuses 400, not 500 (PostgreSQL; SQLite stores it)', async () => {
      const res = await t.app.inject({ url: '/__test/nul' });
      if (dialect === 'postgres') {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message: INPUT_REJECTED_MESSAGE });
      } else expect(res.statusCode).toBe(200);
      expect(isInputRejected({ code: '22003' })).toBe(true);
      expect(isInputRejected({ code: '23505' })).toBe(false);
    });
  });

  describe('numbers and ids', () => {
    it('answers 400 (never 500) for ids past the integer range and numbers that are not plain', async () => {
      const s = headersOf(await t.login(await createMember(t.db)));
      for (const url of [
        '/api/r/bonus-hunts/3000000000/user-prediction',
        '/api/r/bonus-hunts/0x33/user-prediction',
        '/api/r/bonus-hunts/1e3/user-prediction',
      ]) {
        const res = await t.app.inject({ url, headers: s });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      }
      const redeem = await t.app.inject({
        method: 'POST',
        url: '/api/r/store/3000000000/redeem',
        headers: s,
        payload: {},
      });
      expect(redeem.statusCode).toBe(400);
      for (const user_id of [[51], '0x33', true, '1e3', 3_000_000_000]) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/friends/requests',
          headers: s,
          payload: { user_id },
        });
        expect({ user_id, status: res.statusCode }).toEqual({ user_id, status: 400 });
        expect(res.json().errors.user_id).toBeDefined();
      }
      const remove = await t.app.inject({
        method: 'DELETE',
        url: '/api/friends/3000000000',
        headers: s,
      });
      expect(remove.statusCode).toBe(400);
    });
  });

  describe('proxy trust', () => {
    it('ignores X-Forwarded-For/-Host unless TRUST_PROXY is set', async () => {
      const res = await t.app.inject({
        url: '/__test/ip',
        headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-host': 'evil.example' },
      });
      expect(res.json().ip).not.toBe('203.0.113.9');
      expect(res.json().host).not.toBe('evil.example');
    });

    it('keeps the OAuth redirect on the site when X-Forwarded-Host is forged', async () => {
      const app = await buildTestApp(dialect, {
        config: {
          publicUrl: null,
          discord: {
            clientId: 'id',
            clientSecret: 'secret',
            authorizeUrl: 'https://discord.example/authorize',
            tokenUrl: 'https://discord.example/token',
            userUrl: 'https://discord.example/me',
            redirectUri: null,
            adminIds: [],
          },
        },
      });
      try {
        const res = await app.app.inject({
          url: '/auth/discord',
          headers: { host: 'lobby.local:8080', 'x-forwarded-host': 'evil.example' },
        });
        expect(res.statusCode).toBe(302);
        const redirect = new URL(res.headers.location as string).searchParams.get('redirect_uri');
        expect(redirect).toBe('http://lobby.local:8080/auth/discord/callback');
      } finally {
        await app.close();
      }
    });

    it('believes the configured proxy only', async () => {
      const proxied = await buildTestApp(dialect, {
        config: { trustProxy: ['127.0.0.1'] },
        beforeReady: (a) => {
          a.get('/__test/ip', async (request) => ({ ip: request.ip }));
        },
      });
      try {
        const viaProxy = await proxied.app.inject({
          url: '/__test/ip',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
        expect(viaProxy.json().ip).toBe('203.0.113.9');
        const direct = await proxied.app.inject({
          url: '/__test/ip',
          remoteAddress: '198.51.100.7',
          headers: { 'x-forwarded-for': '203.0.113.9' },
        });
        expect(direct.json().ip).toBe('198.51.100.7');
      } finally {
        await proxied.close();
      }
    });
  });

  describe('rate limits', () => {
    it('limits login starts per address with 429 and Retry-After, then lets them through again', async () => {
      const from = { remoteAddress: '198.51.100.20' };
      const demo = async () => {
        const page = await t.app.inject({ url: '/api/session', ...from });
        const token = page.json().csrf_token as string;
        return t.app.inject({
          method: 'POST',
          url: '/auth/demo',
          ...from,
          headers: { cookie: `lobby_csrf=${token}`, 'x-csrf-token': token },
          payload: { username: 'limited_one' },
        });
      };
      for (let i = 0; i < 3; i += 1) expect((await demo()).statusCode).toBe(200);
      const limited = await demo();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: expect.stringMatching(/login/i) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another address is not affected; the same one is again after the window.
      const other = await t.app.inject({
        method: 'GET',
        url: '/auth/discord',
        remoteAddress: '198.51.100.21',
      });
      expect(other.statusCode).not.toBe(429);
      expect(
        (await t.app.inject({ method: 'GET', url: '/auth/discord', ...from })).statusCode,
      ).toBe(429); // login starts share the counter
      now = new Date(now.getTime() + 61_000);
      expect((await demo()).statusCode).toBe(200);
    });

    it('counts in the database, so every process (and a restart) sees the same counter', async () => {
      const second = await buildTestApp(dialect, { clock: () => now });
      try {
        const m = await createMember(t.db);
        const s = headersOf(await t.login(m));
        const hit = (app: TestApp) =>
          app.app.inject({ method: 'POST', url: '/__test/limited', headers: s, payload: {} });
        expect((await hit(t)).statusCode).toBe(200);
        expect((await hit(t)).statusCode).toBe(200);
        expect((await hit(t)).statusCode).toBe(429);
        // Same database, another "process": the row is shared.
        const row = await t.db
          .selectFrom('rate_limits')
          .selectAll()
          .where('key', 'like', `%:u${m.id}`)
          .executeTakeFirstOrThrow();
        expect(row.hits).toBe(3);
        // Counted per member, not per address.
        const other = headersOf(await t.login(await createMember(t.db)));
        expect(
          (
            await t.app.inject({
              method: 'POST',
              url: '/__test/limited',
              headers: other,
              payload: {},
            })
          ).statusCode,
        ).toBe(200);
      } finally {
        await second.close();
      }
    });

    it('counts concurrent hits exactly and purges ended windows', async () => {
      const at = now.getTime();
      const results = await Promise.all(
        Array.from({ length: 20 }, () => hitRateLimit(t.db, 'test:concurrent', 1000, at)),
      );
      expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      expect((await hitRateLimit(t.db, 'test:concurrent', 1000, at + 1000)).hits).toBe(1);
      expect(await purgeExpiredRateLimits(t.db, new Date(at + 5000))).toBeGreaterThanOrEqual(1);
      expect(
        await t.db
          .selectFrom('rate_limits')
          .select('key')
          .where('key', '=', 'test:concurrent')
          .executeTakeFirst(),
      ).toBeUndefined();
    });

    it('limits the captcha image', async () => {
      const limited = await buildTestApp(dialect, {
        config: { captchaRateLimit: { max: 2, windowMs: 60_000 } },
      });
      try {
        const get = () => limited.app.inject({ url: '/api/r/captcha' });
        expect((await get()).statusCode).toBe(200);
        expect((await get()).statusCode).toBe(200);
        const third = await get();
        expect(third.statusCode).toBe(429);
        expect(third.headers['retry-after']).toBeDefined();
      } finally {
        await limited.close();
      }
    });
  });

  describe('headers', () => {
    it('sends nosniff, Referrer-Policy and no framing on every answer; a CSP on pages', async () => {
      const api = await t.app.inject({ url: '/api/r/settings' });
      expect(api.headers['x-content-type-options']).toBe('nosniff');
      expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(api.headers['x-frame-options']).toBe('DENY');
      expect(api.headers['strict-transport-security']).toBeUndefined();
      const page = await t.app.inject({ url: '/store', headers: { accept: 'text/html' } });
      const csp = String(page.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)![1]!;
      expect(csp).toMatch(/script-src 'self' 'nonce-/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(page.body).toContain(`<script nonce="${nonce}">window.x=1</script>`);
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    });

    it("sends exactly @fastify/helmet's headers on API answers, pages, 404s and refusals", async () => {
      // What the plugin registered before its headers were written out as constants.
      const helmet = Fastify({ logger: false });
      await helmet.register(fastifyHelmet, HELMET_OPTIONS);
      helmet.get('/', async () => ({ ok: true }));
      const expected = Object.fromEntries(
        Object.entries((await helmet.inject('/')).headers).filter(
          ([name]) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
        ),
      );
      await helmet.close();
      expect(expected).toEqual(SECURITY_HEADERS);
      writeShell(t);
      for (const request of [
        { url: '/api/r/settings' },
        { url: '/api/r/affiliates' },
        { url: '/store', headers: { accept: 'text/html' } },
        { url: '/api/r/nothing-here' },
        { url: '/api/r/leaderboard?platform=x', method: 'POST' as const },
      ]) {
        const res = await t.app.inject(request);
        for (const [name, value] of Object.entries(expected))
          expect([request.url, name, res.headers[name]]).toEqual([request.url, name, value]);
      }
    });

    it('adds the registry remote origins to the page CSP', async () => {
      const file = path.join(t.dir, 'remotes.json');
      fs.writeFileSync(
        file,
        JSON.stringify([
          { name: 'engagement', manifest: 'https://mf.example.net/e/mf-manifest.json' },
        ]),
      );
      const app = await buildTestApp(dialect, { config: { remotesFile: file } });
      try {
        writeShell(app);
        const page = await app.app.inject({ url: '/', headers: { accept: 'text/html' } });
        expect(String(page.headers['content-security-policy'])).toMatch(
          /script-src 'self' 'nonce-[^']+' https:\/\/mf\.example\.net;/,
        );
      } finally {
        await app.close();
      }
    });

    it('sends HSTS only over https (here through a trusted proxy)', async () => {
      const app = await buildTestApp(dialect, { config: { trustProxy: 1 } });
      try {
        const res = await app.app.inject({
          url: '/api/r/settings',
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      } finally {
        await app.close();
      }
    });
  });

  describe('pages', () => {
    it('answers a page for any Accept; only /api/** answers JSON 404', async () => {
      for (const accept of ['*/*', 'text/html', 'application/json', undefined]) {
        const res = await t.app.inject({
          url: '/profile',
          headers: accept ? { accept } : {},
        });
        expect({ accept, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
          accept,
          status: 200,
          type: expect.stringMatching(/^text\/html/),
        });
      }
      const api = await t.app.inject({ url: '/api/nope', headers: { accept: '*/*' } });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ success: false, message: 'API route not found' });
      const file = await t.app.inject({ url: '/missing.js', headers: { accept: '*/*' } });
      expect(file.statusCode).toBe(404);
    });
  });
});

describe('timeouts', () => {
  it('cuts a request body that trickles in (408) instead of holding the connection', async () => {
    const t = await buildTestApp('sqlite', {
      config: { timeouts: { requestMs: 1000, headersMs: 500, idleMs: 10_000, keepAliveMs: 1000 } },
    });
    try {
      const token = (await t.app.inject({ url: '/api/session' })).json().csrf_token as string;
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as net.AddressInfo;
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        let data = '';
        let timer: NodeJS.Timeout | undefined;
        socket.on('connect', () => {
          socket.write(
            `POST /api/r/contact HTTP/1.1\r\nHost: x\r\nCookie: lobby_csrf=${token}\r\nX-CSRF-Token: ${token}\r\n` +
              'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
          );
          timer = setInterval(() => socket.writable && socket.write(' '), 100);
        });
        socket.on('data', (chunk) => (data += chunk.toString()));
        socket.on('close', () => {
          clearInterval(timer);
          resolve(data);
        });
        socket.on('error', (error) => {
          clearInterval(timer);
          if ((error as NodeJS.ErrnoException).code === 'ECONNRESET') resolve(data);
          else reject(error);
        });
      });
      const elapsed = Date.now() - started;
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(elapsed).toBeLessThan(5000);
    } finally {
      await t.close();
    }
  });
});

describe("requests over Node's header limit", () => {
  /** Sends `raw` on a fresh connection and reads until the server closes it. */
  const exchange = (port: number, raw: string) =>
    new Promise<{ answer: string; closed: boolean }>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('connect', () => socket.write(raw));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve({ answer, closed: true }));
      socket.on('error', (error) => {
        if ((error as NodeJS.ErrnoException).code === 'ECONNRESET')
          resolve({ answer, closed: true });
        else reject(error);
      });
      socket.setTimeout(5000, () => {
        socket.destroy();
        resolve({ answer, closed: false });
      });
    });

  const parse = (answer: string) => {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    return { status: Number(head.split(' ')[1]), head, body: JSON.parse(body) as unknown };
  };

  it('answers 414 to an over-long address and 431 to over-large headers, as JSON, then closes', async () => {
    const t = await buildTestApp('sqlite');
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as net.AddressInfo;

      const longUrl = await exchange(
        port,
        `GET /api/r/store?search=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      );
      expect(longUrl.closed).toBe(true);
      const url = parse(longUrl.answer);
      expect(url.status).toBe(414);
      expect(url.head).toMatch(/content-type: application\/json/i);
      expect(url.head).toMatch(/connection: close/i);
      expect(url.body).toEqual({ success: false, message: 'The address is too long.' });

      const bigHeaders = await exchange(
        port,
        `GET /api/r/store HTTP/1.1\r\nHost: x\r\n` +
          Array.from({ length: 20 }, (_, i) => `X-Pad-${i}: ${'b'.repeat(1000)}\r\n`).join('') +
          '\r\n',
      );
      expect(bigHeaders.closed).toBe(true);
      const headers = parse(bigHeaders.answer);
      expect(headers.status).toBe(431);
      expect(headers.body).toEqual({
        success: false,
        message: 'The request headers are too large.',
      });

      // The server still serves the next connection.
      const ok = await exchange(
        port,
        'GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expect(ok.answer).toMatch(/^HTTP\/1\.1 200/);
    } finally {
      await t.close();
    }
  });
});

describe('SQLite under write contention', () => {
  it('answers 503 with Retry-After quickly instead of freezing, then works again', async () => {
    const t = await buildTestApp('sqlite');
    const other = new BetterSqlite3(path.join(t.dir, 'data', 'lobby.sqlite'));
    try {
      const s = headersOf(await t.login(await createMember(t.db)));
      // Another process holds SQLite's write lock.
      other.exec('BEGIN IMMEDIATE');
      const started = Date.now();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/r/profile/time-zone',
        headers: s,
        payload: { time_zone: 'Europe/Paris' },
      });
      expect(Date.now() - started).toBeLessThan(2000);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({ success: false, message: BUSY_MESSAGE });
      other.exec('ROLLBACK');
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/r/profile/time-zone',
        headers: s,
        payload: { time_zone: 'Europe/Paris' },
      });
      expect(again.statusCode).toBeLessThan(300);
    } finally {
      other.close();
      await t.close();
    }
  });
});
