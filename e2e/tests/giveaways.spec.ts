import { expect, test } from '@playwright/test';
import { demoLogin, drawGiveawayNow, newGiveawayAsModerator, uniqueName } from './helpers';

// A member enters a points giveaway, staff closes it in /admin-new/, it is drawn (lobby-draw-v2),
// the winner is notified and the public "Verify this draw" recomputes the result in the browser.
test('points giveaway: enter, staff draws, winner notified, the draw verifies', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const title = uniqueName('E2E Giveaway');
  const staff = await (await browser.newContext()).newPage();
  const member = await (await browser.newContext()).newPage();

  // Staff creates a points-only giveaway with one winner.
  await newGiveawayAsModerator(staff, title, 777);
  await staff.getByRole('checkbox', { name: 'Free entry' }).uncheck();
  await staff.getByRole('checkbox', { name: 'Points entry' }).check();
  await staff.getByRole('spinbutton', { name: /Points per entry/ }).fill('50');
  await staff.getByRole('button', { name: 'Create giveaway' }).click();
  await expect(staff.getByText('Giveaway created.')).toBeVisible();
  const adminUrl = staff.url();
  const id = Number(/giveaways\/(\d+)/.exec(adminUrl)![1]);

  // A new member earns points with the daily reward and spends 100 of them: 2 entries.
  const name = uniqueName('entrant');
  await demoLogin(member, name);
  await member.getByRole('button', { name: 'Rewards' }).click();
  await member.getByRole('button', { name: /Claim your daily reward/ }).click();
  await expect(member.getByText(/Successfully claimed \d+ points!/)).toBeVisible();
  await member.goto('/raffles?filter=active');
  await member.getByRole('link', { name: `View Raffle: ${title}` }).click();
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await member
    .getByRole('region', { name: 'Enter Raffle' })
    .getByRole('button', { name: 'Enter Raffle' })
    .click();
  const dialog = member.getByRole('dialog', { name: 'Enter Raffle' });
  await expect(dialog.getByRole('radio', { name: /Points/ })).toBeChecked();
  await dialog.getByRole('textbox', { name: /Kick username/ }).fill('e2ekick');
  await dialog.getByRole('spinbutton', { name: 'Points to spend' }).fill('100');
  await dialog.getByRole('button', { name: 'Enter Raffle' }).click();
  await expect(member.getByText('Successfully entered the raffle with 2 entries!')).toBeVisible();
  await expect(member.getByRole('table')).toContainText('e2ekick');

  // Staff draws it now from the admin list: the entries close, and the draw happens by itself
  // once the drand round fixed ahead (3 s here, 30 s by default) is out (the local fake relay, lobby-draw-v2).
  await drawGiveawayNow(staff, title);
  await expect(staff.getByText(/Entries closed\. Drawn from drand round \d+/)).toBeVisible();

  // The winner is notified and the public page verifies the draw.
  await member.goto(`/raffles/${id}`);
  await expect(async () => {
    await member.reload();
    await expect(member.getByRole('region', { name: 'Winners' })).toContainText(name, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 90_000 });
  await member.getByRole('button', { name: /Notifications/ }).click();
  await expect(member.getByText(new RegExp(`You won ${title}`))).toBeVisible();
  await member.keyboard.press('Escape');
  await expect(member.getByText('ENDED', { exact: true })).toBeVisible();
  await expect(member.getByRole('region', { name: 'Time Remaining' })).toContainText('Ended');
  const verify = member.getByRole('region', { name: 'Verify this draw' });
  await expect(verify.getByText('The result matches: this draw is verified.')).toBeVisible();
  await expect(member.getByRole('region', { name: 'Winners' })).toContainText(name);
});
