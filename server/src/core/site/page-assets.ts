// What a page needs first, known to the server before the browser runs any script: the remote
// that owns the requested path, its manifest, its remote entry and its `./routes` chunks. The page
// carries them as <link rel="preload">, so the browser fetches them from the first byte of the
// page on, in parallel with the shell's own script, instead of one after the other once the
// shell has started.

/** One resource to preload: `as` is the request's destination. */
export interface PreloadLink {
  href: string;
  as: 'script' | 'fetch';
  /** A fetch with the site's cookies (the API client's `credentials: 'include'`). */
  credentials?: boolean;
}

/** A remote as the registry lists it: only what the preload needs. */
export interface PreloadRemote {
  name: string;
  manifest: string;
  paths: string[];
  state?: 'ok' | 'error';
}

const segmentsOf = (p: string) => p.split('/').filter((s) => s.length > 0);

/**
 * How well a React Router pattern (`/`, `/profile/:username`, `/docs/*`, `/a/:b?`) matches a
 * path: null when it does not, else a rank (static segments weigh most, as React Router ranks
 * its routes), so the most specific pattern of all remotes wins.
 */
export function matchRank(pattern: string, pathname: string): number | null {
  const want = segmentsOf(pattern);
  const have = segmentsOf(pathname);
  let rank = 0;
  for (let i = 0; i < want.length; i++) {
    const seg = want[i]!;
    if (seg === '*') return rank + 1;
    const optional = seg.endsWith('?');
    const name = optional ? seg.slice(0, -1) : seg;
    const part = have[i];
    if (part === undefined) {
      if (optional) continue;
      return null;
    }
    if (name.startsWith(':')) rank += 3;
    else if (name.toLowerCase() === decodeSegment(part).toLowerCase()) rank += 10;
    else return null;
  }
  // Every segment of the path is accounted for (none left over).
  return have.length <= want.length ? rank + 2 : null;
}

function decodeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

/** The usable remote whose paths match `pathname` best, with the pattern that matched, or null. */
export function routeForPath<T extends PreloadRemote>(
  remotes: T[],
  pathname: string,
): { remote: T; pattern: string } | null {
  let best: { remote: T; pattern: string; rank: number } | null = null;
  for (const remote of remotes) {
    if (remote.state === 'error') continue;
    for (const pattern of remote.paths) {
      const rank = matchRank(pattern, pathname);
      if (rank !== null && (!best || rank > best.rank)) best = { remote, pattern, rank };
    }
  }
  return best && { remote: best.remote, pattern: best.pattern };
}

/** The usable remote whose paths match `pathname` best, or null. */
export function remoteForPath<T extends PreloadRemote>(remotes: T[], pathname: string): T | null {
  return routeForPath(remotes, pathname)?.remote ?? null;
}

/**
 * A descriptor's `pages` (written by the kit): the chunks each route pattern loads when opened,
 * `{ '/': ['323.d8c58c1a.js'] }`. Anything else is dropped.
 */
export function pagesOf(v: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!v || typeof v !== 'object' || Array.isArray(v)) return out;
  for (const [pattern, files] of Object.entries(v as Record<string, unknown>))
    if (Array.isArray(files)) {
      const ok = files.filter((f): f is string => typeof f === 'string' && isPlainFile(f));
      if (ok.length > 0) out[pattern] = ok;
    }
  return out;
}

/** A read of the site's API as a page requests it: `api/…`, an optional plain query. */
const API_READ = /^api\/[A-Za-z0-9_./-]+(\?[A-Za-z0-9_.%=&-]*)?$/;

/**
 * A descriptor's `data` (from the remote's `lobby.data`): the API reads each route pattern makes
 * as it opens, `{ '/': ['api/r/leaderboard'] }`. Anything but plain same-site API paths is dropped.
 */
export function dataOf(v: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!v || typeof v !== 'object' || Array.isArray(v)) return out;
  for (const [pattern, urls] of Object.entries(v as Record<string, unknown>))
    if (Array.isArray(urls)) {
      const ok = urls.filter(
        (u): u is string => typeof u === 'string' && API_READ.test(u) && !u.includes('..'),
      );
      if (ok.length > 0) out[pattern] = ok;
    }
  return out;
}

/** The preloads of a page's API reads, under the site's base path, with the site's cookies. */
export function dataPreloads(basePath: string, urls: string[] = []): PreloadLink[] {
  return urls.map((u) => ({ href: `${basePath}/${u}`, as: 'fetch', credentials: true }));
}

interface ManifestShape {
  metaData?: {
    publicPath?: unknown;
    remoteEntry?: { name?: unknown; path?: unknown };
  };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

const SAFE_FILE = /^[A-Za-z0-9_./-]+\.m?js$/;
const isPlainFile = (rel: string) => SAFE_FILE.test(rel) && !rel.split('/').includes('..');

/**
 * The preloads of a remote's page: its manifest (fetched by the shell, same-origin credentials),
 * its remote entry, the synchronous chunks of the module it exposes (`./routes`) and the page's
 * own chunks (`pageFiles`, from its descriptor), resolved as the federation runtime resolves them
 * (publicPath 'auto': next to the manifest).
 */
export function remotePreloads(
  manifestUrl: string,
  manifest: unknown,
  pageFiles: string[] = [],
  expose = './routes',
): PreloadLink[] {
  const links: PreloadLink[] = [{ href: manifestUrl, as: 'fetch' }];
  const m = manifest as ManifestShape | null;
  if (!m || typeof m !== 'object') return links;
  const publicPath = m.metaData?.publicPath;
  let base: string;
  if (publicPath === 'auto' || publicPath === undefined) {
    base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  } else if (typeof publicPath === 'string' && /^(https?:\/\/|\/)/.test(publicPath)) {
    base = publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  } else return links;
  const file = (dir: unknown, name: unknown): string | null => {
    if (typeof name !== 'string') return null;
    const d = typeof dir === 'string' && dir ? `${dir.replace(/^\/+|\/+$/g, '')}/` : '';
    const rel = `${d}${name}`;
    return isPlainFile(rel) ? `${base}${rel}` : null;
  };
  const entry = file(m.metaData?.remoteEntry?.path, m.metaData?.remoteEntry?.name);
  if (entry) links.push({ href: entry, as: 'script' });
  const exposed = Array.isArray(m.exposes) ? m.exposes.find((e) => e?.path === expose) : undefined;
  const sync = exposed?.assets?.js?.sync;
  if (Array.isArray(sync))
    for (const name of sync) {
      const href = file('', name);
      if (href) links.push({ href, as: 'script' });
    }
  // The page's own chunks (its lazy route component), once the entry and routes are known.
  if (entry)
    for (const name of pageFiles) {
      const href = file('', name);
      if (href && !links.some((l) => l.href === href)) links.push({ href, as: 'script' });
    }
  return links;
}

const escapeAttr = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The <link> elements: scripts as the federation runtime requests them (no crossorigin
 * attribute), the manifest as `fetch(url)` requests it (CORS, same-origin credentials), API reads
 * as the API client requests them (credentials included).
 */
export function preloadTags(links: PreloadLink[]): string {
  return links
    .map((l) =>
      l.as === 'fetch'
        ? `<link rel="preload" as="fetch" crossorigin="${l.credentials ? 'use-credentials' : 'anonymous'}" href="${escapeAttr(l.href)}">`
        : `<link rel="preload" as="script" href="${escapeAttr(l.href)}">`,
    )
    .join('');
}
