import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { uniqueName } from './helpers';

// Commerce end to end: a member with enough wagered claims a points VIP tier that a moderator set
// up in the admin panel; a moderator refunds a store redemption and the member's points come back.

/**
 * A logged-in page in its own browser context (its own cookies), as a second person. Seeded
 * members show their display name in the header, so the login is awaited by the points shown.
 */
async function personPage(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('button', { name: /demo/i }).click();
  await expect(page.getByTitle('Your points')).toBeVisible();
  return page;
}

/** The member's points as the header shows them. */
async function headerPoints(page: Page): Promise<number> {
  const text = (await page.getByTitle('Your points').textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

// Two people in two browser contexts on a loaded machine: more time than one page's test.
test.describe.configure({ timeout: 150_000 });

interface WagerMember {
  id: number;
  username: string;
  total_wagered: number;
}
interface MemberWagers {
  platforms: { platform: { id: number; name: string }; total_wagered: number }[];
}

test('a member with enough wagered claims a points VIP tier and sees it Claimed and the points', async ({
  browser,
}) => {
  const mod = await personPage(browser, 'moderator');

  // The member who wagered the most (seeded from the feeds), and their biggest platform that the
  // public page lists.
  const top = (await (await mod.request.get('/api/admin/commerce/vip/members')).json()) as {
    data: WagerMember[];
  };
  const member = top.data[0]!;
  expect(member.total_wagered).toBeGreaterThan(0);
  const wagers = (
    (await (await mod.request.get(`/api/admin/commerce/vip/members/${member.id}`)).json()) as {
      data: MemberWagers;
    }
  ).data;
  const listed = Object.keys(
    (
      (await (await mod.request.get('/api/r/vip-rewards')).json()) as {
        data: { tiers_by_platform: Record<string, unknown> };
      }
    ).data.tiers_by_platform,
  );
  const platform = wagers.platforms
    .filter((p) => listed.includes(p.platform.name) && p.total_wagered >= 2)
    .sort((a, b) => b.total_wagered - a.total_wagered)[0]!;
  expect(platform).toBeTruthy();

  // The moderator's member lookup shows the same total.
  await mod.goto(`/admin-new/commerce/members/${member.id}`);
  await expect(mod.getByRole('heading', { level: 1, name: member.username })).toBeVisible();
  await expect(mod.getByRole('region', { name: platform.platform.name })).toBeVisible();

  // A new points tier on that platform that the member's wagers reach.
  const tierName = `E2E Tier ${Date.now().toString(36)}`;
  const minWagered = Math.floor(platform.total_wagered / 2);
  await mod.goto(`/admin-new/commerce/tiers/new?platform=${platform.platform.id}`);
  await expect(mod.getByRole('heading', { level: 1, name: 'New VIP tier' })).toBeVisible();
  await mod.getByRole('textbox', { name: /Name/ }).fill(tierName);
  await mod.getByRole('spinbutton', { name: /Minimum wagered/ }).fill(String(minWagered));
  await mod.getByRole('combobox', { name: /Reward type/ }).selectOption('points');
  await mod.getByRole('spinbutton', { name: /Reward amount/ }).fill('777');
  await mod.getByRole('button', { name: 'Create tier' }).click();
  await expect(mod.getByText(`${tierName} created.`)).toBeVisible();
  await mod.context().close();

  // The member claims it on /vip-rewards.
  const page = await personPage(browser, member.username);
  await page.goto('/vip-rewards');
  await page
    .getByRole('group', { name: 'Platforms' })
    .getByRole('button', { name: new RegExp(platform.platform.name) })
    .click();
  const card = page.getByRole('article', { name: tierName });
  await expect(card.getByText('Ready to Claim')).toBeVisible();
  const before = await headerPoints(page);
  await card.getByRole('button', { name: 'Claim Reward' }).click();
  await expect(
    page.getByText(`Claimed ${tierName}: 777 points added to your balance!`),
  ).toBeVisible();
  await expect(card.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  await expect(card.getByText('Claimed', { exact: true }).first()).toBeVisible();
  // The header shows the new balance (the reward, and an achievement's points if one came too).
  await expect.poll(() => headerPoints(page)).toBeGreaterThanOrEqual(before + 777);
  const balance = (
    (await (await page.request.get('/api/r/store')).json()) as { user_points: number }
  ).user_points;
  expect(await headerPoints(page)).toBe(balance);
  await page.context().close();
});

test('a moderator refunds a redemption in /admin-new/ and the member gets the points back', async ({
  browser,
}) => {
  // A fresh member earns points with the daily reward.
  const name = uniqueName('buyer');
  const page = await personPage(browser, name);
  await page.getByRole('button', { name: 'Rewards' }).click();
  await page.getByRole('button', { name: /Claim your daily reward/ }).click();
  await expect(page.getByText(/Successfully claimed \d+ points!/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect.poll(() => headerPoints(page)).toBeGreaterThan(0);
  // A moderator may not price an item under Admin › Site's floor (100 points by default).
  const cost = Math.max(100, Math.floor((await headerPoints(page)) / 2));

  // The moderator puts an item in the store from Admin › Store items.
  const mod = await personPage(browser, 'moderator');
  const item = `E2E Mug ${Date.now().toString(36)}`;
  await mod.goto('/admin-new/commerce/items');
  await mod
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Store items' })
    .click();
  await mod.getByRole('link', { name: 'New item' }).click();
  await mod.getByRole('textbox', { name: /Name/ }).fill(item);
  await mod.getByRole('spinbutton', { name: /Cost/ }).fill(String(cost));
  await mod.getByRole('spinbutton', { name: /Stock/ }).fill('3');
  await mod.getByRole('button', { name: 'Create item' }).click();
  await expect(mod.getByText(`${item} created.`)).toBeVisible();

  // The member redeems it.
  await page.goto('/store');
  await page.getByRole('searchbox', { name: 'Search items' }).fill(item);
  const card = page.getByRole('article', { name: item });
  await card.getByRole('button', { name: 'Redeem' }).click();
  await page.getByRole('button', { name: 'Confirm Redemption' }).click();
  await expect(card.getByText('2 in stock')).toBeVisible();
  const afterRedeem = await headerPoints(page);

  // The moderator refunds it from the redemptions queue.
  await mod
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Store redemptions' })
    .click();
  await expect(mod.getByRole('heading', { level: 1, name: 'Store redemptions' })).toBeVisible();
  const row = mod.getByRole('row').filter({ hasText: item });
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('button', { name: /^Refund #/ }).click();
  const dialog = mod.getByRole('alertdialog', { name: 'Refund this redemption?' });
  await expect(dialog).toContainText(`${name}`);
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(mod.getByText(new RegExp(`Redemption refunded: #\\d+ ${item}`))).toBeVisible();
  await mod.getByRole('combobox', { name: 'Status' }).selectOption('refunded');
  await expect(mod.getByRole('row').filter({ hasText: item }).getByText('Refunded')).toBeVisible();

  // The member's points come back, the stock too, and the history says Refunded.
  await page.reload();
  await expect.poll(() => headerPoints(page)).toBe(afterRedeem + cost);
  await page.getByRole('searchbox', { name: 'Search items' }).fill(item);
  await expect(page.getByRole('article', { name: item }).getByText('3 in stock')).toBeVisible();
  await mod.context().close();
  await page.context().close();
});
