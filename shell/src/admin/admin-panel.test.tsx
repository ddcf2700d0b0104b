import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RemoteAdminModule } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { makeUser } from '../test/fixtures';
import { fakeRuntime, renderShell } from '../test/render-shell';
import { setupApi } from '../test/server';
import { setViewport } from '../test/viewport';
import { makeOverview } from './test/admin-fixtures';

const server = setupApi();
// Screens with forms and several round trips: room for a loaded machine.
jest.setTimeout(30_000);

const admin = makeUser({ id: 1, name: 'Site Admin', username: 'admin', role: 'admin' });
const moderator = makeUser({ id: 2, name: 'Mod', username: 'moderator', role: 'moderator' });
const member = makeUser({ id: 3, role: 'member' });

const engagement = {
  name: 'engagement',
  manifest: '/remotes/engagement/mf-manifest.json',
  version: '1.0.0',
  paths: ['/bonus-hunts'],
  admin: true,
};
const support = {
  name: 'support',
  manifest: '/remotes/support/mf-manifest.json',
  version: '1.0.0',
  paths: ['/contact'],
  admin: true,
};
const commerce = {
  name: 'commerce',
  manifest: '/remotes/commerce/mf-manifest.json',
  version: '1.0.0',
  paths: ['/store'],
};

const engagementAdmin = (): RemoteAdminModule => ({
  routes: [
    { path: '', title: 'Giveaways', Component: () => <h1>Giveaways admin</h1> },
    { path: 'hunts/:id', title: 'Hunt', Component: () => <h1>Hunt editor</h1> },
    {
      path: 'settings',
      title: 'Engagement settings',
      Component: () => <h1>Engagement settings</h1>,
      minRole: 'admin',
    },
  ],
  nav: [
    { path: '', label: 'Giveaways', icon: 'gift' },
    { path: 'settings', label: 'Engagement settings', icon: 'settings', minRole: 'admin' },
  ],
});

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
  server.use(
    http.get('http://localhost/api/admin/overview', () =>
      HttpResponse.json({ success: true, data: makeOverview() }),
    ),
  );
});

describe('who may open /admin-new/', () => {
  it('sends a visitor to the login page, coming back after', async () => {
    const { router } = renderShell({ path: '/admin-new/audit?area=site' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/admin-new/audit?area=site',
    );
  });

  it('shows a member the 403 page with a way home, without the admin chrome', async () => {
    const user = userEvent.setup();
    const { router } = renderShell({ path: '/admin-new/', user: member });
    expect(
      screen.getByRole('heading', { name: "You don't have access to the admin panel" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to Home' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('opens the panel for a moderator in its own layout with the member and Back to site', async () => {
    renderShell({ path: '/admin-new/', user: moderator });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const bar = screen.getByRole('banner');
    expect(bar).toHaveTextContent('Mod');
    expect(within(bar).getByRole('link', { name: /Back to site/ })).toHaveAttribute('href', '/');
    // not the public chrome
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SpinCity - Admin - Dashboard'));
  });
});

describe('the dashboard', () => {
  it('shows the figures and the latest staff actions', async () => {
    renderShell({ path: '/admin-new/', user: admin });
    const figures = screen.getByRole('group', { name: 'Figures' });
    expect(await within(figures).findByText('120')).toBeInTheDocument();
    expect(figures).toHaveTextContent('1 hidden');
    const table = screen.getByRole('table', { name: 'Latest staff actions' });
    expect(await within(table).findByText('site.update')).toBeInTheDocument();
  });

  it('says when the figures fail and retries', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get('http://localhost/api/admin/overview', () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 })
          : HttpResponse.json({ success: true, data: makeOverview({ members: 7 }) }),
      ),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/', user: admin });
    const alert = await screen.findByText(/The figures could not be loaded/);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(screen.getByRole('group', { name: 'Figures' })).findByText('7'),
    ).toBeInTheDocument();
  });
});

describe('the dashboard', () => {
  it('shows the failing feeds with since when, the last error and a link to each feed', async () => {
    server.use(
      http.get('http://localhost/api/admin/overview', () =>
        HttpResponse.json({
          success: true,
          data: makeOverview({
            failing_feeds: [
              {
                platform: { id: 4, name: 'Rainbet', slug: 'rainbet' },
                since: new Date(Date.now() - 3 * 3_600_000).toISOString(),
                failures: 7,
                last_error: 'Feed answered HTTP 503',
                next_attempt_at: null,
              },
            ],
          }),
        }),
      ),
    );
    renderShell({ path: '/admin-new/', user: moderator });
    const section = await screen.findByRole('region', { name: 'Failing feeds' });
    const item = within(section).getByRole('listitem');
    expect(item).toHaveTextContent('Rainbet');
    expect(item).toHaveTextContent('7 failed syncs');
    expect(item).toHaveTextContent('Failing since 3 hours ago');
    expect(item).toHaveTextContent('Last error: Feed answered HTTP 503');
    expect(within(item).getByRole('link', { name: "Open Rainbet's feed" })).toHaveAttribute(
      'href',
      '/admin-new/community/leaderboards?platform=4',
    );
  });

  it('shows no feed section while every feed works', async () => {
    renderShell({ path: '/admin-new/', user: admin });
    await screen.findByRole('group', { name: 'Figures' });
    await within(screen.getByRole('group', { name: 'Figures' })).findByText('120');
    expect(screen.queryByRole('region', { name: 'Failing feeds' })).not.toBeInTheDocument();
  });
});

