import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { demoLogin } from './helpers';
import { serveStatic } from './outside-kit';

// Releasing the support remote like a feature team: a Replace by a build without admin screens is
// confirmed first, and a canary to 50 % of visitors that throws on render rolls back by itself.
// The builds are copies of remotes/support/dist served from a second local origin.
const base = `http://127.0.0.1:${Number(process.env.LOBBY_E2E_PORT ?? 8091)}`;
const port = Number(process.env.LOBBY_E2E_PORT ?? 8091) + 4;
const origin = `http://127.0.0.1:${port}`;
const supportDist = path.join(__dirname, '..', '..', 'remotes', 'support', 'dist');

// One worker: both tests serve the builds on the same port and change the support remote.
test.describe.configure({ mode: 'serial' });

let server: Server | null = null;
let dir = '';

/** A copy of the support build whose descriptor `edit` changes (and whose files `patch` may). */
function copyOf(
  name: string,
  edit: (d: Record<string, unknown>) => void,
  patch?: (file: string) => void,
) {
  const to = path.join(dir, name);
  fs.cpSync(supportDist, to, { recursive: true });
  for (const f of fs.readdirSync(to)) if (/\.(br|gz)$/.test(f)) fs.rmSync(path.join(to, f));
  const file = path.join(to, 'lobby-remote.json');
  const descriptor = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  edit(descriptor);
  fs.writeFileSync(file, JSON.stringify(descriptor));
  if (patch) for (const f of fs.readdirSync(to)) if (f.endsWith('.js')) patch(path.join(to, f));
  return { dir: to, cors: true };
}

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-releases-'));
  server = await serveStatic(port, {
    // The same pages, no ./admin: Replace must name the admin screens it drops.
    bare: copyOf('bare', (d) => {
      d.admin = false;
      d.version = '7.0.0';
    }),
    // A build whose contact page throws as it renders.
    broken: copyOf(
      'broken',
      (d) => {
        d.version = '7.1.0';
      },
      (file) => {
        const js = fs.readFileSync(file, 'utf8');
        if (js.includes('Contact Us'))
          fs.writeFileSync(
            file,
            js.replaceAll('"Contact Us"', '(()=>{throw new Error("the 7.1.0 canary broke")})()'),
          );
      },
    ),
  });
});
test.afterAll(async () => {
  await new Promise((r) => (server ? server.close(r) : r(null)));
  fs.rmSync(dir, { recursive: true, force: true });
});

const supportEntry = async (page: Page, cookie?: string) => {
  const res = await page.request.get('/remotes.json', cookie ? { headers: { cookie } } : {});
  const { remotes } = (await res.json()) as {
    remotes: { name: string; manifest: string; version: string; canary?: boolean }[];
  };
  return remotes.find((r) => r.name === 'support')!;
};

test('Replace of support by a build without ./admin lists the admin screens it drops and changes nothing until confirmed', async ({
  page,
}) => {
  await demoLogin(page, 'admin');
  await page.goto('/admin-new/remotes');
  const support = page.getByRole('article', { name: 'Support' });
  await expect(support.getByText('Manifest answers')).toBeVisible();
  await support
    .getByRole('textbox', { name: 'New manifest URL' })
    .fill(`${origin}/bare/mf-manifest.json`);
  await support.getByRole('button', { name: 'Replace' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Replace support by 7.0.0?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Its admin screens')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect((await supportEntry(page)).manifest).toBe('/remotes/support/mf-manifest.json');
});

/** A visitor of one cohort (the cookie the server would have drawn), on the contact page. */
async function visitor(browser: Browser, cohort: number) {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([{ name: 'lobby_cohort', value: String(cohort), url: base }]);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

test('a canary at 50 % that throws on render is rolled back by itself; every visitor then sees the stable version', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await demoLogin(page, 'admin');
  await page.goto('/admin-new/remotes');
  const support = page.getByRole('article', { name: 'Support' });
  const release = support.getByRole('form', { name: 'Release support to a share of visitors' });
  await release
    .getByRole('textbox', { name: 'Canary manifest URL' })
    .fill(`${origin}/broken/mf-manifest.json`);
  await release.getByRole('spinbutton', { name: 'Share of visitors (%)' }).fill('50');
  await release.getByRole('button', { name: 'Release to 50 % of visitors' }).click();
  await expect(page.getByText(/^7\.1\.0 of support is released to 50 % of visitors/)).toBeVisible();
  const stableVersion = (await supportEntry(page, 'lobby_cohort=90')).version;
  expect(await supportEntry(page, 'lobby_cohort=10')).toMatchObject({
    version: '7.1.0',
    canary: true,
  });

  const stable = await visitor(browser, 90);
  const inCanary = await visitor(browser, 10);
  try {
    await stable.page.goto('/contact');
    await expect(stable.page.getByRole('textbox', { name: /Full Name/ })).toBeVisible();
    // The canary's visitor sees the error panel; each load is reported until the server has
    // its minimum sample (LOBBY_CANARY_MIN_SAMPLE=4 here) and rolls the canary back.
    for (let i = 0; i < 8 && (await supportEntry(page, 'lobby_cohort=10')).canary; i += 1) {
      await inCanary.page.goto('/contact');
      await expect(
        inCanary.page.getByRole('heading', { name: 'This section failed to load' }),
      ).toBeVisible();
      await inCanary.page.waitForTimeout(300);
    }
    await expect
      .poll(async () => (await supportEntry(page, 'lobby_cohort=10')).version)
      .toBe(stableVersion);

    // Every visitor, the canary's cohort included, loads the stable version.
    for (const v of [inCanary, stable]) {
      await v.page.goto('/contact');
      await expect(v.page.getByRole('textbox', { name: /Full Name/ })).toBeVisible();
    }
  } finally {
    await stable.close();
    await inCanary.close();
  }

  await page.goto('/admin-new/remotes');
  await support.getByText(/^Canary releases \(/).click();
  await expect(
    support.getByText(/rolled back .*Rolled back by itself: 7\.1\.0 failed in/),
  ).toBeVisible();
  await page.goto('/admin-new/audit?area=remotes');
  await expect(
    page.getByRole('table', { name: 'Staff actions' }).getByText('remote.canary.rollback').first(),
  ).toBeVisible();
});
