import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { demoLogin, drawGiveawayNow, newGiveawayAsModerator, uniqueName } from './helpers';

// lobby-draw-v2 end to end (issue 23): a giveaway is created, its page shows the commitment and
// the drand round; members enter; the entries close; the local fake drand relay emits the round;
// the draw happens by itself and the page open on it reveals the winners without a reload; "Verify
// this draw" checks every step in the browser, and a tampered beacon signature makes it say so.
test('a giveaway drawn from public randomness verifies in the browser; a tampered beacon does not', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const title = uniqueName('E2E Drand');
  const staff = await (await browser.newContext()).newPage();

  await newGiveawayAsModerator(staff, title, 100);
  await staff.getByRole('button', { name: 'Create giveaway' }).click();
  await expect(staff.getByText('Giveaway created.')).toBeVisible();
  const id = Number(/giveaways\/(\d+)/.exec(staff.url())![1]);

  // Before the draw the public page shows the commitment and the round that will decide it.
  const viewer = await (await browser.newContext()).newPage();
  await viewer.goto(`/raffles/${id}`);
  const verify = viewer.getByRole('region', { name: 'Verify this draw' });
  await expect(verify.getByText(/^[0-9a-f]{64}$/).first()).toBeVisible();
  await expect(verify.getByText(/drand round \d+ of a local demo chain/)).toBeVisible();

  // Two members enter with their free entry.
  const names: string[] = [];
  for (let i = 0; i < 2; i++) {
    const member = await (await browser.newContext()).newPage();
    const name = uniqueName(`drand${i}`);
    names.push(name);
    await demoLogin(member, name);
    await member.goto(`/raffles/${id}`);
    await member
      .getByRole('region', { name: 'Enter Raffle' })
      .getByRole('button', { name: 'Enter Raffle' })
      .click();
    const dialog = member.getByRole('dialog', { name: 'Enter Raffle' });
    await dialog.getByRole('radio', { name: /Free Entry/ }).check();
    await dialog.getByRole('textbox', { name: /Kick username/ }).fill(`kick${i}`);
    await dialog.getByRole('button', { name: 'Enter Raffle' }).click();
    await expect(member.getByText(/Successfully entered the raffle/)).toBeVisible();
    await member.context().close();
  }

  // Staff close the entries: the round is fixed ahead (3 s here, 30 s by default) and the list
  // frozen now.
  await drawGiveawayNow(staff, title);
  await expect(staff.getByText(/Entries closed\. Drawn from drand round (\d+)/)).toBeVisible();

  // The fake relay emits the round; the scheduler draws by itself. The viewer's page, open all
  // along and never reloaded, reveals the winners from the live channel (issue 24's "a giveaway
  // page shows the draw while open"); then the browser verifies it all.
  const winner = new RegExp(names.join('|'));
  await expect(viewer.getByRole('status', { name: 'The draw' })).toContainText(winner, {
    timeout: 120_000,
  });
  await expect(viewer.getByRole('region', { name: 'Winners' })).toContainText(winner);
  const checks = verify.getByRole('list', { name: 'Checks' });
  await expect(verify.getByText('The result matches: this draw is verified.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(checks).toContainText(/drand round \d+: BLS signature: valid/);
  await expect(checks).toContainText('Seed against the commitment: matches');
  await expect(checks).toContainText('Frozen list against its hash: matches');
  await expect(checks).toContainText('Recomputed winners against the published winners: matches');

  // Someone serves the same page with one hex digit of the beacon's signature changed.
  const tampered = await (await browser.newContext()).newPage();
  await tamperBeacon(tampered, id);
  await tampered.goto(`/raffles/${id}`);
  const again = tampered.getByRole('region', { name: 'Verify this draw' });
  await expect(again.getByText('The result does not match the published draw.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(again.getByRole('list', { name: 'Checks' })).toContainText(
    /drand round \d+: BLS signature: INVALID/,
  );
});

async function tamperBeacon(page: Page, id: number) {
  await page.route(new RegExp(`/api/r/giveaways/${id}(\\?.*)?$`), async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { draw: { beacon?: { signature: string | null } } };
    };
    const beacon = body.data.draw.beacon;
    if (beacon?.signature) {
      const last = beacon.signature.endsWith('0') ? '1' : '0';
      beacon.signature = beacon.signature.slice(0, -1) + last;
    }
    await route.fulfill({ response, json: body });
  });
}
