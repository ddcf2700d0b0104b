import { expect, test } from '@playwright/test';
import { demoLogin, uniqueName } from './helpers';

test('the session store is one instance: what the shell sets, every remote reads', async ({
  page,
}) => {
  const name = uniqueName('single');
  await demoLogin(page, name); // the shell puts the member into the session store
  const nav = page.getByRole('navigation', { name: /main/i });

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByText(new RegExp(`Welcome back, ${name}`))).toBeVisible(); // community

  await nav.getByRole('link', { name: 'Bonus Hunts' }).click();
  await expect(page.getByRole('heading', { name: 'Bonus Hunt', exact: true })).toBeVisible();
  await expect(page.getByText(/Log in to/i)).toHaveCount(0); // engagement sees the member

  await nav.getByRole('link', { name: 'Store' }).click();
  await expect(page.getByRole('heading', { name: 'Point Store' })).toBeVisible();
  await expect(page.getByRole('link', { name: /log ?in/i })).toHaveCount(0); // commerce sees the member

  await nav.getByRole('link', { name: 'Contact' }).click();
  await expect(page.getByRole('textbox', { name: /Full Name/ })).toHaveValue(name); // support prefills

  const copies = await page.evaluate(
    () =>
      (globalThis as { __LOBBY_SESSION_STORE_COPIES__?: number }).__LOBBY_SESSION_STORE_COPIES__,
  );
  expect(copies).toBe(1);
});
