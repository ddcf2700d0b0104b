import { expect, test } from '@playwright/test';
import { documentMarker, markDocument } from './helpers';

test('one page of each remote renders inside the shell', async ({ page }) => {
  await page.goto('/bonus-hunts');
  await expect(page.getByRole('heading', { name: 'Bonus Hunt', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Current Hunt/ })).toBeVisible();
  await expect(page).toHaveTitle(/ - Bonus Hunts$/);

  await page.goto('/store');
  await expect(page.getByRole('heading', { name: 'Point Store' })).toBeVisible();

  await page.goto('/contact');
  await expect(page.getByRole('textbox', { name: /Full Name/ })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Verification code' })).toBeVisible();
});

test('navigating between remotes does not reload the page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Playing' })).toBeVisible();
  await markDocument(page);
  const nav = page.getByRole('navigation', { name: /main/i });

  await nav.getByRole('link', { name: 'Bonus Hunts' }).click();
  await expect(page.getByRole('heading', { name: 'Bonus Hunt', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Store' }).click();
  await expect(page.getByRole('heading', { name: 'Point Store' })).toBeVisible();
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('textbox', { name: /Full Name/ })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('link', { name: 'Start Playing' })).toBeVisible();

  expect(await documentMarker(page)).toBe('still-here');
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
});

test('an unknown path shows the not-found page inside the layout', async ({ page }) => {
  await page.goto('/definitely-not-a-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
});

test('the registry lists every remote with its manifest', async ({ request }) => {
  const res = await request.get('/remotes.json');
  expect(res.ok()).toBeTruthy();
  const body = await res.json();
  const names = body.remotes.map((r: { name: string }) => r.name).sort();
  expect(names).toEqual(['commerce', 'community', 'engagement', 'support']);
  for (const r of body.remotes) {
    const manifest = await request.get(new URL(r.manifest, 'http://127.0.0.1').pathname);
    expect(manifest.ok()).toBeTruthy();
  }
});
