import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { demoLogin, uniqueName } from './helpers';
import type { OutsideRemote } from './outside-kit';
import {
  npmRunServe,
  outsideDir,
  outsideRemotes,
  removeOutsideRemotes,
  serveStatic,
  typecheck,
} from './outside-kit';

// A streamer's custom remote and a feature team's release, both built OUTSIDE the workspace with
// the commands of remotes/README.md (npm pack, the kit's lobby-create-remote through npx,
// npm install, npm run build, npm run serve), served from another origin and swapped in through
// LOBBY_REMOTES_FILE (the server re-reads it on change; playwright.config.ts names the file).
const remotesFile = process.env.LOBBY_E2E_REMOTES_FILE!;
const cdnPort = Number(process.env.LOBBY_E2E_CDN_PORT);
const cdn = `http://127.0.0.1:${cdnPort}`;

let tmp: string;
let cdnServer: Server | null = null;
let outside: OutsideRemote;
let supportV2: OutsideRemote;

function writeRegistry(remotes: unknown[]) {
  fs.writeFileSync(remotesFile, JSON.stringify({ remotes }, null, 2));
}

/** The one origin on the CDN port standing for a CDN (the outside remote has its own, npm run serve). */
async function staticCdn(): Promise<void> {
  cdnServer ??= await serveStatic(cdnPort, {
    'support-v2': { dir: supportV2.dist, cors: true },
    'no-cors': { dir: outside.dist, cors: false },
  });
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  test.setTimeout(900_000);
  tmp = outsideDir();
  ({ outside, supportV2 } = await outsideRemotes(tmp));
});

test.afterAll(async () => {
  writeRegistry([]);
  await new Promise((resolve) => (cdnServer ? cdnServer.close(resolve) : resolve(undefined)));
  if (tmp) removeOutsideRemotes(tmp);
});

test('the kit builds outside the workspace against the packed packages, with their types', () => {
  expect(outside.dir.startsWith(path.resolve(__dirname, '../..'))).toBe(false);
  expect(fs.realpathSync(path.join(outside.dir, 'node_modules/@lobby/shared-api'))).toBe(
    path.join(outside.dir, 'node_modules/@lobby/shared-api'),
  );
  expect(typecheck(outside.dir)).not.toMatch(/error TS/);
  // The platform's packages are in the project, as tarballs on no registry, and the template's
  // placeholders are all filled in.
  const pkg = JSON.parse(fs.readFileSync(path.join(outside.dir, 'package.json'), 'utf8'));
  expect(pkg.dependencies['@lobby/shared-api']).toBe('file:vendor/lobby-shared-api-1.0.0.tgz');
  expect(pkg.dependencies['@lobby/shared-ui']).toBe('file:vendor/lobby-shared-ui-1.0.0.tgz');
  expect(pkg.devDependencies['@lobby/remote-kit']).toBe('file:vendor/lobby-remote-kit-1.0.0.tgz');
  for (const file of [
    'README.md',
    'src/routes.tsx',
    'src/bootstrap.tsx',
    'src/pages/home-page.tsx',
  ])
    expect(fs.readFileSync(path.join(outside.dir, file), 'utf8')).not.toMatch(
      /__[A-Z]+__|\*\*[A-Z]+\*\*/,
    );
  const descriptor = JSON.parse(
    fs.readFileSync(path.join(outside.dist, 'lobby-remote.json'), 'utf8'),
  );
  expect(descriptor).toMatchObject({
    name: 'outside',
    paths: ['/outside'],
    nav: [{ label: 'Outside Corner', path: '/outside' }],
    shared: { '@lobby/shared-api': '^1.0.0', react: '^19.0.0' },
  });
  // The kit says at build time what the shell will refuse.
  expect(supportV2.buildOutput).toContain(
    '@lobby/shared-api 2.0.0 is installed, the platform provides ^1.0.0: the shell will refuse to mount the support remote.',
  );
});

