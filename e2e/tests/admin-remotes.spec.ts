import type { Server } from 'node:http';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { demoLogin } from './helpers';
import { serveStatic } from './outside-kit';

// Admin › Remotes: the support remote swapped to a build served from a second local origin, then
// rolled back — both from the browser, both taking effect on the next page load.
const port = Number(process.env.LOBBY_E2E_PORT ?? 8091) + 7;
const origin = `http://127.0.0.1:${port}`;
const supportDist = path.join(__dirname, '..', '..', 'remotes', 'support', 'dist');

let server: Server | null = null;

test.beforeAll(async () => {
  server = await serveStatic(port, { support: { dir: supportDist, cors: true } });
});
test.afterAll(async () => {
  await new Promise((r) => (server ? server.close(r) : r(null)));
});

const supportEntry = async (page: Page) => {
  const res = await page.request.get('/remotes.json');
  const { remotes } = (await res.json()) as { remotes: { name: string; manifest: string }[] };
  return remotes.find((r) => r.name === 'support')!;
};

test('the admin swaps the support remote to another origin and rolls it back', async ({ page }) => {
  test.setTimeout(90_000);
  await demoLogin(page, 'admin');
  await page.goto('/admin-new/remotes');
  const support = page.getByRole('article', { name: 'Support' });
  await expect(support.getByText('Manifest answers')).toBeVisible();
  const manifest = `${origin}/support/mf-manifest.json`;
  try {
    await support.getByRole('textbox', { name: 'New manifest URL' }).fill(manifest);
    await support.getByRole('button', { name: 'Replace' }).click();
    await expect(page.getByText(/^support now loads .* on the next page load\.$/)).toBeVisible();
    expect((await supportEntry(page)).manifest).toBe(manifest);

    // The next page load fetches the support remote from the second origin.
    const fromSecondOrigin = page.waitForRequest((r) => r.url().startsWith(`${origin}/support/`));
    await page.goto('/contact');
    await fromSecondOrigin;
    await expect(page.getByRole('textbox', { name: /Full Name/ })).toBeVisible();

    await page.goto('/admin-new/remotes');
    await support.getByRole('button', { name: 'Roll back' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).click();
    await expect(page.getByText(/^support rolled back/)).toBeVisible();
    expect((await supportEntry(page)).manifest).toBe('/remotes/support/mf-manifest.json');
    await page.goto('/contact');
    await expect(page.getByRole('textbox', { name: /Full Name/ })).toBeVisible();
  } finally {
    // Leave the built entry serving for the specs after this one.
    for (
      let i = 0;
      i < 3 && (await supportEntry(page)).manifest !== '/remotes/support/mf-manifest.json';
      i += 1
    ) {
      await page.goto('/admin-new/remotes');
      await support.getByRole('button', { name: 'Roll back' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Roll back' }).click();
      await expect(page.getByText(/^support rolled back/)).toBeVisible();
    }
  }

  await page.goto('/admin-new/audit?area=remotes');
  const log = page.getByRole('table', { name: 'Staff actions' });
  await expect(log.getByText('remote.replace').first()).toBeVisible();
  await expect(log.getByText('remote.rollback').first()).toBeVisible();
});
