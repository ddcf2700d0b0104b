import { expect, test } from '@playwright/test';

test('the home page shows seeded data from every section', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Playing' })).toBeVisible();
  await expect(
    page
      .getByRole('link', { name: 'View Bonuses' })
      .or(page.getByRole('button', { name: 'View Bonuses' })),
  ).toBeVisible();
  await expect(page.getByText('Total Given Away')).toBeVisible();
  await expect(page).toHaveTitle(/ - Home$/);

  // Affiliate cards with Join Now links that open in a new tab.
  const join = page.getByRole('main').getByRole('link', { name: /Join Now/ });
  await expect(join.first()).toBeVisible();
  await expect(join.first()).toHaveAttribute('target', '_blank');

  // Active leaderboards carousel with 'n / total'.
  await expect(page.getByRole('heading', { name: 'Active Leaderboards' })).toBeVisible();
  await expect(page.getByText(/^1 \/ \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Next leaderboard' }).click();
  await expect(page.getByText(/^2 \/ \d+$/)).toBeVisible();

  // The livestream comes from the (fake) provider through the server.
  await expect(page.getByText('LIVE', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Bonus hunt night — 40 bonuses opening!')).toBeVisible();
});

test('the page as served paints the loading screen before any script has run', async ({
  page,
  request,
}) => {
  // The built index.html keeps the server's marker: the boot screen is in the page itself.
  const html = await (await request.get('/')).text();
  expect(html).not.toContain('<!--lobby-boot-->');
  const boot = html.indexOf('id="lobby-boot"');
  expect(boot).toBeGreaterThan(-1);
  expect(boot).toBeLessThan(html.search(/id="?root"?/));
  const preload = /<script id="lobby-preload" type="application\/json">(.*?)<\/script>/.exec(html);
  const siteName = (JSON.parse(preload?.[1] ?? '{}') as { settings?: { site_name?: string } })
    .settings?.site_name;
  expect(siteName).toBeTruthy();

  // With the shell's script held back, the site's name still shows from the first paint.
  await page.route(/\/main\.js/, (route) => route.abort());
  await page.goto('/');
  const screen = page.locator('#lobby-boot');
  await expect(screen).toBeVisible();
  await expect(screen).toHaveAttribute('role', 'status');
  await expect(screen).toContainText(siteName!);
});

test("the loading screen shows for the spec's second where LOBBY_BOOT_SCREEN_MS is left alone", async ({
  page,
  request,
}) => {
  // The suite's main instance shortens it (every page load would wait it out); the sub-path
  // instance keeps the default.
  const site = process.env.LOBBY_E2E_SUBPATH_URL!;
  expect(await (await request.get(`${site}/`)).text()).toContain('data-min-ms="1000"');
  expect(await (await request.get('/')).text()).toContain('data-min-ms="0"');

  // When the boot screen (the page's, then the shell's) is gone and the page beneath shows.
  await page.addInitScript(() => {
    const w = window as unknown as { __bootGone?: number };
    new MutationObserver(() => {
      if (w.__bootGone === undefined && document.querySelector('main'))
        if (!document.querySelector('.lobby-boot')) w.__bootGone = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${site}/`);
  await expect(page.getByRole('link', { name: 'Start Playing' })).toBeVisible();
  const { gone, painted } = await page.evaluate(() => ({
    gone: (window as unknown as { __bootGone?: number }).__bootGone,
    painted: performance.getEntriesByName('first-paint')[0]?.startTime,
  }));
  expect(painted).toBeDefined();
  // Counted from the first paint (the page's own boot screen), on the page's clock.
  expect(gone! - painted!).toBeGreaterThanOrEqual(990);
});
