import dns from 'node:dns';
import type { LookupAddress, LookupOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { BlockList, isIP } from 'node:net';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';

/**
 * The one way the server calls an address staff typed (casino feeds, tipping APIs, Discord
 * webhooks, remote manifests): plain `fetch` would let such an address reach the server's own
 * network (its loopback, the cloud metadata service, the private LAN). Every connection here is
 * checked on the address it really connects to, after DNS resolution, so a name that resolves
 * (or re-resolves: DNS rebinding) to an inside address is refused; redirects are not followed
 * blindly but checked again hop by hop. OUTBOUND_ALLOW lists what may be reached anyway.
 */

/** The message staff see when an address is refused, at save time and at fetch time. */
export const INSIDE_ADDRESS_MESSAGE =
  "This address points inside the server's network; add it to OUTBOUND_ALLOW if that is intended.";

export class OutboundBlockedError extends Error {
  readonly code = 'EOUTBOUNDBLOCKED';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(
      `${host}${address && address !== host ? ` (${address})` : ''}: ${INSIDE_ADDRESS_MESSAGE}`,
    );
    this.name = 'OutboundBlockedError';
  }
}

/** Finds an OutboundBlockedError in an error's cause chain (fetch wraps it as "fetch failed"). */
export function blockedCause(e: unknown): OutboundBlockedError | null {
  let cur: unknown = e;
  for (let depth = 0; depth < 5 && cur && typeof cur === 'object'; depth++) {
    if (cur instanceof OutboundBlockedError) return cur;
    if ((cur as { code?: unknown }).code === 'EOUTBOUNDBLOCKED') return cur as OutboundBlockedError;
    cur = (cur as { cause?: unknown }).cause;
  }
  return null;
}

const V4_INSIDE: [string, number][] = [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
];

const V6_INSIDE: [string, number][] = [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible forms
  ['fc00::', 7], // unique local (fd00:ec2::254, AWS's metadata service, is in it)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // deprecated site-local
  ['ff00::', 8], // multicast
];

/** Prefixes an IPv4 address can hide behind in IPv6: mapped, and the NAT64 well-known prefix. */
const V4_IN_V6 = ['::ffff:', '64:ff9b::'];

/** Names of cloud metadata services, refused even before they resolve. */
const METADATA_HOSTS = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'metadata.azure.internal',
  'instance-data',
  'instance-data.ec2.internal',
]);

function addV4(list: BlockList, net: string, prefix: number) {
  list.addSubnet(net, prefix, 'ipv4');
  for (const p of V4_IN_V6) list.addSubnet(`${p}${net}`, 96 + prefix, 'ipv6');
}

const INSIDE = (() => {
  const list = new BlockList();
  for (const [net, prefix] of V4_INSIDE) addV4(list, net, prefix);
  for (const [net, prefix] of V6_INSIDE) list.addSubnet(net, prefix, 'ipv6');
  return list;
})();

/** Whether an IP address is inside the server's network (loopback, private, link-local…). */
export function isInsideAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return INSIDE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

interface AllowRule {
  /** A hostname (lower case) — or null for an address rule. */
  name: string | null;
  /** The addresses/CIDR of an address rule. */
  net: BlockList | null;
  /** Only this port, when the entry named one. */
  port: number | null;
}

export interface OutboundAllow {
  rules: AllowRule[];
  /** Everything may be reached (a host OUTBOUND_ALLOW names, once resolved). */
  all?: boolean;
}

const unbracket = (h: string) => (h.startsWith('[') && h.endsWith(']') ? h.slice(1, -1) : h);

function parseEntry(raw: string): AllowRule {
  let entry = raw.trim().toLowerCase();
  let port: number | null = null;
  // host:port, [v6]:port (a bare IPv6 address has several colons and no port).
  const withPort = /^(\[[^\]]+\]|[^:[\]]+):(\d{1,5})$/.exec(entry);
  if (withPort) {
    entry = withPort[1]!;
    port = Number(withPort[2]);
    if (port < 1 || port > 65535) throw new Error(`OUTBOUND_ALLOW: bad port in '${raw}'`);
  }
  entry = unbracket(entry);
  const [addr, bits, extra] = entry.split('/');
  const family = isIP(addr ?? '');
  if (family) {
    const max = family === 4 ? 32 : 128;
    const prefix = bits === undefined ? max : Number(bits);
    if (extra !== undefined || !/^\d+$/.test(bits ?? String(max)) || prefix > max)
      throw new Error(`OUTBOUND_ALLOW: bad CIDR '${raw}'`);
    const net = new BlockList();
    if (family === 4) addV4(net, addr!, prefix);
    else net.addSubnet(addr!, prefix, 'ipv6');
    return { name: null, net, port };
  }
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.?$/.test(entry))
    throw new Error(`OUTBOUND_ALLOW: '${raw}' is not a hostname, an address or a CIDR`);
  return { name: entry.replace(/\.$/, ''), net: null, port };
}

/**
 * OUTBOUND_ALLOW: a comma list of hostnames, addresses or CIDRs (each optionally with `:port`)
 * that may be reached although they are inside the server's network. Throws on a bad entry.
 */
