import { expect, test } from '@playwright/test';
import { demoLogin, documentMarker, markDocument, uniqueName } from './helpers';

// The staff seeds a bracket of 4 in /admin-new/, a member predicts it at /tournaments/:id (picks
// propagate into the final), the staff sets each winner, and the member's page shows the
// accuracy without a reload.
test('tournament: a member predicts the bracket, the staff sets winners, the accuracy shows', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = uniqueName('E2E Cup');
  const staff = await (await browser.newContext()).newPage();
  const member = await (await browser.newContext()).newPage();

  await staff.goto('/login');
  await staff.getByRole('textbox', { name: 'Username' }).fill('moderator');
  await staff.getByRole('button', { name: /demo/i }).click();
  await expect(staff.getByRole('button', { name: /Mod Mia/ })).toBeVisible();
  await staff.goto('/admin-new/engagement/tournaments');
  const form = staff.getByRole('form', { name: 'New tournament' });
  await form.getByRole('textbox', { name: /Name/ }).fill(name);
  await form.getByRole('combobox', { name: 'Size' }).selectOption('4');
  // Seeds in order: Neon Pharaoh v Candy Comet, Viking Thunder Reels v Golden Koi Cascade.
  for (const [search, slot] of [
    ['Neon Ph', 'Neon Pharaoh'],
    ['Candy Co', 'Candy Comet'],
    ['Viking Th', 'Viking Thunder Reels'],
    ['Golden Koi', 'Golden Koi Cascade'],
  ] as const) {
    await form.getByRole('combobox', { name: /Add slots/ }).fill(search);
    await form.getByRole('option', { name: new RegExp(slot) }).click();
    await expect(form.getByRole('list', { name: 'Seed order' })).toContainText(slot);
  }
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await expect(staff.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = Number(/tournaments\/(\d+)/.exec(staff.url())![1]);

  // The member predicts: Neon Pharaoh and Golden Koi Cascade, then Golden Koi Cascade in the final.
  const username = uniqueName('bracketfan');
  await demoLogin(member, username);
  await member.goto('/tournaments');
  await member
    .getByRole('article', { name })
    .getByRole('link', { name: 'View Tournament' })
    .click();
  await expect(member).toHaveURL(new RegExp(`/tournaments/${id}$`));
  await expect(member.getByText(`Tournament #${id}`)).toBeVisible();
  await markDocument(member);
  await member.getByRole('button', { name: 'Make Predictions' }).click();
  const bracket = member.getByLabel('Your bracket');
  const match = (n: number) => bracket.getByRole('group', { name: `Winner of match ${n}` });
  await match(1)
    .getByRole('radio', { name: /Neon Pharaoh/ })
    .check();
  await match(2)
    .getByRole('radio', { name: /Golden Koi Cascade/ })
    .check();
  // The final holds the two predicted winners.
  await expect(match(3).getByRole('radio')).toHaveCount(2);
  await match(3)
    .getByRole('radio', { name: /Golden Koi Cascade/ })
    .check();
  await member.getByRole('button', { name: 'Save Predictions' }).click();
  await expect(member.getByRole('status')).toContainText('Predictions saved successfully!');
  await expect(member.getByRole('button', { name: 'Update Predictions' }).first()).toBeVisible();

  // The staff sets the results: Candy Comet (a wrong pick), Golden Koi Cascade twice (right).
  await staff.reload();
  await staff.getByRole('button', { name: 'Close predictions' }).click();
  await expect(staff.getByText('Predictions closed', { exact: true })).toBeVisible();
  await staff.getByRole('button', { name: 'Candy Comet wins match 1' }).click();
  await expect(
    staff.getByRole('article', { name: 'Match 3' }).getByText('Candy Comet'),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Golden Koi Cascade wins match 2' }).click();
  await expect(
    staff.getByRole('article', { name: 'Match 3' }).getByText('Golden Koi Cascade'),
  ).toBeVisible();
  await staff.getByRole('button', { name: 'Golden Koi Cascade wins match 3' }).click();
  await expect(staff.getByText('Completed', { exact: true })).toBeVisible();

  // The member's page follows live: closed predictions, the results, 2 of 3 picks right.
  await expect(member.getByText('Completed', { exact: true })).toBeVisible();
  await member.getByRole('tab', { name: 'Predictions' }).click();
  await expect(member.getByRole('heading', { name: 'Tournament Predictions (1)' })).toBeVisible();
  const row = member.getByRole('listitem').filter({ hasText: `@${username}` });
  await expect(row).toContainText('66.7%');
  await expect(row).toContainText('2/3');
  await member.getByRole('tab', { name: 'Bracket' }).click();
  await expect(member.getByText('COMPLETED').first()).toBeVisible();
  await member.getByRole('tab', { name: 'Predict', exact: true }).click();
  await expect(member.getByRole('heading', { name: 'Predictions Closed' })).toBeVisible();
  expect(await documentMarker(member)).toBe('still-here');
});
