import { expect, test } from '@playwright/test';
import { demoLogin, uniqueName } from './helpers';

// The admin panel at /admin-new/: staff only, its own layout, and platform settings that the
// public pages show on their next load. Every change made here is undone at the end, so the
// specs that run after it see the seeded site.

test('a member opening /admin-new/ sees the 403 page, a visitor is sent to the login', async ({
  page,
}) => {
  await page.goto('/admin-new/');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin-new%2F$/);

  await demoLogin(page, uniqueName('member'));
  await page.goto('/admin-new/');
  await expect(
    page.getByRole('heading', { name: "You don't have access to the admin panel" }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the demo admin renames the site and adds an affiliate; the public pages show both', async ({
  page,
}) => {
  await demoLogin(page, 'admin');
  await page.goto('/admin-new/');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });

  // Site name.
  await nav.getByRole('link', { name: 'Site' }).click();
  const name = page.getByRole('textbox', { name: /Site name/ });
  await expect(name).not.toHaveValue('');
  const original = await name.inputValue();
  const renamed = `Spin ${Date.now().toString(36)}`;
  try {
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/Site settings saved\./)).toBeVisible();

    // The next page load of the public site shows it in the header and the title.
    await page.goto('/');
    // The brand link of the public chrome (sidebar on a wide screen) carries the name.
    await expect(page.getByRole('link', { name: `${renamed} home` }).first()).toBeVisible();
    await expect(page).toHaveTitle(`${renamed} - Home`);
  } finally {
    await page.goto('/admin-new/site');
    await page.getByRole('textbox', { name: /Site name/ }).fill(original);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/Site settings saved\./)).toBeVisible();
  }

  // A new affiliate.
  const casino = `E2E Casino ${Date.now().toString(36)}`;
  await page.goto('/admin-new/affiliates');
  await page.getByRole('button', { name: 'Add affiliate' }).click();
  const form = page.getByRole('region', { name: 'New affiliate' });
  await form.getByRole('textbox', { name: /Name/ }).fill(casino);
  await form
    .getByRole('textbox', { name: /Redirect URL/ })
    .fill('https://e2e-casino.example/r/lobby');
  await form.getByRole('button', { name: 'Add benefit' }).click();
  await form.getByRole('textbox', { name: 'Benefit 1' }).fill('100% first deposit');
  await form.getByRole('button', { name: 'Create affiliate' }).click();
  await expect(page.getByText(`Affiliate created. ${casino} is shown.`)).toBeVisible();
  try {
    await page.goto('/');
    await expect(page.getByLabel('Sidebar').getByText(casino)).toBeVisible();
  } finally {
    await page.goto('/admin-new/affiliates');
    await page.getByRole('button', { name: `Hide ${casino}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByText(`${casino} is hidden.`)).toBeVisible();
  }

  // Both changes are in the audit log.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  const log = page.getByRole('table', { name: 'Staff actions' });
  await expect(log.getByText('site.update').first()).toBeVisible();
  await expect(log.getByText('affiliate.create').first()).toBeVisible();
});

test('the admin panel fits a phone: the sidebar is a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await demoLogin(page, 'admin');
  await page.goto('/admin-new/audit');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.getByRole('button', { name: 'Open admin menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Admin menu' });
  await drawer.getByRole('link', { name: 'Affiliates' }).click();
  await expect(page.getByRole('heading', { name: 'Affiliates' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Admin menu' })).toHaveCount(0);
  // The wide table scrolls inside its box, never the page.
  await expect(
    page.getByRole('table', { name: 'Affiliates' }).getByText('Lumen Casino'),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
