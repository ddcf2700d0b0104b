import { randomBytes, randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PagePreload } from '@lobby/shared-api/contract';
import { CSRF_META_NAME, PRELOAD_ELEMENT_ID, REMOTES_ELEMENT_ID } from '@lobby/shared-api/contract';
import { CACHE_TOPICS } from '../cache/plugin';
import { notFound } from '../http/errors';
import { pageCsp, remoteOrigins } from '../http/security-headers';
import { REMOTES_TOPIC } from '../remotes/canary';
import { liveOverrideEntries } from '../remotes/repository';
import { getSettings } from '../settings/service';
import { mimeOfExtension } from '../uploads/uploads';
import { toSessionUser } from '../users/service';
import { preloadTags } from './page-assets';
import { createRemoteRegistry } from './remote-registry';

export const HEAD_MARKER = '<!--lobby-head-->';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** JSON safe inside a <script> element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Where the page's static boot screen goes (before the shell's root element). */
export const BOOT_MARKER = '<!--lobby-boot-->';

/**
 * The boot screen as the page's first paint: the spec's 1-second loading screen with the site's
 * name, shown from the first byte on (the shell takes it over and counts the second — `minMs`,
 * LOBBY_BOOT_SCREEN_MS — from the moment it was painted). Styled by the shell's index.html, the
 * same as the shell's BootScreen.
 */
export const bootScreenHtml = (siteName: string, minMs: number) =>
  `<div id="lobby-boot" class="lobby-boot" role="status" aria-live="polite" aria-label="Loading ${escapeHtml(siteName)}" data-min-ms="${minMs}">` +
  `<div class="lobby-boot-name">${escapeHtml(siteName)}</div>` +
  `<div class="lobby-boot-bar" aria-hidden="true"></div></div>`;

const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const NO_CACHE = /(\.html|mf-manifest\.json|remoteEntry\.js|lobby-remote\.json|mf-stats\.json)$/i;

/** Hashed assets are immutable; entry points and manifests must always be revalidated. */
function cacheHeaders(reply: FastifyReply, filePath: string) {
  const base = path.basename(filePath);
  if (NO_CACHE.test(base)) reply.header('cache-control', 'no-cache');
  else if (HASHED.test(base)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'public, max-age=3600');
  reply.header('x-content-type-options', 'nosniff');
}

/** The visitor's canary cohort (0–99): below a canary release's percent, they load the canary. */
export const COHORT_COOKIE = 'lobby_cohort';

/** A stored upload's name: random hex and an image extension. */
const UPLOAD_FILE = /^[0-9a-f]{32}\.(png|jpg|webp|gif)$/;

/**
 * The production site: the shell's static files, each remote's build under /remotes/<name>/,
 * seeded media, /remotes.json, and every other HTML GET answered with the shell's index.html
 * carrying the CSRF token and the preloaded user and settings.
 */
