import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import type { RemoteRoutesModule } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { TrophyIcon } from '@lobby/shared-ui';
import { makeUser } from '../../../test/fixtures';
import { fakeRuntime, renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';
import type { RemoteFailure } from '../failure-report';

setupApi();

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
});

const commerce = {
  name: 'commerce',
  manifest: '/remotes/commerce/mf-manifest.json',
  version: '1.0.0',
  paths: ['/store', '/vip-rewards'],
};
const support = {
  name: 'support',
  manifest: '/remotes/support/mf-manifest.json',
  version: '1.0.0',
  paths: ['/contact', '/tickets', '/tickets/:id'],
};

function Crash(): never {
  throw new Error('render failed');
}

const commerceModule = (): RemoteRoutesModule => ({
  routes: [
    {
      path: '/store',
      title: 'Store',
      Component: lazy(async () => ({ default: () => <h1>Point Store</h1> })),
    },
    // '/vip-rewards' is in the registry but not in the remote's routes
  ],
});

const supportModule = (): RemoteRoutesModule => ({
  routes: [
    { path: '/contact', title: 'Contact', Component: () => <h1>Contact Us</h1> },
    { path: '/tickets', title: 'Support Tickets', Component: Crash },
    { path: '/tickets/:id', title: 'Ticket', Component: () => <h1>Ticket detail</h1> },
  ],
});

describe('remote pages', () => {
  it("renders the remote's page for the path, titled '{site name} - {title}'", async () => {
    const runtime = fakeRuntime({ commerce: async () => commerceModule() });
    renderShell({ path: '/store', remotes: [commerce, support], runtime });
    expect(await screen.findByRole('heading', { name: 'Point Store' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SpinCity - Store'));
    expect(runtime.loadRoutes).toHaveBeenCalledWith('commerce');
    expect(runtime.register).toHaveBeenCalledWith(
      expect.arrayContaining([
        { name: 'commerce', entry: 'http://localhost/remotes/commerce/mf-manifest.json' },
      ]),
      { force: true },
    );
  });

  it('shows the loader while the remote loads', async () => {
    let resolve!: (m: RemoteRoutesModule) => void;
    const runtime = fakeRuntime({ commerce: () => new Promise((r) => (resolve = r)) });
    renderShell({ path: '/store', remotes: [commerce], runtime });
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent('Loading...');
    resolve(commerceModule());
    expect(await screen.findByRole('heading', { name: 'Point Store' })).toBeInTheDocument();
  });

  it('shows the not-found page when the remote loads but lacks the path', async () => {
    const runtime = fakeRuntime({ commerce: async () => commerceModule() });
    renderShell({ path: '/vip-rewards', remotes: [commerce], runtime });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('matches parameterised paths', async () => {
    const runtime = fakeRuntime({ support: async () => supportModule() });
    renderShell({ path: '/tickets/12', remotes: [support], runtime });
    expect(await screen.findByRole('heading', { name: 'Ticket detail' })).toBeInTheDocument();
  });

  it('loads a remote once for all of its pages', async () => {
    const user = userEvent.setup();
    const runtime = fakeRuntime({ support: async () => supportModule() });
    const { router } = renderShell({ path: '/contact', remotes: [support], runtime });
    await screen.findByRole('heading', { name: 'Contact Us' });
    await act(() => router.navigate('/privacy'));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Contact',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(runtime.loadRoutes).toHaveBeenCalledTimes(1);
  });

  it('a remote that cannot be fetched shows the fallback in the content area; Retry loads it again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let blocked = true;
    const runtime = fakeRuntime({
      support: () =>
        blocked
          ? Promise.reject(new Error('Failed to fetch mf-manifest.json'))
          : Promise.resolve(supportModule()),
    });
    renderShell({ path: '/contact', remotes: [support], runtime });

    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'This section failed to load' }),
    ).toBeInTheDocument();
    expect(main).toHaveTextContent('support');
    // the layout keeps working
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    runtime.register.mockClear();
    blocked = false;
    await user.click(within(main).getByRole('button', { name: 'Retry' }));
    expect(await within(main).findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    expect(runtime.register).toHaveBeenCalledWith(
      [{ name: 'support', entry: 'http://localhost/remotes/support/mf-manifest.json' }],
      { force: true },
    );
    expect(runtime.loadRoutes).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('Retry that fails again keeps the fallback', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const runtime = fakeRuntime({ support: () => Promise.reject(new Error('offline')) });
    renderShell({ path: '/contact', remotes: [support], runtime });
    const main = screen.getByRole('main');
    await user.click(await within(main).findByRole('button', { name: 'Retry' }));
    expect(await within(main).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(runtime.loadRoutes).toHaveBeenCalledTimes(2);
    spy.mockRestore();
  });

  it('a page that throws while rendering shows the fallback; the layout and other remotes keep working', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const runtime = fakeRuntime({
      support: async () => supportModule(),
      commerce: async () => commerceModule(),
    });
    renderShell({ path: '/tickets', remotes: [commerce, support], runtime });

    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'This section failed to load' }),
    ).toBeInTheDocument();
    expect(main).toHaveTextContent('support');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Store' }),
    );
    expect(await screen.findByRole('heading', { name: 'Point Store' })).toBeInTheDocument();

    // the same remote's healthy pages still render
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Contact',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    spy.mockRestore();
  });
});

