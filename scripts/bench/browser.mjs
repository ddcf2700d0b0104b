// Page loads in Chromium (playwright-core): requests, bytes on the wire, time to content, layout
// shift (PerformanceObserver, session windows as Chrome's CLS), endpoints fetched twice, and
// the shared libraries each loaded once.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export const DESKTOP = { width: 1400, height: 900 };
export const PHONE = { width: 375, height: 740 };

export async function launch() {
  const { chromium } = require('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: LAUNCH_ARGS,
  });
}

/** Layout shifts summed per session window (gap < 1 s, window < 5 s); the largest window. */
const CLS_OBSERVER = `
  window.__lobbyCls = { value: 0, windows: [], entries: [] };
  try {
    let current = 0, first = 0, last = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        if (current && e.startTime - last < 1000 && e.startTime - first < 5000) current += e.value;
        else { current = e.value; first = e.startTime; }
        last = e.startTime;
        window.__lobbyCls.value = Math.max(window.__lobbyCls.value, current);
        window.__lobbyCls.entries.push({
          t: Math.round(e.startTime),
          value: e.value,
          nodes: (e.sources || []).map((s) => s.node && (s.node.id ? '#' + s.node.id : (s.node.nodeName || '') + (s.node.className && typeof s.node.className === 'string' ? '.' + s.node.className.split(' ')[0] : ''))),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch (e) {}
`;

/** When the page's boot screen went, the shell's showed and went (probe-home.mjs only). */
const BOOT_MARKS = `
  window.__lobbyMarks = {};
  (function tick() {
    var m = window.__lobbyMarks, t = Math.round(performance.now());
    var page = document.getElementById('lobby-boot');
    var shell = document.querySelector('#root [role="status"][aria-label^="Loading"]');
    if (page && m.pageBoot == null) m.pageBoot = t;
    if (!page && m.pageBoot != null && m.pageBootGone == null) m.pageBootGone = t;
    if (shell && m.shellBoot == null) m.shellBoot = t;
    if (!shell && m.shellBoot != null && m.shellBootGone == null) m.shellBootGone = t;
    if (m.shellBootGone == null) requestAnimationFrame(tick);
  })();
`;

/**
 * What marks "content" on a page: the boot screen is gone and the page's main region shows its
 * heading; on the home page, its live sections (the leaderboards carousel and the affiliates).
 */
// A function, not a string: the page's CSP forbids eval.
const CONTENT_READY = () => {
  // The boot screen: role status, labelled with the site's name.
  let site = '';
  try {
    site = JSON.parse(document.getElementById('lobby-preload').textContent).settings.site_name;
  } catch {
    /* no preload: the dev server */
  }
  if (document.querySelector('[role="status"][aria-label="Loading ' + CSS.escape(site) + '"]'))
    return false;
  const main = document.querySelector('main');
  if (!main || !main.querySelector('h1, h2')) return false;
  if (location.pathname === '/' || location.pathname === '') {
    const text = main.textContent || '';
    if (!/Active Leaderboards/i.test(text) || !/Join Now/i.test(text)) return false;
  }
  return performance.now();
};

/**
 * One page load in `context` (a fresh context is a cold load; the same one again is warm).
 * Counts what went over the network (requests served from the browser's cache are not).
 */
