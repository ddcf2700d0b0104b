// Debug aid, not part of `npm run bench`: the cold home load's timeline in Chromium — when each
// resource started and ended relative to navigation, when the boot screens showed and went, and
// time to content. `--ab` compares, interleaved in one run, the page as served against the same
// page without its preloads and its own boot screen (how the shell loaded before them): on a
// machine whose load varies, only such a comparison says what they change.
// Usage: node scripts/bench/probe-home.mjs [runs] [--ab] [--quiet]
import { DESKTOP, launch, measureLoad } from './browser.mjs';
import { startLobby } from './common.mjs';

const args = process.argv.slice(2);
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 1);
const ab = args.includes('--ab');
const quiet = args.includes('--quiet');

/** The page without its <link rel="preload"> elements and its server-written boot screen. */
const strip = (html) =>
  html
    .replace(/<link rel="preload"[^>]*>/g, '')
    .replace(/<div id="lobby-boot"[\s\S]*?<\/div><\/div>/, '');

async function once(browser, url, variant) {
  const context = await browser.newContext({ viewport: DESKTOP });
  try {
    if (ab)
      await context.route(
        (u) => u.pathname === '/',
        async (route) => {
          const res = await route.fetch();
          const body = await res.text();
          await route.fulfill({ response: res, body: variant === 'before' ? strip(body) : body });
        },
      );
    return await measureLoad(context, url, { timeline: true });
  } finally {
    await context.close();
  }
}

const median = (xs) => {
  const s = xs.filter((x) => x != null).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

const browser = await launch();
const lobby = await startLobby();
const times = { before: [], now: [] };
try {
  await fetch(`${lobby.url}/`);
  for (let i = 0; i < runs; i++) {
    const variants = ab ? (i % 2 ? ['now', 'before'] : ['before', 'now']) : ['now'];
    for (const variant of variants) {
      const r = await once(browser, `${lobby.url}/`, variant);
      times[variant].push(r.contentMs);
      console.log(
        `\nrun ${i + 1}${ab ? ` (${variant})` : ''}: ${r.requests} requests, content ${r.contentMs} ms`,
      );
      if (quiet) continue;
      for (const e of r.timeline ?? [])
        console.log(`  ${String(e.start).padStart(5)} → ${String(e.end).padStart(5)}  ${e.name}`);
    }
  }
  console.log(`\nmedian time to content: ${median(times.now)} ms`);
  if (ab) console.log(`without preloads and the page's boot screen: ${median(times.before)} ms`);
} finally {
  await browser.close();
  await lobby.stop();
}
