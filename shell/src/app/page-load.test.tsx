import { screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { RemoteRegistry } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { createRemoteLoader } from '../features/remotes/remote-loader';
import {
  leaderboardIndex,
  makeAffiliate,
  makePlatform,
  makeSettings,
  makeUser,
} from '../test/fixtures';
import { fakeRuntime, testQueryClient } from '../test/render-shell';
import { setupApi } from '../test/server';
import { setViewport } from '../test/viewport';
import { App } from './app';

// The whole page as a browser gets it: the shell (boot, registry, layout with sidebar, header and
// footer) and, inside it, the community remote's real home page, loaded through the remote loader
// as Module Federation would hand it over. Every request is counted at the network layer.
// The first test compiles the whole home page (shell and remote): slow on a busy machine.
jest.setTimeout(30_000);

const server = setupApi();

const registry: RemoteRegistry = {
  remotes: [
    {
      name: 'community',
      manifest: '/remotes/community/mf-manifest.json',
      version: '1.0.0',
      paths: ['/', '/profile', '/profile/:username', '/settings'],
    },
  ],
};

const HOUR = 3_600_000;

let requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  requests.push(`${request.method} ${new URL(request.url).pathname}`);
});

beforeEach(() => {
  requests = [];
  setViewport(1440);
  window.history.replaceState(null, '', '/');
  server.use(
    http.get('http://localhost/remotes.json', () => HttpResponse.json(registry)),
    http.get('http://localhost/api/r/affiliates', () =>
      HttpResponse.json({
        success: true,
        data: [makeAffiliate(1, { name: 'Stake' }), makeAffiliate(2, { name: 'Roobet' })],
      }),
    ),
    // One leaderboard ends within 24 hours: the header's banner shows it, the carousel too.
    http.get('http://localhost/api/r/leaderboard', () =>
      HttpResponse.json(leaderboardIndex([makePlatform(1, 5 * HOUR, { name: 'Stake' })])),
    ),
    http.get('http://localhost/api/r/stream', () =>
      HttpResponse.json({
        live: false,
        channel: 'lobbystreamer',
        viewer_count: 0,
        followers_count: 10,
        session_title: null,
        player_url: null,
        channel_url: 'https://kick.com/lobbystreamer',
        checked_at: new Date().toISOString(),
      }),
    ),
    http.get('http://localhost/api/r/stats/total-given-away', () =>
      HttpResponse.json({ success: true, total: 125000, formatted_total: '$125,000.00' }),
    ),
  );
});
afterEach(() => useSessionStore.getState().reset());

function countsOf(list: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const r of list) counts[r] = (counts[r] ?? 0) + 1;
  return counts;
}

async function loadHome(user: ReturnType<typeof makeUser> | null) {
  useSessionStore.getState().hydrate({
    user,
    settings: makeSettings(),
    basePath: '',
    demoLogin: true,
    discordLogin: false,
  });
  const queryClient = testQueryClient();
  const runtime = fakeRuntime({ community: () => import('remote:community/routes') });
  render(<App queryClient={queryClient} loader={createRemoteLoader(runtime)} bootMs={0} />);

  // The shell's parts and the remote's page both show what the calls answered…
  const promos = await screen.findByRole('region', { name: 'Partners' });
  expect(within(promos).getByRole('article', { name: 'Stake' })).toBeInTheDocument();
  expect(await screen.findByRole('link', { name: /Stake Leaderboard ends in/ })).toBeVisible();
  const partners = await screen.findByRole('list', { name: 'Affiliate partners' });
  expect(within(partners).getAllByRole('listitem')).toHaveLength(2);
  expect(await screen.findByRole('region', { name: 'Active leaderboards' })).toBeInTheDocument();
  expect(await screen.findByText('OFFLINE')).toBeInTheDocument();
  // …and nothing is still on its way that could add a request after the count.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return countsOf(requests);
}

describe('one page load calls each endpoint once', () => {
  it('a visitor on the home page: the sidebar and the partner cards share one affiliates call, the banner and the carousel one leaderboard call', async () => {
    const counts = await loadHome(null);
    expect(counts).toEqual({
      'GET /remotes.json': 1,
      'GET /api/r/affiliates': 1,
      'GET /api/r/leaderboard': 1,
      'GET /api/r/stream': 1,
      'GET /api/r/stats/total-given-away': 1,
      'GET /api/r/chat-points/leaderboard': 1,
    });
  });

  it('a member on the home page adds their notifications, once', async () => {
    const member = makeUser({ time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    const counts = await loadHome(member);
    await screen.findByRole('button', { name: 'Notifications' });
    expect(counts).toEqual({
      'GET /remotes.json': 1,
      'GET /api/r/affiliates': 1,
      'GET /api/r/leaderboard': 1,
      'GET /api/r/stream': 1,
      'GET /api/r/stats/total-given-away': 1,
      'GET /api/r/chat-points/leaderboard': 1,
      'GET /api/notifications': 1,
    });
  });
});
