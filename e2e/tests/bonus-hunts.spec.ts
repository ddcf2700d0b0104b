import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { demoLogin, documentMarker, markDocument, uniqueName } from './helpers';

/** The promise: every open page shows the staff's change within 2 seconds. */
const LIVE = { timeout: 2_000 };

async function staffLogin(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('moderator');
  await page.getByRole('button', { name: /demo/i }).click();
  await expect(page.getByRole('button', { name: /Mod Mia/ })).toBeVisible();
}

/** Adds a catalogue slot to the hunt from the admin's slot search. */
async function addSlot(staff: Page, search: string, name: string, bet: string) {
  const form = staff.getByRole('form', { name: 'Add a slot' });
  await form.getByRole('combobox', { name: 'Slot' }).fill(search);
  await form.getByRole('option', { name: new RegExp(name) }).click();
  await form.getByRole('spinbutton', { name: 'Bet ($)' }).fill(bet);
  await form.getByRole('button', { name: 'Add slot' }).click();
  await expect(staff.getByRole('table', { name: 'Slots' })).toContainText(name);
}

/**
 * Opens /bonus-hunts and waits until the page's live stream listens to the hunt (the page
 * subscribes once it knows which hunt is the latest).
 */
async function openLive(page: Page, path: string, huntId: number) {
  const stream = page.waitForResponse(
    (r) =>
      r.url().includes('/api/live?') &&
      decodeURIComponent(r.url()).includes(`hunt:${huntId}`) &&
      r.status() === 200,
  );
  await page.goto(path);
  await stream;
}

