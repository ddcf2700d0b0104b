// (b) of `npm run bench`: the home page's cold and warm loads in Chromium, federated build against
// a single-bundle build of the same pages, with the home load's budgets; the cold loads of /,
// /store and /bonus-hunts beside the single bundle's (ratios), and what their JavaScript is, by
// source (breakdown.mjs); layout shift of every public page at desktop and phone width.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { breakdown } from './breakdown.mjs';
import { coldAndWarm, coldLoad, DESKTOP, launch, layoutShifts, PHONE } from './browser.mjs';
import { SINGLE_DIST } from './builds.mjs';
import { kib, ratio, section, startLobby } from './common.mjs';

const BUDGET = { requests: 20, jsKiB: 250, cls: 0.1, contentMs: 1300, jsRatio: 1.15 };

const PUBLIC_PAGES = [
  '/',
  '/leaderboard',
  '/challenges',
  '/bonuses',
  '/store',
  '/vip-rewards',
  '/bonus-hunts',
  '/tournaments',
  '/raffles',
  '/affiliate/wager-raffle',
  '/contact',
  '/login',
  '/privacy',
  '/terms',
];

/** Pages whose cold load (b) compares with the single bundle's, figure by figure. */
const RATIO_PAGES = ['/', '/store', '/bonus-hunts', '/raffles', '/vip-rewards', '/challenges'];

function printLoad(label, r) {
  console.log(
    `  ${label.padEnd(30)} ${String(r.requests).padStart(4)} req ${kib(r.bytes).padStart(11)} total ${kib(r.jsBytes).padStart(11)} JS  content ${r.contentMs ?? '—'} ms  CLS ${r.cls}`,
  );
}

/**
 * What each KiB is: every script's brotli bytes shared out over the sources it was built from
 * (its source map), by library or project; added to each page of `pages` as `breakdown`.
 */
function printBySource(pages) {
  for (const [path, { federated: f, single: s }] of Object.entries(pages)) {
    const fb = breakdown(f.scripts, join(root, 'shell/dist'));
    const sb = breakdown(s.scripts, SINGLE_DIST);
    pages[path].breakdown = {
      federated: Object.fromEntries(fb.groups),
      single: Object.fromEntries(sb.groups),
      requests: fb.requests.map((q) => ({ ...q, groups: Object.fromEntries(q.groups) })),
    };
    console.log(`\n  ${path}: JavaScript by source, KiB brotli (federated / single / difference)`);
    const names = [...new Set([...fb.groups.keys(), ...sb.groups.keys()])].sort(
      (a, b) => (fb.groups.get(b) ?? 0) - (fb.groups.get(a) ?? 0),
    );
    for (const name of names) {
      const a = (fb.groups.get(name) ?? 0) / 1024;
      const b = (sb.groups.get(name) ?? 0) / 1024;
      if (a < 0.05 && b < 0.05) continue;
      console.log(
        `    ${name.padEnd(28)} ${a.toFixed(1).padStart(6)} ${b.toFixed(1).padStart(6)} ${`${a - b >= 0 ? '+' : ''}${(a - b).toFixed(1)}`.padStart(7)}`,
      );
    }
    console.log('    federated, per request:');
    for (const q of fb.requests) {
      const top = [...q.groups]
        .sort((x, y) => y[1] - x[1])
        .slice(0, 4)
        .map(([g, n]) => `${g} ${(n / 1024).toFixed(1)}`)
        .join(', ');
      console.log(`      ${q.name.padEnd(52)} ${kib(q.body).padStart(10)}  ${top}`);
    }
  }
}

/** The cold home load's budgets (and each page's JavaScript ratio), printed. */
function homeBudgets(c, pages) {
  const budgets = {
    requests: { value: c.requests, max: BUDGET.requests, ok: c.requests <= BUDGET.requests },
    jsKiB: {
      value: +(c.jsBytes / 1024).toFixed(1),
      max: BUDGET.jsKiB,
      ok: c.jsBytes / 1024 <= BUDGET.jsKiB,
    },
    contentMs: {
      value: c.contentMs,
      max: BUDGET.contentMs,
      ok: c.contentMs != null && c.contentMs <= BUDGET.contentMs,
    },
    calledTwice: { value: c.calledTwice, ok: c.calledTwice.length === 0 },
    uncompressedJs: { value: c.uncompressedJs, ok: c.uncompressedJs.length === 0 },
    sharedOnce: {
      value: c.shared,
      ok: Object.values(c.shared).every((v) => v.length === 1),
    },
    kyOnce: { value: c.kyCopies, ok: c.kyCopies <= 1 },
    ...Object.fromEntries(
      Object.entries(pages).map(([path, p]) => [
        `jsRatio ${path}`,
        { value: +p.ratio.js.toFixed(3), max: BUDGET.jsRatio, ok: p.ratio.js <= BUDGET.jsRatio },
      ]),
    ),
  };
  console.log('\n  Cold home budgets:');
  for (const [k, v] of Object.entries(budgets))
    console.log(
      `    ${v.ok ? '✔' : '✖'} ${k.padEnd(15)} ${JSON.stringify(v.value)}${v.max != null ? ` (≤ ${v.max})` : ''}`,
    );
  return budgets;
}

