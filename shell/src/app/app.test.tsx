import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLayoutEffect } from 'react';
import type { RemoteRegistry, RemoteRoutesModule } from '@lobby/shared-api';
import { REMOTES_ELEMENT_ID, useSessionStore } from '@lobby/shared-api';
import { createRemoteLoader } from '../features/remotes/remote-loader';
import { makeSettings, makeUser } from '../test/fixtures';
import { fakeRuntime, testQueryClient } from '../test/render-shell';
import { setupApi } from '../test/server';
import { setViewport } from '../test/viewport';
import { App } from './app';

const server = setupApi();

const registry: RemoteRegistry = {
  remotes: [
    {
      name: 'community',
      manifest: '/remotes/community/mf-manifest.json',
      version: '1.0.0',
      paths: ['/', '/leaderboard', '/leaderboards'],
    },
    {
      name: 'commerce',
      manifest: 'https://cdn.example.com/commerce/mf-manifest.json',
      version: '2.0.0',
      paths: ['/store'],
    },
  ],
};

const community = (): RemoteRoutesModule => ({
  routes: [
    { path: '/', title: 'Home', Component: () => <h1>Welcome home</h1> },
    { path: '/leaderboard', title: 'Leaderboard', Component: () => <h1>Leaderboard page</h1> },
  ],
});

beforeEach(() => {
  useSessionStore.getState().reset();
  useSessionStore.getState().hydrate({
    user: null,
    settings: makeSettings(),
    basePath: '',
    demoLogin: true,
    discordLogin: false,
  });
  setViewport(1440);
  window.history.replaceState(null, '', '/');
});

function serveRegistry(body: RemoteRegistry | null, status = 200) {
  let calls = 0;
  server.use(
    http.get('http://localhost/remotes.json', () => {
      calls += 1;
      return body
        ? HttpResponse.json(body, { status })
        : HttpResponse.json({ success: false, message: 'down' }, { status: 503 });
    }),
  );
  return () => calls;
}

/** The server's boot screen in the page, painted `ago` ms before now (the page's clock past its start). */
function pageBootScreenShown(ago: number, attributes: Record<string, string> = {}) {
  jest.advanceTimersByTime(2000);
  const page = document.createElement('div');
  page.id = 'lobby-boot';
  page.setAttribute('data-shown-at', String(performance.now() - ago));
  for (const [name, value] of Object.entries(attributes)) page.setAttribute(name, value);
  document.body.appendChild(page);
}

/** The boot screen still shows `showing` ms on, and `more` ms later it is gone and the page shows. */
async function expectBootScreenEnds(showing: number, more: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(showing);
  });
  expect(screen.getByRole('status', { name: 'Loading SpinCity' })).toBeInTheDocument();
  await act(async () => {
    await jest.advanceTimersByTimeAsync(more);
  });
  expect(screen.queryByRole('status', { name: 'Loading SpinCity' })).not.toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Welcome home' })).toBeInTheDocument();
}