export function parseOutboundAllow(value: string | undefined): OutboundAllow {
  return {
    rules: (value ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map(parseEntry),
  };
}

let envCache: { raw: string; allow: OutboundAllow } | null = null;

/** The process's OUTBOUND_ALLOW (read from the environment, parsed once per value). */
export function outboundAllowFromEnv(): OutboundAllow {
  const raw = process.env.OUTBOUND_ALLOW ?? '';
  if (envCache?.raw !== raw) envCache = { raw, allow: parseOutboundAllow(raw) };
  return envCache.allow;
}

const hostAllowed = (allow: OutboundAllow, host: string, port: number) =>
  allow.rules.some((r) => r.name === host && (r.port === null || r.port === port));

const addressAllowed = (allow: OutboundAllow, address: string, port: number) => {
  const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
  return allow.rules.some(
    (r) => r.net?.check(address, family) && (r.port === null || r.port === port),
  );
};

const portOf = (u: URL) => Number(u.port || (u.protocol === 'https:' ? 443 : 80));

/** Why this resolved address may not be reached, or null when it may. */
function refusal(allow: OutboundAllow, host: string, address: string, port: number) {
  if (allow.all || !isInsideAddress(address) || addressAllowed(allow, address, port)) return null;
  return new OutboundBlockedError(host, address);
}

type Lookup = (
  hostname: string,
  options: LookupOptions & { all: true },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export interface GuardOptions {
  allow?: OutboundAllow;
  /** DNS resolution (dns.lookup by default); tests give names their own answers. */
  lookup?: Lookup;
}

/** A net `lookup` that resolves, then refuses when any answer is an inside address. */
function guardedLookup(allow: OutboundAllow, port: number, resolve: Lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      const cb = callback as (
        err: NodeJS.ErrnoException | null,
        address: string | LookupAddress[],
        family?: number,
      ) => void;
      if (err) return cb(err, '', 0);
      if (!addresses.length)
        return cb(
          Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }),
          '',
          0,
        );
      // Every answer is checked: a name that answers one outside and one inside address would
      // otherwise reach inside whenever the connection falls back to the second.
      for (const a of addresses) {
        const refused = refusal(allow, hostname, a.address, port);
        if (refused) return cb(refused, '', 0);
      }
      if (options.all) cb(null, addresses);
      else cb(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * Whether a URL an admin is saving may be called: a 400 message when its host is an inside
 * address, a metadata name, or resolves to an inside address (unless OUTBOUND_ALLOW lists it).
 * A name that does not resolve now is accepted (the fetch checks again, every time).
 */
export async function outboundUrlProblem(
  raw: string,
  opts: GuardOptions = {},
): Promise<string | null> {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    // A slow resolver does not hold the save up: the fetch checks the address again anyway.
    await Promise.race([
      checkHost(
        u,
        opts.allow ?? outboundAllowFromEnv(),
        opts.lookup ?? (dns.lookup as Lookup),
        true,
      ),
      new Promise<void>((ok) => {
        timer = setTimeout(ok, SAVE_LOOKUP_MS);
      }),
    ]);
    return null;
  } catch (e) {
    return blockedCause(e) ? INSIDE_ADDRESS_MESSAGE : null;
  } finally {
    clearTimeout(timer);
  }
}

const SAVE_LOOKUP_MS = 3_000;

/**
 * Checks a URL's host: literal addresses and metadata names; names too when `resolveNames` (at
 * save time — a fetch checks names on the connection itself, see `exchange`).
 */
async function checkHost(
  u: URL,
  allow: OutboundAllow,
  resolve: Lookup,
  resolveNames = false,
): Promise<void> {
  const host = unbracket(u.hostname).toLowerCase().replace(/\.$/, '');
  const port = portOf(u);
  if (hostAllowed(allow, host, port)) return;
  if (METADATA_HOSTS.has(host)) throw new OutboundBlockedError(host, '');
  if (isIP(host)) {
    const refused = refusal(allow, host, host, port);
    if (refused) throw refused;
    return;
  }
  if (!resolveNames) return;
  const lookup = guardedLookup(allow, port, resolve);
  await new Promise<void>((ok, fail) =>
    lookup(host, { all: true }, (err) => (err ? fail(err) : ok())),
  );
}

const NULL_BODY = new Set([101, 103, 204, 205, 304]);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 5;

/** The part of `fetch` the server's outside calls use (tests pass their own). */
export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

type Body = string | Uint8Array | URLSearchParams | null | undefined;

function bodyBytes(body: Body): Buffer | null {
  if (body == null) return null;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof Uint8Array) return Buffer.from(body);
  throw new TypeError('guardedFetch sends strings, bytes or URLSearchParams only');
}

