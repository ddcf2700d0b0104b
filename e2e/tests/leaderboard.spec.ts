import { expect, test } from '@playwright/test';

test('browse the leaderboard: switch platform and period, search, and Back restores the view', async ({
  page,
}) => {
  await page.goto('/leaderboard');
  const platforms = page.getByRole('group', { name: 'Platforms' }).getByRole('button');
  await expect(platforms.first()).toHaveAttribute('aria-pressed', 'true');
  expect(await platforms.count()).toBeGreaterThanOrEqual(2);
  await expect(page.getByLabel('Podium')).toBeVisible();

  // The ranked list from #4, and a case-insensitive search by part of a name.
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toContainText('#4');
  const before = await rows.count();
  const name = (await rows.nth(1).locator('strong').first().innerText()).trim();
  const part = name.slice(1, Math.max(3, name.length - 1)).toUpperCase();
  await page.getByPlaceholder('Search players...').fill(part);
  await expect(rows.filter({ hasText: name }).first()).toBeVisible();
  await expect
    .poll(async () => {
      const texts = await rows.locator('strong').allInnerTexts();
      return texts.every((t) => t.toLowerCase().includes(part.toLowerCase()));
    })
    .toBe(true);
  expect(await rows.count()).toBeLessThanOrEqual(before);
  await page.getByPlaceholder('Search players...').fill('zz-nobody-has-this-name');
  await expect(page.getByText('No players found')).toBeVisible();

  // Another platform: the URL says which, and the current period is shown.
  const second = platforms.nth(1);
  await second.click();
  await expect(second).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]platform=/);
  const periods = page.getByRole('group', { name: 'Period' });
  await expect(periods.getByRole('button', { name: 'Current Period' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The last period, then Back to the current one.
  await periods.getByRole('button', { name: 'Last Period' }).click();
  await expect(page).toHaveURL(/[?&]period=last/);
  await expect(periods.getByRole('button', { name: 'Last Period' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(
    page.getByText('Period Ended').or(page.getByText('Nobody wagered in the last period.')).first(),
  ).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/period=last/);
  await expect(periods.getByRole('button', { name: 'Current Period' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(second).toHaveAttribute('aria-pressed', 'true');

  // A shared link opens the same view.
  const url = page.url();
  await page.goto(url.includes('period=') ? url : `${url}&period=last`);
  await expect(periods.getByRole('button', { name: 'Last Period' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