describe('boot', () => {
  beforeEach(() =>
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }),
  );
  afterEach(() => jest.useRealTimers());

  it('shows the full-screen loading screen with the site name for 1 second, then the layout', async () => {
    serveRegistry(registry);
    const runtime = fakeRuntime({ community: async () => community() });
    render(<App queryClient={testQueryClient()} loader={createRemoteLoader(runtime)} />);
    expect(screen.getByRole('status', { name: 'Loading SpinCity' })).toHaveTextContent('SpinCity');

    await act(async () => {
      await jest.advanceTimersByTimeAsync(900);
    });
    expect(screen.getByRole('status', { name: 'Loading SpinCity' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(150);
    });
    expect(screen.queryByRole('status', { name: 'Loading SpinCity' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome home' })).toBeInTheDocument();
  });

  it("loads the page's remote and renders it beneath the boot screen, hidden, before it ends", async () => {
    serveRegistry(registry);
    const load = jest.fn(async () => community());
    const runtime = fakeRuntime({ community: load });
    render(<App queryClient={testQueryClient()} loader={createRemoteLoader(runtime)} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(load).toHaveBeenCalledTimes(1);
    // Mounted but inert and hidden: not reachable by role, and the boot screen still shows.
    expect(screen.getByRole('status', { name: 'Loading SpinCity' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome home' })).not.toBeInTheDocument();
    const hidden = screen.getByText('Welcome home');
    expect(hidden.closest('[inert]')).not.toBeNull();
    expect(hidden.closest('[aria-hidden="true"]')).not.toBeNull();

    await act(async () => {
      await jest.advanceTimersByTimeAsync(600);
    });
    // The same element, now shown: the page was not mounted a second time.
    expect(screen.getByRole('heading', { name: 'Welcome home' })).toBe(hidden);
    expect(hidden.closest('[inert]')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("takes over the page's own boot screen and counts the second from when it showed", async () => {
    serveRegistry(registry);
    jest.advanceTimersByTime(2000); // the page's clock is past its start
    // The server's boot screen, shown 600 ms before the shell starts.
    const page = document.createElement('div');
    page.id = 'lobby-boot';
    page.setAttribute('role', 'status');
    page.setAttribute('aria-label', 'Loading SpinCity');
    page.setAttribute('data-shown-at', String(performance.now() - 600));
    document.body.appendChild(page);
    const runtime = fakeRuntime({ community: async () => community() });
    render(<App queryClient={testQueryClient()} loader={createRemoteLoader(runtime)} />);
    // One boot screen, the shell's: the page's is gone.
    expect(document.getElementById('lobby-boot')).toBeNull();
    expect(screen.getAllByRole('status', { name: 'Loading SpinCity' })).toHaveLength(1);

    // 600 + 300 ms: still the second; 600 + 450 ms: the second is over, the page shows.
    await expectBootScreenEnds(300, 150);
  });

  it("keeps the boot screen only as long as the server wrote on the page's (LOBBY_BOOT_SCREEN_MS)", async () => {
    serveRegistry(registry);
    pageBootScreenShown(100, { 'data-min-ms': '250' });
    const runtime = fakeRuntime({ community: async () => community() });
    render(<App queryClient={testQueryClient()} loader={createRemoteLoader(runtime)} />);
    // 100 + 100 ms: still showing; 100 + 160 ms: past the page's 250 ms, well before the second.
    await expectBootScreenEnds(100, 60);
  });

  it("removes the page's boot screen when the second was over before the shell started", async () => {
    serveRegistry(registry);
    pageBootScreenShown(1500);
    const runtime = fakeRuntime({ community: async () => community() });
    render(<App queryClient={testQueryClient()} loader={createRemoteLoader(runtime)} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(document.getElementById('lobby-boot')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Welcome home' })).toBeInTheDocument();
  });

  it('ends the boot screen when the second ran out between the first render and its timer', async () => {
    serveRegistry(registry);
    // The page's clock, moved by hand: 999 ms after the page's boot screen showed when the shell
    // first renders, 1,001 ms by the time its effects run (a slow start on a busy machine).
    let clock = 5000;
    jest.spyOn(performance, 'now').mockImplementation(() => clock);
    const page = document.createElement('div');
    page.id = 'lobby-boot';
    page.setAttribute('data-shown-at', String(clock - 999));
    document.body.appendChild(page);
    function LateEffects() {
      useLayoutEffect(() => {
        clock += 2;
      }, []);
      return null;
    }
    const runtime = fakeRuntime({ community: async () => community() });
    render(
      <>
        <App queryClient={testQueryClient()} loader={createRemoteLoader(runtime)} />
        <LateEffects />
      </>,
    );
    expect(screen.getByRole('status', { name: 'Loading SpinCity' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(screen.queryByRole('status', { name: 'Loading SpinCity' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome home' })).toBeInTheDocument();
  });

  it('takes the registry the server wrote into the page instead of fetching it, once', async () => {
    const calls = serveRegistry(registry);
    const el = document.createElement('script');
    el.id = REMOTES_ELEMENT_ID;
    el.type = 'application/json';
    el.textContent = JSON.stringify(registry);
    document.body.appendChild(el);
    const runtime = fakeRuntime({ community: async () => community() });
    render(<App queryClient={testQueryClient()} loader={createRemoteLoader(runtime)} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1100);
    });
    expect(await screen.findByRole('heading', { name: 'Welcome home' })).toBeInTheDocument();
    expect(calls()).toBe(0);
    expect(document.getElementById(REMOTES_ELEMENT_ID)).toBeNull();
  });

  it('registers every remote from /remotes.json with an absolute manifest URL', async () => {
    serveRegistry(registry);
    const runtime = fakeRuntime({ community: async () => community() });
    render(<App queryClient={testQueryClient()} loader={createRemoteLoader(runtime)} />);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(runtime.register).toHaveBeenCalledWith(
      [
        { name: 'community', entry: 'http://localhost/remotes/community/mf-manifest.json' },
        { name: 'commerce', entry: 'https://cdn.example.com/commerce/mf-manifest.json' },
      ],
      { force: true },
    );
  });
});

describe('routing', () => {
  it('redirects /leaderboards to /leaderboard, keeping the query', async () => {
    serveRegistry(registry);
    window.history.replaceState(null, '', '/leaderboards?platform=stake&period=last');
    const runtime = fakeRuntime({ community: async () => community() });
    render(<App queryClient={testQueryClient()} loader={createRemoteLoader(runtime)} bootMs={0} />);
    expect(await screen.findByRole('heading', { name: 'Leaderboard page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/leaderboard');
    expect(window.location.search).toBe('?platform=stake&period=last');
    expect(document.title).toBe('SpinCity - Leaderboard');
  });

  it('shows the not-found page with a link home for unknown paths', async () => {
    serveRegistry(registry);
    window.history.replaceState(null, '', '/no-such-page');
    render(
      <App queryClient={testQueryClient()} loader={createRemoteLoader(fakeRuntime())} bootMs={0} />,
    );
    const main = await screen.findByRole('main');
    expect(within(main).getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('SpinCity - Page Not Found');
  });

  it('serves every route under the base path on a sub-path deployment', async () => {
    serveRegistry(registry);
    useSessionStore.getState().hydrate({
      user: null,
      settings: makeSettings(),
      basePath: '/lobby',
      demoLogin: true,
      discordLogin: false,
    });
    window.history.replaceState(null, '', '/lobby/login');
    render(
      <App queryClient={testQueryClient()} loader={createRemoteLoader(fakeRuntime())} bootMs={0} />,
    );
    expect(await screen.findByRole('heading', { name: 'Log in to SpinCity' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Store' }),
    ).toHaveAttribute('href', '/lobby/store');
  });
});

describe('when the remote registry cannot be fetched', () => {
  it('still renders the layout and shows the fallback in the content area; Retry fetches it again', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const calls = serveRegistry(null);
    const runtime = fakeRuntime({ community: async () => community() });
    render(<App queryClient={testQueryClient()} loader={createRemoteLoader(runtime)} bootMs={0} />);

    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { name: 'This section failed to load' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    // the shell's own pages still work
    await user.click(
      within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms of Service' }),
    );
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    );

    serveRegistry(registry);
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Welcome home' })).toBeInTheDocument();
    expect(calls()).toBe(1);
    spy.mockRestore();
  });
});

describe('a remote the registry reports in error', () => {
  it('shows its error panel on its paths; Retry asks the registry again and mounts it once fixed', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/leaderboard');
    const broken: RemoteRegistry = {
      remotes: [
        {
          ...registry.remotes[0]!,
          version: '0.0.0',
          state: 'error',
          error:
            "The community remote's descriptor remotes/community/dist/lobby-remote.json is not valid JSON (Unexpected end of JSON input).",
        },
      ],
    };
    let body = broken;
    const asked: string[] = [];
    server.use(
      http.get('http://localhost/remotes.json', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(body);
      }),
    );
    const runtime = fakeRuntime({ community: async () => community() });
    render(<App queryClient={testQueryClient()} loader={createRemoteLoader(runtime)} bootMs={0} />);

    // Staff see the cause (a visitor's panel names none).
    useSessionStore.getState().setUser(makeUser({ role: 'admin' }));
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(/is not valid JSON/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page Not Found' })).not.toBeInTheDocument();
    expect(runtime.loadRoutes).not.toHaveBeenCalled();

    body = registry;
    await user.click(within(main).getByRole('button', { name: 'Retry' }));
    expect(
      await within(main).findByRole('heading', { name: 'Leaderboard page' }),
    ).toBeInTheDocument();
    expect(runtime.register).toHaveBeenLastCalledWith(
      [{ name: 'community', entry: 'http://localhost/remotes/community/mf-manifest.json' }],
      { force: true },
    );
    // The first read takes the server's last check; Retry asks it to check again at once.
    expect(asked).toEqual(['', '?check=1']);
    warn.mockRestore();
  });
});
