import { expect, test } from '@playwright/test';

test("a visitor's panel for a remote that does not load names no URL or cause, and the shell reports the failure", async ({
  page,
}) => {
  await page.route('**/remotes/support/**', (route) => route.abort());
  const report = page.waitForRequest(
    (req) =>
      req.method() === 'POST' && new URL(req.url()).pathname.endsWith('/api/remotes/failures'),
    { timeout: 20_000 },
  );
  await page.goto('/contact');

  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('heading', { name: 'This section failed to load' })).toBeVisible();
  const text = (await main.getByRole('alert').innerText()).toLowerCase();
  expect(text).not.toMatch(/https?:|mf-manifest|access-control|cors/);

  // Name, version and kind only: nothing about the visitor.
  const body = JSON.parse((await report).postData() ?? '{}') as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['kind', 'remote', 'version']);
  expect(body).toMatchObject({ remote: 'support', kind: 'load' });
  expect(String(body.version)).toMatch(/^\d+\.\d+\.\d+/);
});
