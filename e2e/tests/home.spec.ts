import { expect, test } from '@playwright/test';

test('the home page shows seeded data from every section', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Playing' })).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'View Bonuses' })
      .or(page.getByRole('button', { name: 'View Bonuses' })),
  ).toBeVisible();
  await expect(page.getByText('Total Given Away')).toBeVisible();
  await expect(page).toHaveTitle(/ - Home$/);

  // Affiliate cards with Join Now links that open in a new tab.
  const join = page.getByRole('main').getByRole('link', { name: /Join Now/ });
  await expect(join.first()).toBeVisible();
  await expect(join.first()).toHaveAttribute('target', '_blank');

  // Active leaderboards carousel with 'n / total'.
  await expect(page.getByRole('heading', { name: 'Active Leaderboards' })).toBeVisible();
  await expect(page.getByText(/^1 \/ \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next leaderboard' }).click();
  await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible();

  // The livestream comes from the (fake) provider through the server.
  await expect(page.getByText('LIVE', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Bonus hunt night — 40 bonuses opening!')).toBeVisible();
});
