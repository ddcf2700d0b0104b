import { expect, test } from '@playwright/test';
import { demoLogin, uniqueName } from './helpers';

// Kick account linking end to end: /settings → /auth/kick → the fake Kick OAuth (PKCE) → back to
// /settings?kick=connected, then Disconnect with the confirmation and the page reload.
test('connect a Kick account from Settings, then disconnect it', async ({ page }) => {
  await demoLogin(page, uniqueName('kick'));

  await page.goto('/settings?tab=connections');
  const kick = page.getByRole('listitem', { name: 'Kick' });
  await expect(kick.getByText('Not connected')).toBeVisible();

  await kick.getByRole('link', { name: 'Connect Kick' }).click();
  await expect(page).toHaveURL(/\/settings\?kick=connected$/);
  await expect(page.getByRole('status', { name: 'Kick account connected' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Connections' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(kick.getByText('@KickViewer42')).toBeVisible();

  // Dismissing the outcome drops it from the address; the Connections tab stays.
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('status', { name: 'Kick account connected' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/settings\?tab=connections$/);

  const dialogs: string[] = [];
  page.once('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  const reloaded = page.waitForEvent('load');
  await kick.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByText('Kick account disconnected. Reloading…')).toBeVisible();
  await reloaded;
  expect(dialogs).toEqual(['Are you sure you want to disconnect your Kick account?']);

  await expect(kick.getByRole('link', { name: 'Connect Kick' })).toBeVisible();
  await expect(kick.getByText('Not connected')).toBeVisible();
  await expect(kick.getByText('@KickViewer42')).toHaveCount(0);
});
