import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { demoLogin, openInApp } from './helpers';

// Every link a visitor or a member can follow from the chrome (sidebar, header, its menus, footer)
// and from the pages that link onwards leads to a real page: none shows the not-found page.

/** Pages whose links are collected (their content links as well as the chrome's). */
const SOURCES = ['/', '/contact', '/tickets', '/store', '/vip-rewards', '/privacy', '/terms'];

async function waitForPage(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({
    timeout: 20_000,
  });
}

/** Same-site links on the page (sidebar, header, footer, content), as paths with their query. */
async function internalLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    for (const a of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
      if (a.hasAttribute('download') || a.target === '_blank') continue;
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin || (url.hash && url.pathname === location.pathname))
        continue;
      out.add(url.pathname + url.search);
    }
    return [...out];
  });
}

async function expectRealPage(page: Page, path: string): Promise<void> {
  // What the server answers for the address (a page load of it), then the page the app shows
  // when the link is followed (in-app navigation, as a click does).
  const response = await page.request.get(path);
  expect(response.status(), path).toBeLessThan(400);
  if (path.startsWith('/api/') || path.startsWith('/media/')) return;
  if (path.startsWith('/admin-new')) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: /admin/i }).first()).toBeVisible({
      timeout: 20_000,
    });
    return;
  }
  await openInApp(page, path);
  await waitForPage(page);
  await expect(page.getByRole('heading', { name: 'Page Not Found' }), path).toHaveCount(0);
  await expect(page.getByRole('main'), path).not.toContainText(/\b(page|route) not found\b/i);
}

async function collect(page: Page, extra: string[] = []): Promise<string[]> {
  const all = new Set<string>(extra);
  for (const source of SOURCES) {
    // Returns once lazy sections (partners, leaderboards) have their data and links.
    await openInApp(page, source);
    await waitForPage(page);
    for (const href of await internalLinks(page)) all.add(href);
  }
  return [...all].filter((href) => !href.startsWith('/logout')).sort();
}

test.describe('links lead somewhere real', () => {
  test.setTimeout(600_000);

  test('as a visitor: the named links and every link of the chrome and the linking pages', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForPage(page);
    // The home banner's calls to action.
    const hero = page.getByRole('region', { name: /welcome/i });
    await expect(hero.getByRole('link', { name: 'View Bonuses' })).toHaveAttribute(
      'href',
      '/bonuses',
    );
    await expect(hero.getByRole('link', { name: 'Start Playing' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    await page.goto('/contact');
    await waitForPage(page);
    const create = page.getByRole('link', { name: /Create a ticket/ });
    await expect(create).toHaveAttribute('href', '/tickets/create');
    await create.click();
    // A visitor is sent on to the tickets page's log-in prompt; a member gets the form.
    await expect(page).toHaveURL(/\/tickets(\/create)?$/);
    await waitForPage(page);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);

    const links = await collect(page);
    expect(links).toEqual(expect.arrayContaining(['/', '/bonuses', '/tickets/create', '/store']));
    for (const href of links) await expectRealPage(page, href);
  });

  test('as an admin: the user menu (My Tickets, Admin Panel) and the member-only links', async ({
    page,
  }) => {
    await demoLogin(page, 'admin');
    const menuLinks: string[] = [];
    await page.getByRole('banner').getByRole('button', { name: /admin/i }).click();
    const menu = page.getByRole('dialog', { name: /admin/i });
    for (const name of ['My Tickets', 'Admin Panel', 'Your Profile', 'Settings']) {
      const link = menu.getByRole('link', { name });
      await expect(link, name).toBeVisible();
      menuLinks.push((await link.getAttribute('href')) ?? '');
    }
    expect(menuLinks).toEqual(['/tickets', '/admin-new/', '/profile', '/settings']);

    const links = await collect(page, menuLinks);
    for (const href of links) await expectRealPage(page, href);
  });
});