export async function measureLoad(
  context,
  url,
  { settleMs = 1500, timeoutMs = 30_000, timeline = false } = {},
) {
  const page = await context.newPage();
  await page.addInitScript(CLS_OBSERVER);
  if (timeline) await page.addInitScript(BOOT_MARKS);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', (e) => {
    requests.set(e.requestId, { url: e.request.url, type: e.type, bytes: 0, cached: false });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    r.mime = e.response.mimeType;
    r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'];
    const length = e.response.headers['content-length'] ?? e.response.headers['Content-Length'];
    r.bodyBytes = length != null ? Number(length) : null;
    r.headerBytes = e.response.encodedDataLength ?? 0;
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) r.cached = true;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (!r) return;
    r.bytes = e.encodedDataLength;
    // The body as sent (compressed): Content-Length, else what came in minus the headers.
    r.body = r.bodyBytes ?? Math.max(0, e.encodedDataLength - (r.headerBytes ?? 0));
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  let contentMs = null;
  try {
    const handle = await page.waitForFunction(CONTENT_READY, null, {
      timeout: timeoutMs,
      polling: 'raf',
    });
    contentMs = await handle.jsonValue();
  } catch (error) {
    if (process.env.LOBBY_BENCH_DEBUG) console.error(error);
    contentMs = null;
  }
  // Late requests and late layout shifts (images, counters, sections below).
  await page.waitForTimeout(settleMs);
  await cdp.detach();
  const cls = await page.evaluate(() => window.__lobbyCls);
  const shared = await page.evaluate(() => {
    // The Module Federation share scope: for each shared package, how many copies loaded.
    const out = {};
    const share = globalThis.__FEDERATION__?.__SHARE__ ?? {};
    for (const instance of Object.values(share))
      for (const scope of Object.values(instance ?? {}))
        for (const [pkg, versions] of Object.entries(scope ?? {})) {
          for (const [version, info] of Object.entries(versions ?? {})) {
            if (info?.loaded || info?.lib || info?.loading) {
              out[pkg] ??= new Set();
              out[pkg].add(version);
            }
          }
        }
    return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v]]));
  });
  const kyCopies = await page.evaluate(async () => {
    // ky is bundled inside @lobby/shared-api: it must appear in one loaded script only.
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => e.initiatorType === 'script' || e.name.endsWith('.js'))
      .map((e) => e.name);
    let n = 0;
    for (const src of new Set(scripts)) {
      try {
        const text = await (await fetch(src, { cache: 'force-cache' })).text();
        if (text.includes('Request timed out')) n++;
      } catch {
        /* skip */
      }
    }
    return n;
  });
  // What started when (ms after navigation): the critical path of the load, for probe-home.mjs.
  const steps = timeline
    ? await page.evaluate(() => {
        const origin = location.origin;
        const short = (u) => (u.startsWith(origin) ? u.slice(origin.length) : u);
        const nav = performance.getEntriesByType('navigation')[0];
        const marks = Object.entries(window.__lobbyMarks ?? {}).map(([name, t]) => ({
          name: `mark ${name}`,
          start: t,
          end: t,
        }));
        return [
          ...marks,
          ...(nav ? [{ name: 'document', start: 0, end: Math.round(nav.responseEnd) }] : []),
          ...performance.getEntriesByType('paint').map((e) => ({
            name: e.name,
            start: Math.round(e.startTime),
            end: Math.round(e.startTime),
          })),
          ...performance.getEntriesByType('resource').map((e) => ({
            name: `${short(e.name)} (${e.initiatorType})`,
            start: Math.round(e.startTime),
            end: Math.round(e.responseEnd),
          })),
        ].sort((a, b) => a.start - b.start);
      })
    : undefined;
  await page.close();
  const all = [...requests.values()].filter((r) => !r.url.startsWith('data:'));
  const network = all.filter((r) => !r.cached);
  const js = network.filter((r) => /javascript/.test(r.mime ?? '') || /\.js(\?|$)/.test(r.url));
  const api = network.filter((r) => /\/api\//.test(new URL(r.url).pathname));
  const seen = new Map();
  for (const r of api) seen.set(r.url, (seen.get(r.url) ?? 0) + 1);
  const twice = [...seen]
    .filter(([, n]) => n > 1)
    .map(([u, n]) => `${new URL(u).pathname}${new URL(u).search} ×${n}`);
  const uncompressed = js.filter((r) => r.bytes > 1500 && !r.encoding).map((r) => r.url);
  return {
    requests: network.length,
    bytes: network.reduce((a, r) => a + r.bytes, 0),
    // Compressed JavaScript as sent (bodies; the HTTP headers are in `bytes`).
    jsBytes: js.reduce((a, r) => a + (r.body ?? r.bytes), 0),
    scripts: js.map((r) => ({ url: r.url, body: r.body ?? r.bytes })),
    contentMs: contentMs == null ? null : Math.round(contentMs),
    wallMs: Date.now() - started,
    cls: Math.round(cls.value * 1000) / 1000,
    clsEntries: cls.entries,
    calledTwice: twice,
    uncompressedJs: uncompressed,
    shared,
    kyCopies,
    ...(steps ? { timeline: steps } : {}),
  };
}

/** A cold load (fresh context), then a warm one in the same context (HTTP cache filled). */
export async function coldAndWarm(browser, url, viewport = DESKTOP) {
  // No request interception here: Playwright turns the HTTP cache off when a route is set.
  const context = await browser.newContext({ viewport });
  try {
    const cold = await measureLoad(context, url);
    const warm = await measureLoad(context, url);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** One cold load (a fresh context: empty cache). */
export async function coldLoad(browser, url, viewport = DESKTOP) {
  const context = await browser.newContext({ viewport });
  try {
    return await measureLoad(context, url);
  } finally {
    await context.close();
  }
}

/** Layout shift of one cold load per page and viewport. */
export async function layoutShifts(browser, baseUrl, paths, viewports) {
  const out = [];
  for (const [name, viewport] of Object.entries(viewports))
    for (const path of paths) {
      const context = await browser.newContext({ viewport });
      try {
        const r = await measureLoad(context, baseUrl + path, { settleMs: 2000 });
        out.push({
          path,
          viewport: name,
          cls: r.cls,
          contentMs: r.contentMs,
          entries: r.clsEntries,
        });
      } finally {
        await context.close();
      }
    }
  return out;
}
