import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:9650';
const [path, width, out, login] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const ctx = await browser.newContext({ viewport: { width: Number(width), height: Number(width) < 600 ? 740 : 900 }, baseURL: BASE });
const page = await ctx.newPage();
if (login) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(login);
  await page.getByRole('button', { name: /demo/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
await page.goto(path);
await page.locator('main h1, main h2').first().waitFor({ timeout: 20000 }).catch(() => {});
await page.waitForLoadState('networkidle').catch(() => {});
await page.waitForTimeout(1500);
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
console.log(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]));
await browser.close();
