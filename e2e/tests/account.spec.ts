import { expect, test } from '@playwright/test';
import { demoLogin, uniqueName } from './helpers';

test('demo login, daily claim, a notification, sign out', async ({ page }) => {
  const name = uniqueName('member');
  await demoLogin(page, name);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);

  // Claim the daily reward once.
  await page.getByRole('button', { name: 'Rewards' }).click();
  await page.getByRole('button', { name: /Claim your daily reward/ }).click();
  await expect(page.getByText(/Successfully claimed \d+ points!/)).toBeVisible();
  await expect(page.getByText(/Next claim in: \d+h \d+m \d+s/)).toBeVisible();

  // The claim created a notification (beside the first claim's achievement); reading it removes it.
  await page.reload();
  await page.getByRole('button', { name: /Notifications/ }).click();
  const item = page.getByRole('button', { name: /Daily reward claimed/ });
  await expect(item).toHaveCount(1);
  await item.click();
  await expect(page.getByRole('button', { name: /Daily reward claimed/ })).toHaveCount(0);

  // Sign out returns home logged out.
  await page.getByRole('button', { name: new RegExp(name, 'i') }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});