export const sitePlugin = fp(
  async (app) => {
    const { config } = app;
    const base = config.basePath;
    const registry = createRemoteRegistry({
      remotesDir: config.remotesDir,
      basePath: base,
      dev: config.remotesDev,
      overrideFile: config.remotesFile,
      shellDist: config.shellDist,
      log: app.log,
      adminOverrides: () => liveOverrideEntries(app.db),
    });
    /** The site's origin, as a page of the site would send it when fetching a remote's manifest. */
    const siteOrigin = (request?: FastifyRequest) =>
      config.publicUrl
        ? new URL(config.publicUrl).origin
        : request
          ? `${request.protocol}://${request.host}`
          : `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${config.port}`;
    app.decorate('remoteRegistry', registry);
    // Another process changed an admin entry or a canary (core/remotes): rebuild at once.
    app.onInvalidate(REMOTES_TOPIC, () => registry.forget());
    app.decorate('siteOrigin', siteOrigin);
    // Start-up: every remote is checked once and each problem goes to the log (warn). Not
    // awaited: a remote manifest on a slow CDN must not hold the server's start.
    app.addHook('onReady', async () => {
      void registry.report(siteOrigin()).catch((e: unknown) => app.log.error(e));
    });

    await app.register(fastifyStatic, {
      root: config.shellDist,
      prefix: `${base}/`,
      index: false,
      wildcard: true,
      cacheControl: false,
      suppressWarning: true,
      // The build writes file.js.br and file.js.gz next to each file (packages/remote-kit):
      // served to a client that accepts them, with Vary: Accept-Encoding. Also for the remotes'
      // files, which go out through reply.sendFile with these options.
      preCompressed: true,
      // index.html only ever goes out through the page renderer (it needs the CSRF token).
      allowedPath: (p) => !p.endsWith('.html') && !p.endsWith('/'),
      setHeaders: cacheHeaders,
    });
    await app.register(fastifyStatic, {
      root: path.join(config.assetsDir, 'demo'),
      prefix: `${base}/media/demo/`,
      decorateReply: false,
      cacheControl: false,
      suppressWarning: true,
      setHeaders: (reply) => {
        reply.header('cache-control', 'public, max-age=86400');
        reply.header('x-content-type-options', 'nosniff');
      },
    });

    // Public uploads (banners, logos, platform and engagement images): read through the storage
    // (local disk or the S3 bucket), so every process serves every upload. Random names, types
    // checked from the bytes on upload and kept in the extension, so the Content-Type is right;
    // nosniff keeps browsers to it. Names are never reused: cacheable for good, the name is the
    // ETag. Private uploads (evidence, attachments) never go in these folders.
    const publicFolders = app.storage.publicFolders;
    app.get<{ Params: { folder: string; name: string } }>(
      `${base}/media/uploads/:folder/:name`,
      async (request, reply) => {
        const { folder, name } = request.params;
        if (!publicFolders.includes(folder) || !UPLOAD_FILE.test(name))
          throw notFound('File not found');
        const etag = `"${name}"`;
        reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox");
        const match = request.headers['if-none-match'];
        if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))
          return reply.code(304).send();
        const object = await app.storage.get(`uploads/${folder}/${name}`);
        if (!object) {
          reply.removeHeader('cache-control').removeHeader('etag');
          throw notFound('File not found');
        }
        reply.header('content-type', mimeOfExtension(name.split('.').pop()!));
        if (object.size !== null) reply.header('content-length', object.size);
        if (object.modified) reply.header('last-modified', object.modified.toUTCString());
        return reply.send(object.body);
      },
    );

    /**
     * The visitor's cohort (0–99, drawn once, kept a year in a cookie that names nobody): which
     * side of a canary release they load, the same on every page and after reloads.
     */
    const visitorCohort = (request: FastifyRequest, reply: FastifyReply): number => {
      const kept = request.cookies[COHORT_COOKIE] ?? '';
      if (/^\d{1,2}$/.test(kept)) return Number(kept);
      const cohort = randomInt(100);
      reply.setCookie(COHORT_COOKIE, String(cohort), {
        path: `${base}/`,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.production,
        maxAge: 365 * 24 * 3600,
      });
      request.cookies[COHORT_COOKIE] = String(cohort);
      return cohort;
    };

    // ?check=1 (the shell's Retry) checks the remotes again at once; recheck() throttles it.
    app.get<{ Querystring: { check?: string } }>(`${base}/remotes.json`, async (request, reply) => {
      if (request.query.check === '1') registry.recheck();
      const registryBody = await registry.get(siteOrigin(request), () =>
        visitorCohort(request, reply),
      );
      // Under a canary the answer depends on the visitor's cohort: no shared cache may keep it.
      const canary = registryBody.remotes.some((r) => r.canary);
      reply.header('cache-control', canary ? 'private, no-cache' : 'no-cache');
      return registryBody;
    });

    // Public: which remotes the site mounts, and for each one it refuses, why.
    app.get(`${base}/api/remotes`, async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      return registry.report(siteOrigin(request));
    });

    app.get<{ Params: { name: string; '*': string } }>(
      `${base}/remotes/:name/*`,
      async (request, reply) => {
        const { name } = request.params;
        const file = request.params['*'];
        if (!/^[a-z0-9][a-z0-9-]*$/.test(name) || !file) return reply.callNotFound();
        reply.header('access-control-allow-origin', '*');
        reply.header('cross-origin-resource-policy', 'cross-origin');
        return reply.sendFile(file, path.join(config.remotesDir, name, 'dist'));
      },
    );

    app.get('/healthz', async () => ({ ok: true }));
    if (base) app.get(`${base}/healthz`, async () => ({ ok: true }));

    let template: { mtime: number; html: string } | null = null;
    function readTemplate(): string | null {
      const file = path.join(config.shellDist, 'index.html');
      let stat: fs.Stats;
      try {
        stat = fs.statSync(file);
      } catch {
        return null;
      }
      if (!template || template.mtime !== stat.mtimeMs)
        template = { mtime: stat.mtimeMs, html: fs.readFileSync(file, 'utf8') };
      return template.html;
    }

    /** The shell's build is a federation host (it has a manifest), checked with the template. */
    let federated: { mtime: number; value: boolean } | null = null;
    function federatedShell(): boolean {
      const mtime = template?.mtime ?? -1;
      if (!federated || federated.mtime !== mtime)
        federated = {
          mtime,
          value: fs.existsSync(path.join(config.shellDist, 'mf-manifest.json')),
        };
      return federated.value;
    }

    async function renderPage(request: FastifyRequest, reply: FastifyReply) {
      const html = readTemplate();
      if (html == null) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send(
            'Lobby: the site has not been built yet (shell/dist/index.html is missing). Run `npm run build` first, or use `npm run dev`.',
          );
      }
      const csrfToken = app.csrfToken(request, reply);
      const settings = await app.cache.get('settings:page', CACHE_TOPICS.settings, () =>
        getSettings(app.db, base, config.streamChannel),
      );
      const preload: PagePreload = {
        user: request.user ? toSessionUser(base, request.user) : null,
        settings,
        basePath: base,
        demoLogin: config.demoLogin,
        discordLogin: config.discordClientId != null,
      };
      // The registry goes into the page too: the shell starts loading the page's remote at once,
      // without a round trip for /remotes.json.
      const origin = siteOrigin(request);
      const registryBody = await registry.get(origin, () => visitorCohort(request, reply));
      // What the page's remote needs is fetched from the first byte on, beside the shell's script.
      const pathname = (request.url.split('?')[0] ?? '/').slice(base.length) || '/';
      // A shell built without Module Federation (the bench's single bundle) loads no remote's
      // files: only the page's API reads are worth preloading then.
      const links = await registry.pagePreloads(origin, pathname);
      const preloads = preloadTags(
        federatedShell() ? links : links.filter((l) => l.as === 'fetch' && l.credentials),
      );
      const head =
        preloads +
        `<meta name="${CSRF_META_NAME}" content="${escapeHtml(csrfToken)}">` +
        `<script id="${PRELOAD_ELEMENT_ID}" type="application/json">${scriptJson(preload)}</script>` +
        `<script id="${REMOTES_ELEMENT_ID}" type="application/json">${scriptJson(registryBody)}</script>`;
      const nonce = randomBytes(16).toString('base64');
      let page = html.includes(HEAD_MARKER)
        ? html.replace(HEAD_MARKER, head)
        : html.replace('</head>', `${head}</head>`);
      if (page.includes(BOOT_MARKER))
        page = page.replace(BOOT_MARKER, bootScreenHtml(settings.site_name, config.bootScreenMs));
      const title = `<title>${escapeHtml(settings.site_name)}</title>`;
      page = /<title>[\s\S]*?<\/title>/i.test(page)
        ? page.replace(/<title>[\s\S]*?<\/title>/i, title)
        : page;
      // The shell's inline loader is the page's only inline script: it gets the nonce.
      page = page.replace(/<script>/g, `<script nonce="${nonce}">`);
      const { remotes } = registryBody;
      const csp = pageCsp({
        nonce,
        remotes: remoteOrigins(remotes.map((r) => r.manifest)),
        dev: config.remotesDev === 'all' || config.remotesDev.length > 0,
      });
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', csp)
        .type('text/html; charset=utf-8')
        .send(page);
    }

    app.setNotFoundHandler(async (request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      const underBase = !base || url === base || url.startsWith(`${base}/`);
      const rel = base ? url.slice(base.length) || '/' : url;
      const isApi = rel.startsWith('/api/') || rel === '/api';
      const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(rel) && !rel.endsWith('.html');
      if (
        (request.method === 'GET' || request.method === 'HEAD') &&
        underBase &&
        !isApi &&
        !looksLikeFile
      ) {
        // Whatever the Accept header says (`*/*`, none, text/html): only /api/** answers JSON.
        return renderPage(request, reply);
      }
      return reply
        .code(404)
        .send({ success: false, message: isApi ? 'API route not found' : 'Not found' });
    });
  },
  { name: 'lobby-site', dependencies: ['lobby-sessions', 'lobby-csrf'] },
);
