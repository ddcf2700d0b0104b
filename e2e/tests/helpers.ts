import type { Page, Request } from '@playwright/test';
import { expect } from '@playwright/test';

/** Logs in through the demo login form on /login and waits for the header to show the member. */
export async function demoLogin(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('button', { name: /demo/i }).click();
  await expect(page.getByRole('button', { name: new RegExp(username, 'i') })).toBeVisible();
}

/**
 * Logs in as the seeded moderator (shown as Mod Mia) and fills Admin › Giveaways › New with a
 * title and a points prize, ending in 2099; the caller sets the entry methods and creates it.
 */
export async function newGiveawayAsModerator(page: Page, title: string, points: number) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('moderator');
  await page.getByRole('button', { name: /demo/i }).click();
  await expect(page.getByRole('button', { name: /Mod Mia/ })).toBeVisible();
  await page.goto('/admin-new/engagement/giveaways/new');
  await page.getByRole('textbox', { name: /Title/ }).fill(title);
  await page.getByRole('combobox', { name: /Prize type/ }).selectOption('points');
  await page.getByRole('spinbutton', { name: /Prize value/ }).fill(String(points));
  await page.getByLabel(/Ends/).fill('2099-01-01T12:00');
}

/** Staff's "Draw now" (confirmed) on a giveaway of Admin › Giveaways, found by its title. */
export async function drawGiveawayNow(page: Page, title: string) {
  await page.goto('/admin-new/engagement/giveaways');
  const row = page.getByRole('row', { name: new RegExp(title) });
  await row.getByRole('button', { name: 'Draw now' }).click();
  await page
    .getByRole('alertdialog', { name: 'Draw this giveaway now?' })
    .getByRole('button', { name: 'Draw now' })
    .click();
}

/** Marks the current document so a test can tell a client-side navigation from a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMarker: string }).__e2eMarker = 'still-here';
  });
}

export async function documentMarker(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (window as unknown as { __e2eMarker?: string }).__e2eMarker);
}

/** A unique username for a test run (demo login creates the member). */
export function uniqueName(prefix: string): string {
  return `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 32);
}

/** How long the network stays quiet before a page counts as loaded. */
const QUIET_MS = 250;

/** The boot screen (the page's own, then the shell's) and the pages' loading screens. */
const LOADING = '#lobby-boot, [role="status"][aria-label^="Loading "]';

/**
 * Opens `path` inside the running app the way its links do — a new history entry the router
 * follows, no page load and so no boot screen — and waits until the page at `path` has replaced
 * the previous one (the document's title changes). A full page load when the app is not running
 * yet, or when the title stays the same (two pages with one title). Either way it returns once
 * no loading screen shows and the page's reads are answered (no request in flight for a moment;
 * the live event stream aside).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await untilQuiet(page, async () => {
    const running = await page.evaluate(
      (loading) => !!document.querySelector('main') && !document.querySelector(loading),
      LOADING,
    );
    if (!running || !(await navigateInApp(page, path))) await page.goto(path);
  });
}

/**
 * Resizes the page's viewport in place (no reload) and waits as openInApp does: what the new
 * width renders and loads is there.
 */
export async function resizeInPlace(
  page: Page,
  viewport: { width: number; height: number },
): Promise<void> {
  await untilQuiet(page, () => page.setViewportSize(viewport));
}

/** Runs `action`, then waits until no loading screen shows and no request is in flight. */
async function untilQuiet(page: Page, action: () => Promise<void>): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (r: Request) => {
    if (r.url().includes('/api/live')) return;
    inFlight.add(r);
    lastChange = Date.now();
  };
  const ended = (r: Request) => {
    if (inFlight.delete(r)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 20_000 });
    await expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, {
        timeout: 15_000,
        intervals: [50],
      })
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * A history entry the router follows. True once the page at `path` shows: its title changed, or
 * at once when only the query changes (the same page reads its new parameters). False when the
 * title did not change: the caller loads the page instead.
 */
async function navigateInApp(page: Page, path: string): Promise<boolean> {
  const samePage = new URL(path, page.url()).pathname === new URL(page.url()).pathname;
  const before = await page.title();
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (samePage) return true;
  return page
    .waitForFunction((title) => document.title !== title, before, { timeout: 2_500 })
    .then(() => true)
    .catch(() => false);
}