function requestHeaders(init: RequestInit | undefined, body: Buffer | null) {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((v, k) => {
    out[k] = v;
  });
  if (body && !out['content-type'] && init?.body instanceof URLSearchParams)
    out['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  if (body) out['content-length'] = String(body.byteLength);
  out['accept-encoding'] ??= 'gzip, deflate, br';
  out['user-agent'] ??= 'Lobby';
  return out;
}

function decoded(res: http.IncomingMessage): Readable {
  const encoding = String(res.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  if (encoding === 'gzip' || encoding === 'x-gzip')
    return res.pipe(zlib.createGunzip({ finishFlush: zlib.constants.Z_SYNC_FLUSH }));
  if (encoding === 'deflate') return res.pipe(zlib.createInflate());
  if (encoding === 'br') return res.pipe(zlib.createBrotliDecompress());
  return res;
}

/** One request/response exchange with the resolved address checked; no redirect handling. */
function exchange(
  u: URL,
  init: RequestInit | undefined,
  body: Buffer | null,
  allow: OutboundAllow,
  resolve: Lookup,
): Promise<Response> {
  const signal = init?.signal ?? undefined;
  return new Promise<Response>((ok, fail) => {
    if (signal?.aborted) return fail(signal.reason);
    const host = unbracket(u.hostname);
    const port = portOf(u);
    const skipCheck = hostAllowed(allow, host.toLowerCase().replace(/\.$/, ''), port);
    const lib = u.protocol === 'https:' ? https : http;
    const req = lib.request({
      protocol: u.protocol,
      hostname: host,
      port,
      path: `${u.pathname}${u.search}`,
      method: (init?.method ?? 'GET').toUpperCase(),
      headers: requestHeaders(init, body),
      lookup: guardedLookup(skipCheck ? { rules: [], all: true } : allow, port, resolve),
      ...(u.protocol === 'https:' && isIP(host) === 0 ? { servername: host } : {}),
      agent: false,
    });
    const onAbort = () => req.destroy(signal?.reason as Error);
    signal?.addEventListener('abort', onAbort, { once: true });
    req.on('error', (err) => {
      signal?.removeEventListener('abort', onAbort);
      fail(signal?.aborted ? signal.reason : new TypeError('fetch failed', { cause: err }));
    });
    req.on('response', (res) => {
      res.on('close', () => signal?.removeEventListener('abort', onAbort));
      const headers = new Headers();
      for (let i = 0; i + 1 < res.rawHeaders.length; i += 2) {
        try {
          headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!);
        } catch {
          // A header value fetch would refuse too: left out.
        }
      }
      const status = res.statusCode ?? 0;
      const noBody = NULL_BODY.has(status) || req.method === 'HEAD';
      if (noBody) res.resume();
      const stream = noBody ? null : decoded(res);
      stream?.on('error', () => undefined);
      try {
        ok(
          new Response(stream ? (Readable.toWeb(stream) as ReadableStream<Uint8Array>) : null, {
            status,
            statusText: res.statusMessage ?? '',
            headers,
          }),
        );
      } catch (e) {
        res.destroy();
        fail(new TypeError('fetch failed', { cause: e }));
      }
    });
    req.end(body ?? undefined);
  });
}

/**
 * A `fetch` for addresses staff configure: http/https only, every connection's resolved address
 * checked (see the module's comment), redirects refused (`redirect: 'error'`), answered as they
 * are (`'manual'`) or followed up to five hops, each hop checked again (`'follow'`, the default;
 * only GET and HEAD). Takes string, byte and URLSearchParams bodies.
 */
export function createGuardedFetch(opts: GuardOptions = {}): FetchLike {
  return async function guardedFetch(input: string | URL, init?: RequestInit): Promise<Response> {
    const allow = opts.allow ?? outboundAllowFromEnv();
    const resolve = opts.lookup ?? (dns.lookup as Lookup);
    const body = bodyBytes(init?.body as Body);
    let u = new URL(String(input));
    for (let hop = 0; ; hop++) {
      if (u.protocol !== 'http:' && u.protocol !== 'https:')
        throw new TypeError('fetch failed', {
          cause: new Error(`Only http and https addresses can be called (${u.protocol})`),
        });
      try {
        await checkHost(u, allow, resolve);
      } catch (e) {
        throw blockedCause(e) ? new TypeError('fetch failed', { cause: e }) : wrap(e);
      }
      const res = await exchange(u, init, body, allow, resolve);
      const location = res.headers.get('location');
      if (!REDIRECTS.has(res.status) || !location || init?.redirect === 'manual') return res;
      await res.body?.cancel().catch(() => undefined);
      const method = (init?.method ?? 'GET').toUpperCase();
      if (init?.redirect === 'error' || (method !== 'GET' && method !== 'HEAD'))
        throw new TypeError('fetch failed', {
          cause: new Error(`${u.host} answered a redirect (HTTP ${res.status}), not followed`),
        });
      if (hop >= MAX_REDIRECTS)
        throw new TypeError('fetch failed', { cause: new Error('Too many redirects') });
      u = new URL(location, u);
    }
  };
}

const wrap = (e: unknown) =>
  e instanceof TypeError && e.message === 'fetch failed'
    ? e
    : new TypeError('fetch failed', { cause: e });

/** The guarded fetch under the process's OUTBOUND_ALLOW. */
export const guardedFetch = createGuardedFetch();
