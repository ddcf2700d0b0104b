import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
const BASE = process.env.BASE ?? 'http://127.0.0.1:9650';
const paths = (process.env.PATHS ?? '/,/leaderboard,/challenges,/bonuses,/bonus-hunts,/raffles,/raffles/1,/affiliate/wager-raffle,/affiliate/wager-raffle/1,/tournaments,/tournaments/1,/store,/vip-rewards,/tickets,/tickets/create,/contact,/profile/admin,/settings,/friends,/login,/privacy,/terms,/nope').split(',');
const widths = (process.env.WIDTHS ?? '1400,375').split(',').map(Number);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const who of (process.env.WHO ?? 'visitor,member').split(',')) {
  for (const w of widths) {
    const ctx = await browser.newContext({ viewport: { width: w, height: w < 600 ? 740 : 900 }, baseURL: BASE });
    const page = await ctx.newPage();
    if (who !== 'visitor') {
      await page.goto('/login');
      await page.getByRole('textbox', { name: /username/i }).fill(who === 'member' ? 'axe_member' : who);
      await page.getByRole('button', { name: /demo|log in|sign in/i }).first().click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 20000 });
    }
    for (const p of paths) {
      await page.goto(p);
      await page.locator('main h1, main h2').first().waitFor({ timeout: 20000 }).catch(() => {});
      await page.waitForLoadState('networkidle').catch(() => {});
      await page.waitForTimeout(800);
      const r = await new AxeBuilder({ page }).withTags(['wcag2a','wcag2aa','wcag21a','wcag21aa','best-practice']).analyze();
      const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      const other = r.violations.filter((v) => !(v.impact === 'serious' || v.impact === 'critical'));
      console.log(`\n### ${who} ${w} ${p}: ${bad.length} serious/critical; minor: ${other.map(v=>v.id+'('+v.nodes.length+')').join(',')}`);
      for (const v of bad) {
        if (v.id === 'color-contrast') {
          const pairs = {};
          for (const n of v.nodes) {
            const d = n.any[0]?.data ?? {};
            const k = `${d.fgColor} on ${d.bgColor} (${d.contrastRatio})`;
            (pairs[k] ??= []).push(n.target.join(' ') + ' "' + n.html.replace(/\s+/g,' ').slice(0, 90) + '"');
          }
          console.log(`  - color-contrast (${v.nodes.length})`);
          for (const [k, list] of Object.entries(pairs)) console.log(`      ${k} x${list.length}: ${list.slice(0, 2).join(' | ')}`);
          continue;
        }
        console.log(`  - ${v.id} [${v.impact}] ${v.help} (${v.nodes.length})`);
        for (const n of v.nodes.slice(0, 4)) console.log(`      ${n.target.join(' ')} :: ${n.failureSummary?.split('\n').slice(1,2).join(' ').slice(0,200)} :: ${n.html.slice(0,140)}`);
      }
    }
    await ctx.close();
  }
}
await browser.close();