/** (b): `{ home, pages (with the single bundle), budgets, layoutShifts }`. */
export async function pageLoads() {
  section('(b) Home page in Chromium: micro-frontends against a single bundle of the same pages');
  const out = {};
  const browser = await launch();
  const federated = await startLobby();
  const single = existsSync(join(SINGLE_DIST, 'index.html'))
    ? await startLobby({ env: { LOBBY_SHELL_DIST: SINGLE_DIST } })
    : null;
  try {
    // One load first so the server's first-request costs are not the page's.
    await fetch(`${federated.url}/`);
    if (single) await fetch(`${single.url}/`);
    const fed = await coldAndWarm(browser, `${federated.url}/`, DESKTOP);
    const fedPhone = await coldAndWarm(browser, `${federated.url}/`, PHONE);
    printLoad('federated, cold (desktop)', fed.cold);
    printLoad('federated, warm (desktop)', fed.warm);
    printLoad('federated, cold (phone)', fedPhone.cold);
    out.home = { federated: fed, federatedPhone: fedPhone };
    if (single) {
      // The server sends no remote script preloads with a shell that is not federated.
      const one = await coldAndWarm(browser, `${single.url}/`, DESKTOP);
      printLoad('single bundle, cold (desktop)', one.cold);
      printLoad('single bundle, warm (desktop)', one.warm);
      out.home.single = one;
      console.log(
        `  federation costs ×${ratio(fed.cold.requests, one.cold.requests).toFixed(2)} requests, ×${ratio(fed.cold.jsBytes, one.cold.jsBytes).toFixed(2)} JS bytes, ${(fed.cold.contentMs ?? 0) - (one.cold.contentMs ?? 0)} ms to content (cold)`,
      );
    }
    // The three pages: each figure of the federated cold load beside the single bundle's.
    const pages = {};
    if (single) {
      console.log(
        `\n  Cold loads (desktop), federated against the single bundle (JavaScript ≤ ×${BUDGET.jsRatio}):`,
      );
      for (const path of RATIO_PAGES) {
        const f = path === '/' ? fed.cold : await coldLoad(browser, federated.url + path);
        const s = path === '/' ? out.home.single.cold : await coldLoad(browser, single.url + path);
        const r = {
          requests: ratio(f.requests, s.requests),
          js: ratio(f.jsBytes, s.jsBytes),
          content: f.contentMs && s.contentMs ? ratio(f.contentMs, s.contentMs) : null,
        };
        pages[path] = { federated: f, single: s, ratio: r };
        console.log(
          `    ${r.js <= BUDGET.jsRatio ? '✔' : '✖'} ${path.padEnd(13)} requests ${f.requests} / ${s.requests} ×${r.requests.toFixed(2)}   JS ${kib(f.jsBytes)} / ${kib(s.jsBytes)} ×${r.js.toFixed(3)}   content ${f.contentMs ?? '—'} / ${s.contentMs ?? '—'} ms${r.content ? ` ×${r.content.toFixed(2)}` : ''}`,
        );
      }
      printBySource(pages);
      out.pages = pages;
    }

    const budgets = homeBudgets(fed.cold, pages);

    console.log('\n  Layout shift, cold load of every public page (≤ 0.1):');
    const shifts = await layoutShifts(browser, federated.url, PUBLIC_PAGES, {
      desktop: DESKTOP,
      phone: PHONE,
    });
    for (const path of PUBLIC_PAGES) {
      const d = shifts.find((s) => s.path === path && s.viewport === 'desktop');
      const p = shifts.find((s) => s.path === path && s.viewport === 'phone');
      const ok = d.cls <= BUDGET.cls && p.cls <= BUDGET.cls;
      console.log(
        `    ${ok ? '✔' : '✖'} ${path.padEnd(26)} desktop ${String(d.cls).padEnd(6)} phone ${String(p.cls).padEnd(6)} content ${d.contentMs ?? '—'} / ${p.contentMs ?? '—'} ms`,
      );
    }
    const worst = Math.max(...shifts.map((s) => s.cls));
    budgets.cls = { value: worst, max: BUDGET.cls, ok: worst <= BUDGET.cls };
    out.budgets = budgets;
    out.layoutShifts = shifts;
  } finally {
    await browser.close();
    await federated.stop();
    await single?.stop();
  }
  return out;
}
