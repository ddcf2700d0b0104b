import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

test('on a small screen the sidebar is a drawer opened by the menu button', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link', { name: 'Store' })).not.toBeInViewport();

  await page.getByRole('button', { name: /menu/i }).first().click();
  await expect(nav.getByRole('link', { name: 'Store' })).toBeInViewport();

  await nav.getByRole('link', { name: 'Store' }).click();
  await expect(page.getByRole('heading', { name: 'Point Store' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Store' })).not.toBeInViewport();
});
