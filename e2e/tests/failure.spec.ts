import { expect, test } from '@playwright/test';

test('a remote whose files fail to load shows a fallback; the rest keeps working', async ({
  page,
}) => {
  await page.route('**/remotes/support/**', (route) => route.abort());
  await page.goto('/contact');

  const main = page.getByRole('main');
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
  // Chrome around it still works.
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // Another remote still loads.
  await nav.getByRole('link', { name: 'Store' }).click();
  await expect(page.getByRole('heading', { name: 'Point Store' })).toBeVisible();

  // Back to the broken one, unblock it, Retry loads it for real.
  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 });
  await page.unroute('**/remotes/support/**');
  await main.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('textbox', { name: /Full Name/ })).toBeVisible({ timeout: 20_000 });
});