// The streamer runs a hunt in /admin-new/ while two members watch /bonus-hunts: every change
// reaches their pages within 2 s, without a reload; completion pays the closest prediction.
test('bonus hunt: the staff runs it in the admin panel, members see it live', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const huntName = uniqueName('E2E Hunt');
  const staff = await (await browser.newContext()).newPage();
  const watcher = await (await browser.newContext()).newPage();
  const predictor = await (await browser.newContext()).newPage();

  await staffLogin(staff);
  await staff.goto('/admin-new/engagement/hunts');
  const create = staff.getByRole('form', { name: 'New bonus hunt' });
  await create.getByRole('textbox', { name: /Name/ }).fill(huntName);
  await create.getByRole('spinbutton', { name: /Start balance/ }).fill('100');
  await create.getByRole('textbox', { name: /Prize points per place/ }).fill('500, 200');
  await create.getByRole('button', { name: 'Create hunt' }).click();
  await expect(staff.getByRole('heading', { name: huntName })).toBeVisible();
  const huntId = Number(/hunts\/(\d+)/.exec(staff.url())![1]);

  // A member watches the predictions of the new hunt, another one will predict.
  const watcherName = uniqueName('watcher');
  await demoLogin(watcher, watcherName);
  await openLive(watcher, '/bonus-hunts?tab=predictions', huntId);
  await expect(watcher.getByRole('heading', { name: 'All Predictions (0)' })).toBeVisible();
  await markDocument(watcher);

  const predictorName = uniqueName('predictor');
  await demoLogin(predictor, predictorName);
  await openLive(predictor, '/bonus-hunts', huntId);
  await expect(predictor.getByRole('heading', { level: 2, name: huntName })).toBeVisible();
  await expect(predictor.getByRole('heading', { name: 'Slots (0)' })).toBeVisible();
  await markDocument(predictor);

  // Slots added in the admin appear on the member's page.
  await addSlot(staff, 'Neon Ph', 'Neon Pharaoh', '2');
  await expect(predictor.getByRole('heading', { name: 'Slots (1)' })).toBeVisible(LIVE);
  await addSlot(staff, 'Candy Co', 'Candy Comet', '4');
  await expect(predictor.getByRole('heading', { name: 'Slots (2)' })).toBeVisible(LIVE);
  const slots = predictor.getByRole('list', { name: 'Hunt slots' });
  await expect(slots).toContainText('Neon Pharaoh');
  await expect(slots).toContainText('Candy Comet');

  // Closing predictions hides the button; opening them shows it again.
  const predictButton = predictor.getByRole('button', { name: 'Make Prediction' });
  await expect(predictButton).toBeVisible();
  await staff.getByRole('button', { name: 'Close predictions' }).click();
  await expect(staff.getByText('Predictions closed', { exact: true })).toBeVisible();
  await expect(predictButton).toBeHidden(LIVE);
  await staff.getByRole('button', { name: 'Open predictions' }).click();
  await expect(predictButton).toBeVisible(LIVE);

  // The member predicts; the other member's Predictions tab shows it.
  await predictButton.click();
  const dialog = predictor.getByRole('dialog', { name: 'Make Prediction' });
  await dialog.getByRole('spinbutton', { name: /End Balance/ }).fill('240');
  await dialog.getByRole('spinbutton', { name: /Highest Multiplier/ }).fill('50');
  await dialog.getByRole('combobox', { name: /Slot/ }).fill('Candy');
  await dialog.getByRole('option', { name: /Candy Comet/ }).click();
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(predictor.getByRole('button', { name: 'Update Prediction' })).toBeVisible();
  await expect(watcher.getByRole('heading', { name: 'All Predictions (1)' })).toBeVisible(LIVE);
  await expect(watcher.getByRole('list', { name: 'Predictions' })).toContainText(predictorName);
  // The streamer sees it come in too.
  await expect(staff.getByText('Predictions', { exact: true }).locator('xpath=..')).toHaveText(
    /Predictions\s*1$/,
    LIVE,
  );

  // The watcher follows the slots from the Current Hunt tab (no reload: a tab switch).
  await watcher.getByRole('tab', { name: 'Current Hunt' }).click();
  await expect(watcher.getByRole('heading', { name: 'Slots (2)' })).toBeVisible();
  await staff.getByRole('button', { name: 'Close predictions' }).click();
  await expect(staff.getByText('Predictions closed', { exact: true })).toBeVisible();
  await expect(predictor.getByRole('button', { name: 'Update Prediction' })).toBeHidden(LIVE);

  // Wins recorded in the keyboard table: the figures and each slot's win update live.
  const neonWin = staff.getByRole('spinbutton', { name: /Win of #1 Neon Pharaoh/ });
  await neonWin.fill('150');
  await neonWin.press('Enter');
  await expect(staff.getByRole('spinbutton', { name: /Win of #2 Candy Comet/ })).toBeFocused();
  for (const page of [watcher, predictor]) {
    await expect(page.getByText('1 of 2 bonuses opened')).toBeVisible(LIVE);
    await expect(page.getByText('$150.00').first()).toBeVisible(LIVE);
    await expect(page.getByText('75.00x').first()).toBeVisible(LIVE);
  }
  await staff.getByRole('spinbutton', { name: /Win of #2 Candy Comet/ }).fill('100');
  await staff.getByRole('spinbutton', { name: /Win of #2 Candy Comet/ }).press('Enter');
  for (const page of [watcher, predictor]) {
    await expect(page.getByText('2 of 2 bonuses opened')).toBeVisible(LIVE);
    // Total winnings $250.00 over the $100 start balance.
    await expect(page.getByText('$250.00').first()).toBeVisible(LIVE);
  }

  // Completing the hunt: the member's page shows the result, the closest prediction is paid.
  await staff.getByRole('button', { name: 'Complete hunt' }).click();
  const confirm = staff.getByRole('alertdialog', { name: 'Complete this hunt?' });
  await expect(confirm).toContainText('The end balance will be $250.00');
  await confirm.getByRole('button', { name: 'Complete hunt' }).click();
  await expect(staff.getByRole('table', { name: /Results — end balance \$250\.00/ })).toContainText(
    predictorName,
  );
  for (const page of [watcher, predictor]) {
    await expect(page.getByText('COMPLETED', { exact: true })).toBeVisible(LIVE);
    await expect(page.getByText('End Balance', { exact: true }).first()).toBeVisible(LIVE);
  }
  // Off by $10.00 from the real end balance.
  await expect(predictor.getByText('Off By')).toBeVisible(LIVE);
  await expect(predictor.getByText('$10.00')).toBeVisible();

  // The hunt is in History with its profit ($250 won from a $100 start).
  await watcher.getByRole('tab', { name: 'History' }).click();
  const past = watcher.getByRole('list', { name: 'Past hunts' }).getByRole('listitem').first();
  await expect(past).toContainText(huntName);
  await expect(past).toContainText('Profit +$150.00');

  // Nothing was reloaded.
  expect(await documentMarker(watcher)).toBe('still-here');
  expect(await documentMarker(predictor)).toBe('still-here');

  // The winner is notified of the points.
  await predictor.getByRole('button', { name: /Notifications/ }).click();
  await expect(predictor.getByText(`You placed #1 in ${huntName}!`)).toBeVisible();
});
