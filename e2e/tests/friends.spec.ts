import { expect, test } from '@playwright/test';
import { demoLogin, uniqueName } from './helpers';

test('a friend request from a profile: Add Friend → notification → accept on /friends → listed in Friends', async ({
  browser,
}) => {
  const nameA = uniqueName('alice');
  const nameB = uniqueName('bob');

  // B logs in first (in a browser of their own) so B exists.
  const contextB = await browser.newContext();
  const pageB = await contextB.newPage();
  await demoLogin(pageB, nameB);

  // A opens B's profile and sends a request from the profile's button.
  const contextA = await browser.newContext();
  const pageA = await contextA.newPage();
  await demoLogin(pageA, nameA);
  await pageA.goto(`/profile/${nameB}`);
  await expect(pageA.getByRole('heading', { level: 1, name: nameB })).toBeVisible();
  await expect(pageA.getByText(`@${nameB}`)).toBeVisible();
  await pageA.getByRole('button', { name: 'Add Friend' }).click();
  await expect(pageA.getByRole('button', { name: 'Request Sent' })).toBeDisabled();
  // The state comes from the server: still 'Request Sent' after a reload.
  await pageA.reload();
  await expect(pageA.getByRole('button', { name: 'Request Sent' })).toBeDisabled();

  // B sees the request in the Notifications dropdown.
  await pageB.reload();
  await pageB.getByRole('button', { name: /Notifications/ }).click();
  const notification = pageB.getByRole('button', { name: /New friend request/ });
  await expect(notification).toBeVisible();
  await expect(notification).toContainText(`${nameA} sent you a friend request.`);

  // B accepts on /friends.
  await pageB.goto('/friends');
  const request = pageB.getByRole('listitem', { name: `Request from ${nameA}` });
  await expect(request).toBeVisible();
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(pageB.getByRole('listitem', { name: `Request from ${nameA}` })).toHaveCount(0);
  await expect(pageB.getByRole('heading', { name: 'Your Friends (1)' })).toBeVisible();

  // B's Friends dropdown lists A.
  await pageB.getByRole('button', { name: 'Friends', exact: true }).click();
  await expect(pageB.getByRole('list', { name: 'Friends list' }).getByText(nameA)).toBeVisible();

  // And A's view of B's profile follows: Friends ✓.
  await pageA.reload();
  await expect(pageA.getByText('Friends ✓')).toBeVisible();

  await contextA.close();
  await contextB.close();
});
