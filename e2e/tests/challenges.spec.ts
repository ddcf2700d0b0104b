import { expect, test } from '@playwright/test';
import { demoLogin, uniqueName } from './helpers';

/** A valid 1×1 PNG: evidence images are sniffed from their bytes and re-encoded. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// A moderator opens a points challenge, a member claims it with two evidence images, the
// moderator approves the claim in /admin-new/: the card shows 'Won by', and the member has the
// points, the notification and the achievement.
test('challenge claim: member submits two images, moderator approves, member wins', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const slot = uniqueName('E2E Slot');
  const name = uniqueName('claimer');
  const staff = await (await browser.newContext()).newPage();
  const member = await (await browser.newContext()).newPage();

  // The moderator creates a running challenge with a 1,500-point prize.
  await staff.goto('/login');
  await staff.getByRole('textbox', { name: 'Username' }).fill('moderator');
  await staff.getByRole('button', { name: /demo/i }).click();
  await expect(staff.getByRole('button', { name: /Mod Mia/ })).toBeVisible();
  await staff.goto('/admin-new/community/challenges');
  const form = staff.getByRole('form', { name: 'New challenge' });
  await form.getByRole('textbox', { name: /Slot name/ }).fill(slot);
  await form.getByRole('spinbutton', { name: /Multiplier/ }).fill('500');
  await form.getByRole('spinbutton', { name: /Minimum bet/ }).fill('0.20');
  await form.getByRole('combobox', { name: /Prize type/ }).selectOption('points');
  await form.getByRole('spinbutton', { name: /Prize \(points\)/ }).fill('1500');
  await form.getByRole('button', { name: 'Create challenge' }).click();
  await expect(staff.getByText(`Created ${slot}`)).toBeVisible();

  // The member claims it with two images.
  await demoLogin(member, name);
  await member.goto('/challenges');
  const card = member.getByRole('article', { name: slot });
  await card.getByRole('button', { name: slot }).click();
  const details = member.getByRole('dialog', { name: slot });
  await details.getByRole('button', { name: 'Submit Claim' }).click();
  const claim = member.getByRole('form', { name: 'Submit claim' });
  await claim
    .getByRole('textbox', { name: 'Description' })
    .fill('Hit 512x on a 0.20 spin, screenshots of the win and the bet attached.');
  await claim.getByLabel('Evidence images').setInputFiles([
    { name: 'win.png', mimeType: 'image/png', buffer: PNG },
    { name: 'bet.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(
    claim.getByRole('list', { name: 'Selected images' }).getByRole('listitem'),
  ).toHaveCount(2);
  await claim.getByRole('button', { name: 'Submit' }).click();
  await expect(member.getByRole('status').filter({ hasText: /claim/i })).toBeVisible();
  const mine = member.getByRole('list', { name: 'Your claims' });
  await expect(mine.getByRole('listitem').filter({ hasText: slot })).toContainText('Pending');

  // The moderator sees both images in the queue and approves.
  await staff.goto('/admin-new/community/challenges/claims');
  for (const n of [1, 2]) {
    const evidence = staff.getByRole('link', { name: `${name}'s evidence ${n}` });
    await expect(evidence).toBeVisible();
    // The image is served to staff (and decodes: it was re-encoded on upload).
    await expect
      .poll(() => evidence.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await staff.getByRole('button', { name: `Approve ${name}'s claim` }).click();
  await staff
    .getByRole('alertdialog', { name: `Approve ${name}'s claim?` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(staff.getByText(`Approved ${name}'s claim for ${slot}.`)).toBeVisible();

  // The member: 'Won by' on the card, the approved claim, the notification and the achievement.
  await member.goto('/challenges?tab=completed');
  const won = member.getByRole('article', { name: slot });
  await expect(won).toContainText('Won by');
  await expect(won.getByRole('link', { name })).toHaveAttribute(
    'href',
    new RegExp(`/profile/${name}`),
  );
  await expect(
    member
      .getByRole('list', { name: 'Your claims' })
      .getByRole('listitem')
      .filter({ hasText: slot }),
  ).toContainText('Approved');
  await member.getByRole('button', { name: /Notifications/ }).click();
  await expect(
    member.getByText(`You won the ${slot} challenge: 1,500 points added to your balance.`).first(),
  ).toBeVisible();
  await expect(member.getByText(/Challenge Champion/).first()).toBeVisible();
  await member.keyboard.press('Escape');
  await member.goto(`/profile/${name}`);
  await member.getByRole('tab', { name: /Achievements/ }).click();
  await expect(member.getByText('Challenge Champion').first()).toBeVisible();
});
