import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';

// Going back to a page (browser Back) puts it where it was scrolled to, even though its content
// comes from a remote and the API after the navigation; a new visit starts at the top.

test.use({ viewport: { width: 1280, height: 720 } });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function openStoreScrolled(page: Page): Promise<number> {
  await page.goto('/store');
  await expect(page.getByRole('heading', { level: 1, name: 'Point Store' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle').catch(() => {});
  const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  expect(max, 'the store is taller than the window').toBeGreaterThan(300);
  const target = Math.min(900, Math.floor(max * 0.8));
  await page.evaluate((y) => window.scrollTo(0, y), target);
  await expect.poll(() => scrollY(page)).toBeGreaterThan(target - 5);
  return scrollY(page);
}

test('Back to the store restores its scroll position', async ({ page }) => {
  const saved = await openStoreScrolled(page);

  // Leave through the sidebar (a client-side navigation): the next page starts at the top.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Bonus Hunts' })
    .click();
  await expect(page).toHaveURL(/\/bonus-hunts$/);
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/store$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Point Store' })).toBeVisible();
  await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBeGreaterThan(saved - 3);
  expect(Math.abs((await scrollY(page)) - saved)).toBeLessThanOrEqual(3);

  // Forward and back again: still there.
  await page.goForward();
  await expect(page).toHaveURL(/\/bonus-hunts$/);
  await page.goBack();
  await expect.poll(() => scrollY(page), { timeout: 10_000 }).toBeGreaterThan(saved - 3);
});