describe('remotes the registry or the shell refuses', () => {
  it("a remote in error in the registry shows staff the area's error panel with the reason, the manifest and Retry, not the 404 page", async () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const runtime = fakeRuntime({ support: async () => supportModule() });
    const error =
      'The support remote has no descriptor: remotes/support/dist/lobby-remote.json is missing (build the remote).';
    renderShell({
      path: '/contact',
      remotes: [commerce, { ...support, state: 'error', error }],
      runtime,
      user: makeUser({ role: 'moderator' }),
    });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'This section failed to load' }),
    ).toBeInTheDocument();
    expect(main).toHaveTextContent(error);
    expect(within(main).getByRole('definition')).toHaveTextContent(
      'http://localhost/remotes/support/mf-manifest.json',
    );
    expect(within(main).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    // never handed to Module Federation, never loaded
    expect(runtime.register).toHaveBeenCalledWith(
      [{ name: 'commerce', entry: 'http://localhost/remotes/commerce/mf-manifest.json' }],
      { force: true },
    );
    expect(runtime.loadRoutes).not.toHaveBeenCalled();
    expect(spy).toHaveBeenCalledWith(`[lobby] remote "support" is not mounted: ${error}`);
    spy.mockRestore();
  });

  it('a remote built against another major of a shared singleton is not mounted; the others are', async () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const manifests: Record<string, unknown> = {
      support: {
        shared: [
          { name: 'react', version: '19.2.0', requiredVersion: '^19.0.0' },
          { name: '@lobby/shared-api', version: '2.0.0', requiredVersion: '^2.0.0' },
          { name: 'react-dom/client', version: '19.9.0', requiredVersion: '^19.9.0' },
        ],
      },
      commerce: {
        shared: [{ name: '@lobby/shared-api', version: '1.0.0', requiredVersion: '^1.0.0' }],
      },
    };
    const runtime = {
      ...fakeRuntime({
        support: async () => supportModule(),
        commerce: async () => commerceModule(),
      }),
      manifest: jest.fn(async ({ name }: { name: string }) => manifests[name]),
      providedShared: () => ({
        react: '19.2.0',
        'react-dom': '19.2.0',
        '@lobby/shared-api': '1.0.0',
      }),
    };
    renderShell({
      path: '/contact',
      remotes: [commerce, support],
      runtime,
      user: makeUser({ role: 'admin' }),
    });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByText(
        'The support remote needs @lobby/shared-api ^2.0.0, this site provides 1.0.0.',
      ),
    ).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(runtime.loadRoutes).not.toHaveBeenCalledWith('support');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Store' }),
    );
    expect(await screen.findByRole('heading', { name: 'Point Store' })).toBeInTheDocument();
    expect(runtime.manifest).toHaveBeenCalledWith({
      name: 'commerce',
      entry: 'http://localhost/remotes/commerce/mf-manifest.json',
    });
    spy.mockRestore();
  });
});

