import type { Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { demoLogin, uniqueName } from './helpers';

// At phone width (375 px) nothing scrolls sideways: not the page, and not the boxes inside it
// (admin tables show each row as a stacked card, the settings tabs fit their row).

test.use({ viewport: { width: 375, height: 740 } });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
const overflow = (box: Locator) => box.evaluate((el) => el.scrollWidth - el.clientWidth);

test('admin audit log and affiliates: each row is a stacked card, nothing scrolls sideways', async ({
  page,
}) => {
  await demoLogin(page, 'admin');
  await page.goto('/admin-new/affiliates');
  const affiliates = page.getByRole('region', { name: 'Affiliates' });
  await expect(affiliates.getByText('Lumen Casino')).toBeVisible();
  expect(await overflow(affiliates)).toBeLessThanOrEqual(0);
  // The column headers stand beside each value instead of above the columns.
  const firstCell = page.getByRole('table', { name: 'Affiliates' }).getByRole('cell').first();
  const label = await firstCell.getAttribute('data-label');
  expect(label).toBeTruthy();
  expect(
    await firstCell.evaluate((td) => ({
      display: getComputedStyle(td).display,
      label: getComputedStyle(td, '::before').content,
    })),
  ).toEqual({
    display: 'block',
    label: expect.stringContaining(label!),
  });
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);

  await page.goto('/admin-new/audit');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const log = page.getByRole('region', { name: 'Staff actions' });
  await expect(log.getByRole('row').nth(1)).toBeVisible();
  expect(await overflow(log)).toBeLessThanOrEqual(0);
  const details = log.getByText('Before / after').first();
  if (await details.count()) {
    await details.click();
    expect(await overflow(log)).toBeLessThanOrEqual(0);
  }
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});

test('admin slot calls: a table caption shown above stacked rows stays on one line', async ({
  page,
}) => {
  await demoLogin(page, 'admin');
  await page.goto('/admin-new/engagement/slot-calls');
  const caption = page.getByRole('table', { name: 'Call queue' }).locator('caption');
  await expect(caption).toBeVisible();
  // One line of text: as tall as its line (plus padding), not one word per line.
  const box = await caption.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    line: parseFloat(getComputedStyle(el).lineHeight) || 20,
    padding: parseFloat(getComputedStyle(el).paddingTop),
  }));
  expect(box.height).toBeLessThan(box.line * 1.5 + box.padding);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});

test('admin store redemptions: Mark processed and Refund stay inside the row card', async ({
  page,
}) => {
  await demoLogin(page, 'admin');
  await page.goto('/admin-new/commerce/redemptions?status=all');
  const table = page.getByRole('table', { name: 'Redemptions' });
  const refund = table.getByRole('button', { name: /^Refund #/ }).first();
  await expect(refund).toBeVisible();
  const [button, card] = await Promise.all([
    refund.boundingBox(),
    page.getByRole('region', { name: 'Redemptions' }).boundingBox(),
  ]);
  expect(button!.x + button!.width).toBeLessThanOrEqual(card!.x + card!.width);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});

test('settings: the four tabs fit the phone, two by two', async ({ page }) => {
  await demoLogin(page, uniqueName('member'));
  await page.goto('/settings');
  const tabs = page.getByRole('tablist', { name: 'Settings sections' });
  await expect(tabs.getByRole('tab')).toHaveCount(4);
  expect(await overflow(tabs)).toBeLessThanOrEqual(0);
  for (const name of ['Profile', 'Connections', 'Social', 'Casino'])
    await expect(tabs.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
  await tabs.getByRole('tab', { name: 'Casino' }).click();
  await expect(page).toHaveURL(/tab=casino/);
  // One block per casino platform, its field labelled by the settings' casino block.
  const lumen = page.getByRole('region', { name: 'Lumen Casino' });
  await expect(lumen.getByRole('textbox', { name: 'Lumen Casino username' })).toBeVisible();
  await expect(lumen.getByText('Not linked')).toBeVisible();
  const picker = lumen.getByText('Choose a screenshot');
  await picker.scrollIntoViewIfNeeded();
  await expect(picker).toBeInViewport({ ratio: 1 });
  expect(await overflow(lumen)).toBeLessThanOrEqual(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(375);
});

test('a visitor sees one wording for logging in: the header link and the page prompts', async ({
  page,
}) => {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Log in to manage your settings' })).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Login', exact: true }),
  ).toBeVisible();
  await page.goto('/tickets');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Login', exact: true }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page).toHaveTitle(/Login/);
});
