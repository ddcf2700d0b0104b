import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
for (const w of [1100, 1180, 1400, 900, 375]) {
  const page = await browser.newPage({ viewport: { width: w, height: 800 } });
  await page.goto('http://127.0.0.1:9650/privacy');
  await page.locator('footer').waitFor();
  await page.waitForTimeout(1200);
  const tops = await page.locator('footer ul[aria-labelledby="footer-social"] a').evaluateAll((as) => as.map((a) => Math.round(a.getBoundingClientRect().top)));
  console.log(w, tops, await page.evaluate(() => document.documentElement.scrollWidth));
  if (w === 1100) await page.locator('footer').screenshot({ path: '/tmp/ui-footer-1100.png' });
  await page.close();
}
await browser.close();
