import { expect, test } from '@playwright/test';

const site = process.env.LOBBY_E2E_SUBPATH_URL ?? 'http://127.0.0.1:8093/lobby';

test('the whole site works when served under a sub-path', async ({ page }) => {
  await page.goto(`${site}/`);
  await expect(page.getByRole('link', { name: 'Start Playing' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'Store' })).toHaveAttribute('href', '/lobby/store');

  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page).toHaveURL(`${site}/contact`);
  await expect(page.getByRole('img', { name: 'Verification code' })).toBeVisible();

  // Deep links render too, and the registry points at the remotes under the sub-path.
  await page.goto(`${site}/bonus-hunts`);
  await expect(page.getByRole('heading', { name: 'Bonus Hunt', exact: true })).toBeVisible();
  const registry = await page.request.get(`${site}/remotes.json`);
  for (const r of (await registry.json()).remotes)
    expect(r.manifest).toMatch(/^\/lobby\/remotes\//);

  // Demo login and the session cookie work under the sub-path.
  await page.goto(`${site}/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(`sub_${Date.now().toString(36)}`);
  await page.getByRole('button', { name: /demo/i }).click();
  await expect(page.getByRole('button', { name: 'Rewards' })).toBeVisible();
});