describe("a visitor's panel and the failure reports", () => {
  it("shows a visitor a friendly panel naming no URL or cause, and reports the load failure once with the remote's name and version", async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const reports: RemoteFailure[] = [];
    const runtime = fakeRuntime({
      support: () =>
        Promise.reject(
          new Error('Failed to fetch http://localhost/remotes/support/mf-manifest.json (CORS)'),
        ),
    });
    renderShell({
      path: '/contact',
      remotes: [support],
      runtime,
      user: makeUser({ role: 'member' }),
      reportFailure: (f) => {
        reports.push(f);
        return true;
      },
    });
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'This section failed to load' }),
    ).toBeInTheDocument();
    expect(main).toHaveTextContent('try again in a moment');
    expect(main.textContent).not.toMatch(/https?:|mf-manifest|CORS/);
    expect(reports).toEqual([{ remote: 'support', version: '1.0.0', kind: 'load' }]);

    await user.click(within(main).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(runtime.loadRoutes).toHaveBeenCalledTimes(2));
    expect(await within(main).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(reports).toHaveLength(2);
    expect(reports.every((r) => r.kind === 'load')).toBe(true);
    spy.mockRestore();
  });

  it('reports a page that throws while rendering as a render failure, and shows staff what it threw', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const reports: RemoteFailure[] = [];
    renderShell({
      path: '/tickets',
      remotes: [{ ...support, version: '2.1.0-canary.1' }],
      runtime: fakeRuntime({ support: async () => supportModule() }),
      user: makeUser({ role: 'admin' }),
      reportFailure: (f) => {
        reports.push(f);
        return true;
      },
    });
    const main = screen.getByRole('main');
    expect(await within(main).findByText('render failed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(reports).toContainEqual({
        remote: 'support',
        version: '2.1.0-canary.1',
        kind: 'render',
      }),
    );
    expect(reports.some((r) => r.kind === 'load')).toBe(false);
    spy.mockRestore();
  });
});

describe('sidebar entries of remotes', () => {
  it("lists a registered remote's nav entries after the built-in links, and routes to its page", async () => {
    const user = userEvent.setup();
    const custom = {
      name: 'custom',
      manifest: 'https://streamer.example/custom/mf-manifest.json',
      version: '0.1.0',
      paths: ['/giveaway-wall', '/giveaway-wall/:id'],
      nav: [
        { label: 'Giveaway Wall', path: '/giveaway-wall' },
        { label: 'Not its path', path: '/elsewhere' },
        { label: 'Store again', path: '/store' },
      ],
    };
    const runtime = fakeRuntime({
      custom: async () => ({
        routes: [
          { path: '/giveaway-wall', title: 'Giveaway Wall', Component: () => <h1>Wall</h1> },
        ],
      }),
    });
    renderShell({ path: '/', remotes: [commerce, custom], runtime });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.at(-1)).toHaveAccessibleName('Giveaway Wall');
    expect(within(nav).queryByRole('link', { name: 'Not its path' })).not.toBeInTheDocument();
    expect(within(nav).getAllByRole('link', { name: /Store/ })).toHaveLength(1);
    await user.click(within(nav).getByRole('link', { name: 'Giveaway Wall' }));
    expect(await screen.findByRole('heading', { name: 'Wall' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Giveaway Wall' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('links only built-in pages a remote owns (a removed or replaced area leaves no link to a 404), with the icon an entry names', () => {
    const custom = {
      name: 'custom',
      manifest: 'https://streamer.example/custom/mf-manifest.json',
      version: '0.1.0',
      paths: ['/my-page'],
      nav: [{ label: 'My page', path: '/my-page', icon: 'trophy' }],
    };
    // support was replaced by a build without /contact: its "Contact" link goes too.
    renderShell({
      path: '/store',
      remotes: [commerce, { ...support, paths: ['/tickets', '/tickets/:id'] }, custom],
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['VIP Rewards', 'Store', 'My page']);
    const icon = within(nav).getByRole('link', { name: 'My page' }).querySelector('svg');
    const trophy = render(<TrophyIcon size={19} />).container.querySelector('svg');
    expect(icon?.innerHTML).toBe(trophy?.innerHTML);
  });
});

describe('a remote under a canary release', () => {
  it('reports that it mounted, with its version, so both sides of the canary are counted; other remotes report nothing when they load', async () => {
    const reports: RemoteFailure[] = [];
    const runtime = fakeRuntime({
      support: async () => supportModule(),
      commerce: async () => commerceModule(),
    });
    const { router } = renderShell({
      path: '/contact',
      remotes: [{ ...support, version: '1.1.0', canary: true }, commerce],
      runtime,
      reportFailure: (f) => {
        reports.push(f);
        return true;
      },
    });
    await screen.findByRole('heading', { name: 'Contact Us' });
    await act(() => router.navigate('/store'));
    await waitFor(() => expect(runtime.loadRoutes).toHaveBeenCalledWith('commerce'));
    expect(reports).toEqual([{ remote: 'support', version: '1.1.0', kind: 'mounted' }]);
  });
});