test("an outside remote renders inside the layout, in the sidebar, and reads the member's session", async ({
  page,
  request,
}) => {
  // Served the README's way, from its own origin.
  const served = await npmRunServe(outside.dir, cdnPort);
  try {
    writeRegistry([
      {
        name: 'outside',
        manifest: `${cdn}/mf-manifest.json`,
        version: '1.0.0',
        paths: ['/outside'],
        nav: [{ label: 'Outside Corner', path: '/outside' }],
      },
    ]);
    const report = await (await request.get('/api/remotes')).json();
    expect(report.remotes.find((r: { name: string }) => r.name === 'outside')).toMatchObject({
      state: 'ok',
      source: 'override',
    });

    const name = uniqueName('kit');
    await demoLogin(page, name);
    const nav = page.getByRole('navigation', { name: /main/i });
    await nav.getByRole('link', { name: 'Outside Corner' }).click();
    await expect(page.getByRole('heading', { name: 'Outside Corner' })).toBeVisible();
    await expect(page.getByText(new RegExp(`as ${name}\\.`))).toBeVisible();
    await expect(page).toHaveTitle(/ - Outside Corner$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Outside Corner' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const copies = await page.evaluate(
      () =>
        (globalThis as { __LOBBY_SESSION_STORE_COPIES__?: number }).__LOBBY_SESSION_STORE_COPIES__,
    );
    expect(copies).toBe(1);
    await page.screenshot({ path: test.info().outputPath('outside-remote.png') });
  } finally {
    await served.stop();
  }
});

test('a release built against another major of @lobby/shared-api is refused; the other areas render', async ({
  browser,
  page,
  request,
}) => {
  writeRegistry([
    {
      name: 'support',
      manifest: `${cdn}/support-v2/mf-manifest.json`,
      version: '2.0.0',
      paths: ['/contact'],
    },
  ]);
  await staticCdn();
  const message = 'The support remote needs @lobby/shared-api ^2.0.0, this site provides 1.0.0.';
  const report = await (await request.get('/api/remotes')).json();
  expect(report.remotes.find((r: { name: string }) => r.name === 'support')).toMatchObject({
    state: 'error',
    reason: message,
  });

  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'This section failed to load' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Retry' })).toBeVisible();
  // A visitor's panel names no cause; staff see it, to fix it.
  await expect(main.getByText(message)).toHaveCount(0);
  await staffSees(browser, '/contact', message);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('refused-major.png') });

  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('link', { name: 'Store' }).click();
  await expect(page.getByRole('heading', { name: 'Point Store' })).toBeVisible();
  await nav.getByRole('link', { name: 'Bonus Hunts' }).click();
  await expect(page.getByRole('heading', { name: 'Bonus Hunt', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByRole('link', { name: 'Start Playing' })).toBeVisible();

  // Put back: the built support remote renders again after Retry.
  writeRegistry([]);
  await nav.getByRole('link', { name: 'Contact' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('textbox', { name: /Full Name/ })).toBeVisible();
});

test("a manifest the site's origin may not fetch (no CORS) is refused, saying so to staff", async ({
  browser,
  page,
  request,
}) => {
  await staticCdn();
  writeRegistry([
    {
      name: 'outside',
      manifest: `${cdn}/no-cors/mf-manifest.json`,
      version: '1.0.0',
      paths: ['/outside'],
    },
  ]);
  const report = await (await request.get('/api/remotes')).json();
  const entry = report.remotes.find((r: { name: string }) => r.name === 'outside');
  expect(entry.state).toBe('error');
  expect(entry.reason).toContain('no Access-Control-Allow-Origin header');

  await page.goto('/outside');
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'This section failed to load' }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(/Access-Control-Allow-Origin/)).toHaveCount(0);
  await staffSees(browser, '/outside', /no Access-Control-Allow-Origin header/);
});

/** The admin, on the page `at` in a session of their own, sees `text` (the cause) in the error panel. */
async function staffSees(browser: Browser, at: string, text: string | RegExp): Promise<void> {
  const context = await browser.newContext();
  try {
    const staff = await context.newPage();
    await demoLogin(staff, 'admin');
    await staff.goto(at);
    await expect(staff.getByRole('main').getByText(text)).toBeVisible();
  } finally {
    await context.close();
  }
}
