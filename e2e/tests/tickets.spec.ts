import { expect, test } from '@playwright/test';
import { demoLogin, documentMarker, markDocument, uniqueName } from './helpers';

/** A valid 1×1 PNG: the server sniffs attachments by their bytes, not their names. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

// A member opens a ticket with an image, the moderator answers it in /admin-new/ and sets it to
// waiting, the member sees the Staff reply and the notification, answers, and the ticket is open
// again — on the member's page and in the staff inbox.
test('support ticket: member opens with an image, staff replies and waits, member answers', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const title = uniqueName('E2E ticket about withdrawals');
  const memberName = uniqueName('asker');
  const member = await (await browser.newContext()).newPage();
  const staff = await (await browser.newContext()).newPage();

  // The member opens a ticket with a screenshot.
  await demoLogin(member, memberName);
  await member.goto('/tickets/create');
  await expect(member.getByRole('heading', { name: 'Create Support Ticket' })).toBeVisible({
    timeout: 15_000,
  });
  await member.getByRole('textbox', { name: /Title/ }).fill(title);
  await member.getByRole('combobox', { name: /Category/ }).selectOption({ index: 1 });
  await member.getByRole('combobox', { name: /Priority/ }).selectOption('high');
  await member
    .getByRole('textbox', { name: /Description/ })
    .fill('My withdrawal has been pending for three days, screenshot attached.');
  await member.getByTestId('attachments-input').setInputFiles({
    name: 'withdrawal.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(member.getByRole('list', { name: 'Selected files' })).toContainText(
    'withdrawal.png',
  );
  await member.getByRole('button', { name: 'Create Ticket' }).click();
  await member.waitForURL(/\/tickets\/\d+$/);
  const id = Number(/\/tickets\/(\d+)$/.exec(member.url())![1]);
  await expect(member.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 15_000,
  });
  const file = member.getByRole('list', { name: 'Attachments' }).getByRole('link', {
    name: 'withdrawal.png',
  });
  await expect(file).toHaveAttribute('target', '_blank');
  const fileUrl = (await file.getAttribute('href'))!;
  expect((await member.request.get(fileUrl)).status()).toBe(200);

  // Another member can neither see the ticket nor fetch its file.
  const other = await (await browser.newContext()).newPage();
  await demoLogin(other, uniqueName('nosy'));
  expect((await other.request.get(fileUrl)).status()).toBe(404);
  await other.goto(`/tickets/${id}`);
  await expect(other.getByText('Ticket not found')).toBeVisible({ timeout: 15_000 });
  await other.context().close();

  // The member keeps the ticket open: what staff do reaches it without a reload.
  await markDocument(member);

  // The moderator finds it in the staff inbox, opens it, sees the image, replies and waits.
  await staff.goto('/login');
  await staff.getByRole('textbox', { name: 'Username' }).fill('moderator');
  await staff.getByRole('button', { name: /demo/i }).click();
  await expect(staff.getByRole('button', { name: /Mod Mia/ })).toBeVisible();
  await staff.goto('/admin-new/support/tickets');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(title);
  await staff.getByRole('button', { name: 'Search' }).click();
  const inbox = staff.getByRole('table');
  await inbox.getByRole('link', { name: `#${id} ${title}` }).click();
  await expect(staff.getByRole('heading', { name: `#${id} ${title}` })).toBeVisible();
  const opening = staff.getByRole('region', { name: 'Opening message' });
  await expect(opening).toContainText(memberName);
  await expect(opening.getByRole('link', { name: 'withdrawal.png' })).toBeVisible();
  expect((await staff.request.get(fileUrl)).status()).toBe(200);

  const staffReply = 'Thanks! We are checking with the casino. Can you tell us the amount?';
  await staff.getByRole('textbox', { name: 'Reply as staff' }).fill(staffReply);
  await staff.getByRole('button', { name: 'Send Reply' }).click();
  await expect(staff.getByRole('region', { name: 'Staff reply' })).toContainText(staffReply);
  const settings = staff.getByRole('region', { name: 'Ticket settings' });
  await settings.getByRole('combobox', { name: 'Status' }).selectOption('waiting');
  await expect(settings.getByRole('combobox', { name: 'Status' })).toHaveValue('waiting');
  await expect(settings.getByRole('combobox', { name: 'Status' })).toBeEnabled();

  // The member's open ticket shows the Staff reply and the waiting status within 2 s, without a
  // reload (their own live channel), and the bell has the notification.
  const thread = member.getByRole('list', { name: 'Conversation' });
  await expect(thread).toContainText(staffReply, { timeout: 2_000 });
  await expect(thread.getByText('Staff', { exact: true })).toBeVisible();
  await expect(member.getByText('Waiting', { exact: true }).first()).toBeVisible({
    timeout: 2_000,
  });
  expect(await documentMarker(member)).toBe('still-here');
  await expect(member.getByRole('button', { name: /Notifications, \d+ unread/ })).toBeVisible({
    timeout: 2_000,
  });
  await member.getByRole('button', { name: /Notifications/ }).click();
  await expect(
    member.getByText(`Support replied to your ticket #${id}: ${title}`).first(),
  ).toBeVisible();
  await member.keyboard.press('Escape');

  // The member answers: the ticket is open again.
  const memberReply = 'It was 250 dollars, sent on Friday.';
  await member.getByRole('textbox', { name: /Your reply/ }).fill(memberReply);
  await member.getByRole('button', { name: 'Send Reply' }).click();
  await expect(thread).toContainText(memberReply);
  await expect(member.getByText('Open', { exact: true }).first()).toBeVisible();

  // Staff see it open again, with the member's reply, in the ticket and in the inbox.
  await staff.reload();
  await expect(staff.getByRole('region', { name: 'Member reply' })).toContainText(memberReply);
  await expect(
    staff.getByRole('region', { name: 'Ticket settings' }).getByRole('combobox', {
      name: 'Status',
    }),
  ).toHaveValue('open');
  await staff.goto('/admin-new/support/tickets?status=open');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(title);
  await staff.getByRole('button', { name: 'Search' }).click();
  const row = staff.getByRole('row', { name: new RegExp(`#${id} `) });
  await expect(row).toContainText('Open');
  await expect(row).toContainText('2');
});
