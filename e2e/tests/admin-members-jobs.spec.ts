import { expect, test } from '@playwright/test';
import { demoLogin, uniqueName } from './helpers';

// Admin › Members: search a member, view them, adjust their points with a reason (one ledger row,
// one audit row, both visible), end one of their sessions. Admin › Jobs: run a job now and see
// its last run.

test('admin finds a member, adjusts points with a reason, sees ledger and audit rows, ends a session', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const name = uniqueName('adjusted');
  const member = await (await browser.newContext()).newPage();
  await demoLogin(member, name);

  const admin = await (await browser.newContext()).newPage();
  await demoLogin(admin, 'admin');
  await admin.goto('/admin-new/members');
  await admin.getByRole('searchbox', { name: 'Name, Discord id or Kick name' }).fill(name);
  await admin.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`q=${name}`));
  const results = admin.getByRole('table', { name: 'Members' });
  await expect(results.getByRole('row')).toHaveCount(2);
  await results.getByRole('link', { name: new RegExp(name) }).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();

  // Points with a reason: the ledger shows the row and the figures the new balance.
  const figures = admin.getByRole('group', { name: 'Figures' });
  const before = Number(
    (
      (await figures
        .getByText(/^[\d,]+$/)
        .first()
        .textContent()) ?? '0'
    ).replace(/,/g, ''),
  );
  const panel = admin.getByRole('region', { name: 'Adjust points' });
  await panel.getByRole('textbox', { name: /Points/ }).fill('250');
  await panel.getByRole('textbox', { name: /Reason/ }).fill('E2E goodwill for the outage');
  await panel.getByRole('button', { name: 'Adjust points' }).click();
  await expect(panel.getByText('Done: +250 points: E2E goodwill for the outage.')).toBeVisible();
  await expect(figures).toContainText((before + 250).toLocaleString('en-US'));
  // The member's open page shows the new balance in its header within 2 s, without a reload.
  await expect(member.getByTitle('Your points')).toContainText(
    (before + 250).toLocaleString('en-US'),
    { timeout: 2_000 },
  );
  const ledger = admin.getByRole('table', { name: 'Points ledger' });
  await expect(ledger.getByRole('row', { name: /E2E goodwill for the outage/ })).toContainText(
    '+250',
  );

  // The member's one session is listed; ending it logs that browser out.
  const sessions = admin.getByRole('table', { name: 'Sessions' });
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await sessions.getByRole('button', { name: /^End session / }).click();
  await admin
    .getByRole('alertdialog', { name: /^End session / })
    .getByRole('button', { name: 'End session' })
    .click();
  await expect(admin.getByText(/^Session [0-9a-f]{12} ended\.$/)).toBeVisible();
  await expect(sessions).toContainText('No live sessions');
  await member.reload();
  await expect(member.getByRole('link', { name: 'Login' })).toBeVisible();

  // The audit log shows both staff actions on this member.
  const memberId = /members\/(\d+)/.exec(admin.url())![1];
  await admin.goto('/admin-new/audit');
  await admin.getByRole('combobox', { name: 'Area' }).selectOption('members');
  await admin.getByRole('button', { name: 'Apply' }).click();
  const audit = admin.getByRole('table', { name: 'Staff actions' });
  const points = audit.getByRole('row', { name: new RegExp(`member\\.points.*user #${memberId}`) });
  await expect(points).toBeVisible();
  await points.getByText('Before / after').click();
  await expect(points).toContainText('E2E goodwill for the outage');
  await expect(
    audit.getByRole('row', { name: new RegExp(`member\\.session_end.*user #${memberId}`) }),
  ).toBeVisible();
});

test('admin runs a job now and sees its last run', async ({ page }) => {
  await demoLogin(page, 'admin');
  await page.goto('/admin-new/jobs');
  const jobs = page.getByRole('table', { name: 'Jobs' });
  const job = 'engagement.wager-raffles.recompute';
  const row = jobs.getByRole('row', { name: new RegExp(job.replace(/\./g, '\\.')) });
  await row.getByRole('button', { name: `Run ${job} now` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${job} ran` })).toBeVisible();
  await expect(row).toContainText(/Run now by admin/);
  await expect(row).toContainText(/recomputed \d+ wager raffles?/);
  await row.getByRole('button', { name: `Runs of ${job}` }).click();
  const dialog = page.getByRole('dialog', { name: `Runs of ${job}` });
  await expect(dialog.getByRole('row', { name: /Run now by admin/ }).first()).toBeVisible();
});
