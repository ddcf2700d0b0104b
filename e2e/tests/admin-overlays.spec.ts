// Runs before bonus-hunts.spec.ts (the project site-wide of playwright.config.ts runs its files
// one at a time, in name order): it reads the demo seed's current hunt (#14, 7 of 12 opened),
// which that spec replaces with hunts of its own.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { demoLogin } from './helpers';

// Issue 15: an OBS overlay (a browser source) follows the bonus hunt while the streamer's staff
// records bonuses in /admin-new/ — through the live channel, with no login and no cookie.

const OUTPUT = process.env.LOBBY_E2E_OUTPUT ?? 'test-results';

/** Makes an overlay in Admin › Overlays and answers the address shown once. */
async function createOverlay(page: Page, kind: string, name: string): Promise<string> {
  await page.goto('/admin-new/overlays');
  await page.getByRole('button', { name: 'New overlay' }).click();
  const form = page.getByRole('form', { name: 'New overlay' });
  await form.getByRole('combobox', { name: /Kind/ }).selectOption(kind);
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  if (kind === 'leaderboard')
    await form.getByRole('combobox', { name: /Platform/ }).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Create overlay' }).click();
  const address = page
    .getByRole('region', { name: `Address of ${name}` })
    .getByRole('textbox', { name: 'Overlay address' });
  await expect(address).toHaveValue(/\/overlay\/\w+\?key=ovl_/);
  return address.inputValue();
}

test('an overlay page updates while the staff records a bonus in the admin', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await demoLogin(page, 'admin');
  const url = await createOverlay(page, 'hunt', 'Hunt on stream');
  // The editor shows the live preview of the new overlay.
  await expect(
    page.frameLocator('iframe[title="Preview of Hunt on stream"]').getByText('Bonus Hunt #14'),
  ).toBeVisible();

  // OBS: a browser of its own — no session, nothing stored.
  const obs = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const overlay = await obs.newPage();
  const outside: string[] = [];
  overlay.on('request', (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith('data:')) outside.push(r.url());
  });
  const liveStream = overlay.waitForRequest((r) => r.url().includes('/api/live?channels='));
  const response = await overlay.goto(url);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['set-cookie']).toBeUndefined();
  const region = overlay.getByRole('region', { name: 'Bonus hunt' });
  await expect(region.getByText('Bonus Hunt #14')).toBeVisible();
  await expect(region.getByText('7 / 12')).toBeVisible();
  const opening = region.getByLabel('Now opening');
  await expect(opening).toContainText('#8');
  // The live stream is open before the change is made.
  expect((await liveStream).url()).toContain('hunts');
  await overlay.screenshot({ path: join(OUTPUT, 'overlay-hunt-1920.png') });

  // The staff records the win of bonus #8 in Admin › Bonus hunts.
  const hunts = await page.evaluate(async () => {
    const res = await fetch('/api/admin/engagement/bonus-hunts');
    return (await res.json()) as { data: { id: number; is_active: boolean }[] };
  });
  const active = hunts.data.find((h) => h.is_active)!;
  await page.goto(`/admin-new/engagement/hunts/${active.id}`);
  const win = page.getByRole('spinbutton', { name: /^Win of #8 / });
  await win.fill('1234.56');
  const recorded = Date.now();
  await win.press('Enter');

  // The overlay follows through the live channel (its fallback poll is 30 s: far later).
  await expect(region.getByText('8 / 12')).toBeVisible({ timeout: 10_000 });
  test.info().annotations.push({
    type: 'overlay latency',
    description: `${Date.now() - recorded} ms from Enter to the overlay showing 8 / 12`,
  });
  await expect(opening).toContainText('#9');
  await expect(region.getByRole('listitem').filter({ hasText: '$1,234.56' })).toBeVisible();

  expect(await obs.cookies()).toEqual([]);
  expect(outside).toEqual([]);
  await overlay.screenshot({ path: join(OUTPUT, 'overlay-hunt-1920-after.png') });
  await overlay.setViewportSize({ width: 1280, height: 720 });
  await overlay.screenshot({ path: join(OUTPUT, 'overlay-hunt-1280.png') });
  await obs.close();
});

test('a revoked or wrong key shows nothing and no data', async ({ page, browser }) => {
  await demoLogin(page, 'admin');
  const url = await createOverlay(page, 'leaderboard', 'Board to revoke');
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Revoke Board to revoke' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Board to revoke is revoked')).toBeVisible();

  const obs = await browser.newContext();
  const overlay = await obs.newPage();
  const res = await overlay.goto(url);
  expect(res?.status()).toBe(404);
  await expect(overlay.locator('body')).toHaveText('');
  const data = await overlay.request.get(url.replace('/overlay/', '/api/overlay/'));
  expect(data.status()).toBe(404);
  expect(await data.json()).toEqual({ success: false, message: 'Not found' });
  expect(await obs.cookies()).toEqual([]);
  await obs.close();
});
