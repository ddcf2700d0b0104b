import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { OverlayPageConfig } from '@lobby/shared-api/contract';
import { OVERLAY_CONFIG_ELEMENT_ID, overlayKindParamSchema } from '@lobby/shared-api/contract';
import { HttpError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { parseOrThrow } from '../http/validation';
import { OVERLAY_RATE_LIMIT, openOverlay, overlayOnSend } from './guard';

/** Where the overlay page's build lives inside the shell's dist (shell/webpack.overlay.js). */
export const OVERLAY_APP_DIR = 'overlay-app';
const BASE_MARKER = /__LOBBY_BASE__/g;
const CONFIG_MARKER = '<!--lobby-overlay-->';

/** JSON safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The overlay page's Content Security Policy: its own script and styles only (styled-components
 * writes <style> elements), data from its own origin, images from its own origin (slot art is
 * served by the site), no fonts or anything else from outside. Framed only by the site itself
 * (Admin › Overlays' preview); OBS loads it as a top-level page.
 */
export const OVERLAY_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const NOT_FOUND_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title>' +
  '<style>html,body{background:transparent;margin:0}</style></head><body></body></html>';

/**
 * GET <base>/overlay/<kind>?key=… — the page an OBS browser source loads. Like the data routes,
 * the key is checked first: a wrong, revoked or expired one gets a blank 404 page that says
 * nothing about the site. The page carries its kind and settings (so it draws at the right size
 * and colours at once) and no session, CSRF token or cookie.
 */
const overlayPageRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  let template: { mtime: number; html: string } | null = null;
  const readTemplate = (): string | null => {
    const file = path.join(config.shellDist, OVERLAY_APP_DIR, 'index.html');
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!template || template.mtime !== stat.mtimeMs)
      template = { mtime: stat.mtimeMs, html: fs.readFileSync(file, 'utf8') };
    return template.html;
  };

  app.get(
    '/overlay/:kind',
    {
      config: rateLimit({ ...OVERLAY_RATE_LIMIT, bucket: 'overlay' }),
      onSend: overlayOnSend,
      // An overlay page is framed by the admin preview: same origin only (not DENY).
      errorHandler: (error, _request, reply) => {
        const status = error instanceof HttpError ? error.statusCode : 500;
        if (status >= 500) app.log.error(error);
        reply.header('x-frame-options', 'SAMEORIGIN');
        reply
          .code(status === 429 ? 429 : status >= 500 ? 500 : 404)
          .header('content-security-policy', OVERLAY_CSP)
          .type('text/html; charset=utf-8')
          .send(NOT_FOUND_PAGE);
      },
    },
    async (request, reply) => {
      const { kind } = parseOrThrow(overlayKindParamSchema, request.params);
      const overlay = await openOverlay(request, kind);
      const html = readTemplate();
      if (html == null) {
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The overlay page has not been built yet. Run `npm run build` first.');
      }
      const pageConfig: OverlayPageConfig = {
        kind,
        basePath: config.basePath,
        settings: overlay.settings,
      };
      const page = html
        .replace(BASE_MARKER, config.basePath)
        .replace(
          CONFIG_MARKER,
          `<script id="${OVERLAY_CONFIG_ELEMENT_ID}" type="application/json">${scriptJson(pageConfig)}</script>`,
        );
      return reply
        .header('content-security-policy', OVERLAY_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );
};

export default overlayPageRoutes;