describe("the areas' admin screens", () => {
  it("loads each admin remote's ./admin lazily (never on public pages) and mounts its screens", async () => {
    const runtime = fakeRuntime({}, { engagement: async () => engagementAdmin() });
    renderShell({
      path: '/admin-new/engagement/hunts/5',
      user: admin,
      remotes: [engagement, commerce],
      runtime,
    });
    expect(await screen.findByRole('heading', { name: 'Hunt editor' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SpinCity - Admin - Hunt'));
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('heading', { name: 'Engagement' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Giveaways' })).toHaveAttribute(
      'href',
      '/admin-new/engagement',
    );
    // commerce has no admin part: never asked for
    expect(runtime.loadAdmin).toHaveBeenCalledTimes(1);
    expect(runtime.loadAdmin).toHaveBeenCalledWith('engagement');
  });

  it('does not load admin bundles on public pages', async () => {
    const runtime = fakeRuntime({}, { engagement: async () => engagementAdmin() });
    renderShell({ path: '/privacy', user: admin, remotes: [engagement], runtime });
    expect(await screen.findByRole('heading', { name: 'Privacy Policy' })).toBeInTheDocument();
    expect(runtime.loadAdmin).not.toHaveBeenCalled();
  });

  it('filters nav items and screens by minRole', async () => {
    const runtime = fakeRuntime({}, { engagement: async () => engagementAdmin() });
    renderShell({
      path: '/admin-new/engagement/settings',
      user: moderator,
      remotes: [engagement],
      runtime,
    });
    expect(
      await screen.findByRole('heading', { name: 'Engagement settings is for admins' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(within(nav).getByRole('link', { name: 'Giveaways' })).toBeInTheDocument();
    expect(
      within(nav).queryByRole('link', { name: 'Engagement settings' }),
    ).not.toBeInTheDocument();
  });

  it('a broken admin bundle of one area leaves the others usable; Retry loads it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    const runtime = fakeRuntime(
      {},
      {
        engagement: async () => engagementAdmin(),
        support: () =>
          broken
            ? Promise.reject(new Error('Failed to fetch remoteEntry.js'))
            : Promise.resolve({
                default: {
                  routes: [{ path: '', title: 'Tickets', Component: () => <h1>Ticket queue</h1> }],
                  nav: [{ path: '', label: 'Tickets', icon: 'ticket' }],
                },
              }),
      },
    );
    const user = userEvent.setup();
    renderShell({
      path: '/admin-new/support',
      user: admin,
      remotes: [engagement, support],
      runtime,
    });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'This section failed to load' }),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(
      within(nav).getByRole('button', { name: 'Retry loading the Support admin screens' }),
    ).toBeInTheDocument();

    // the other area still works
    await user.click(within(nav).getByRole('link', { name: 'Giveaways' }));
    expect(await screen.findByRole('heading', { name: 'Giveaways admin' })).toBeInTheDocument();

    broken = false;
    await user.click(
      within(nav).getByRole('button', { name: 'Retry loading the Support admin screens' }),
    );
    await user.click(await within(nav).findByRole('link', { name: 'Tickets' }));
    expect(await screen.findByRole('heading', { name: 'Ticket queue' })).toBeInTheDocument();
    expect(runtime.loadAdmin).toHaveBeenCalledWith('support');
  });

  it('a screen that crashes stays inside the content area', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const Crash = (): never => {
      throw new Error('render failed');
    };
    const runtime = fakeRuntime(
      {},
      {
        engagement: async () => ({
          routes: [{ path: '', title: 'Giveaways', Component: Crash }],
          nav: [{ path: '', label: 'Giveaways' }],
        }),
      },
    );
    renderShell({ path: '/admin-new/engagement', user: admin, remotes: [engagement], runtime });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'This section failed to load' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('an unknown admin address shows the admin not-found screen', async () => {
    renderShell({ path: '/admin-new/nowhere', user: admin });
    expect(
      await screen.findByRole('heading', { name: 'No such admin screen' }),
    ).toBeInTheDocument();
  });
});

describe('the admin layout on a phone', () => {
  beforeEach(() => setViewport(375));

  it('turns the sidebar into a drawer that Escape closes, focus back on the menu button', async () => {
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/', user: admin });
    const sidebar = document.getElementById('admin-sidebar')!;
    expect(sidebar).toHaveAttribute('aria-hidden', 'true');
    const menu = screen.getByRole('button', { name: 'Open admin menu' });
    await user.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Admin menu' });
    expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(sidebar).toHaveAttribute('aria-hidden', 'true');
    expect(menu).toHaveFocus();
  });
});
