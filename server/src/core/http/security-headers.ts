import type { onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';

/** Origins a page may load code from besides its own: those of the registry's remote manifests. */
export function remoteOrigins(manifests: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const manifest of manifests) {
    if (!/^https?:\/\//i.test(manifest)) continue; // a site path: same origin
    try {
      origins.add(new URL(manifest).origin);
    } catch {
      // A malformed entry loads nothing; it needs no permission either.
    }
  }
  return [...origins].sort();
}

export interface PageCspOptions {
  /** The nonce of the page's one inline script (the shell's loader). */
  nonce: string;
  /** Remote origins from the registry (module federation loads remoteEntry/chunks from them). */
  remotes: readonly string[];
  /** Remotes on their dev servers: eval source maps and hot-reload sockets. */
  dev: boolean;
}

/**
 * The Content Security Policy of a page: scripts only from the site, the nonce'd loader and the
 * registry's remote origins; styles inline (styled-components) and from those origins; images
 * from anywhere over https (avatars, casino logos); the stream player frame and the site's own
 * pages (Admin › Overlays' live preview frames an overlay page); never framed.
 */
export function pageCsp({ nonce, remotes, dev }: PageCspOptions): string {
  const sockets = dev ? remotes.map((o) => o.replace(/^http/i, 'ws')) : [];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", `'nonce-${nonce}'`, ...remotes, ...(dev ? ["'unsafe-eval'"] : [])]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['connect-src', ["'self'", ...remotes, ...sockets]],
    ['frame-src', ["'self'", 'https://player.kick.com']],
    ['media-src', ["'self'", 'https:']],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** The options of @fastify/helmet whose headers every answer carries (SECURITY_HEADERS). */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: false,
  hsts: false,
  crossOriginEmbedderPolicy: false,
  // Remote builds are loaded by other origins' shells; their route sets 'cross-origin'.
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  frameguard: { action: 'deny' },
} as const;

/**
 * The headers @fastify/helmet sends with HELMET_OPTIONS, written out: they never vary, so they
 * are set in one call instead of running helmet's eleven middlewares for every request (a test
 * checks they stay equal to helmet's).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers on every answer: nosniff, Referrer-Policy, X-Frame-Options DENY,
 * Cross-Origin-Opener-Policy and friends (SECURITY_HEADERS). The Content Security Policy is the
 * page renderer's (it knows the registry and the nonce); API answers and files carry none. HSTS
 * only over https (directly, or through a trusted proxy's X-Forwarded-Proto).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const securityHeaders: onRequestHookHandler = (request, reply, done) => {
      reply.headers(SECURITY_HEADERS);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    };
    app.addHook('onRequest', securityHeaders);
  },
  { name: 'lobby-security-headers' },
);
