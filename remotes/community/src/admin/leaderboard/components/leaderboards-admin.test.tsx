import { File as NodeFile } from 'node:buffer';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminFeedKind, AdminPlatform } from '@lobby/contract-community';
import { closingTabAsks } from '@lobby/shared-ui/testing';
import { renderWithProviders } from '../../../testing/render';
import LeaderboardsAdmin from './leaderboards-admin';

const BASE = 'http://localhost/api/admin/community/leaderboard';

const platform = (over: Partial<AdminPlatform> = {}): AdminPlatform => ({
  id: 1,
  slug: 'lumen',
  name: 'Lumen Casino',
  image: null,
  currency_symbol: '$',
  time_zone: 'UTC',
  wager_basis: 'raw',
  excluded_usernames: ['streamer'],
  mask_usernames: false,
  active: true,
  period: {
    id: 10,
    timeframe: 'weekly',
    start: '2026-11-16T00:00:00.000Z',
    end: '2026-11-23T00:00:00.000Z',
    prizes: ['500.00', '250.00'],
    total_prize_pool: '750.00',
    entries: 42,
  },
  feed: {
    kind: 'roobet',
    config: { baseUrl: 'https://api.roobet.test', token: '••••9c2e', userId: 'aff-1' },
    enabled: true,
    sync_interval_s: 300,
    last_sync_at: '2026-11-20T11:00:00.000Z',
    last_success_at: '2026-11-20T10:00:00.000Z',
    row_count: 42,
    last_error: 'Roobet answered HTTP 500; the sync will retry later',
    failures: 2,
    next_attempt_at: '2026-11-20T11:02:00.000Z',
  },
  ...over,
});
const kinds: AdminFeedKind[] = [
  {
    kind: 'roobet',
    label: 'Roobet-style stats',
    description: 'GET {base}/affiliate/v2/stats',
    secret_fields: ['token'],
    provides_weighted: true,
    range_mode: 'range',
  },
  {
    kind: 'csv',
    label: 'CSV import',
    description: 'Upload a CSV',
    secret_fields: [],
    provides_weighted: true,
    range_mode: 'import',
  },
];
const listAnswer = (platforms = [platform()]) =>
  HttpResponse.json({ success: true, data: { platforms, feed_kinds: kinds } });

const server = setupServer(
  http.get(BASE, () => listAnswer()),
  http.get(`${BASE}/platforms/1/entries`, () =>
    HttpResponse.json({
      success: true,
      data: {
        entries: [
          { rank: 1, username: 'BigWhale', wagered: '12000.00', corrected: false },
          { rank: 2, username: 'minnow', wagered: '50.00', corrected: true },
        ],
        total: 2,
      },
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function manage() {
  renderWithProviders(<LeaderboardsAdmin />);
  const row = (await screen.findByText('Lumen Casino')).closest('tr')!;
  expect(within(row).getByText('Failing')).toBeInTheDocument();
  // Amounts through the shared formatter: '750.00' → '$750.00' (and '5000.00' → '$5,000.00').
  expect(within(row).getByText('$750.00')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Manage Lumen Casino' }));
}

jest.setTimeout(20_000);

describe('Admin › Leaderboards', () => {
  it('shows the feed health and the masked secret, saves the feed and syncs now', async () => {
    let saved: unknown = null;
    let synced = 0;
    server.use(
      http.put(`${BASE}/platforms/1/feed`, async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ success: true, message: 'Feed saved.', data: platform() });
      }),
      http.post(`${BASE}/platforms/1/sync`, () => {
        synced += 1;
        return HttpResponse.json({
          success: true,
          message: 'Synced 42 players.',
          data: platform(),
        });
      }),
    );
    await manage();
    const feed = screen.getByRole('region', { name: 'Casino feed' });
    expect(
      within(feed).getByText('Roobet answered HTTP 500; the sync will retry later'),
    ).toBeInTheDocument();
    expect(within(feed).getByRole('textbox', { name: /API token/ })).toHaveValue('••••9c2e');
    const url = within(feed).getByRole('textbox', { name: /Base URL/ });
    await userEvent.clear(url);
    await userEvent.type(url, 'https://new.example');
    await userEvent.click(within(feed).getByRole('button', { name: 'Save feed' }));
    expect(await within(feed).findByText('Feed saved.')).toBeInTheDocument();
    expect(saved).toEqual({
      kind: 'roobet',
      config: { baseUrl: 'https://new.example', token: '••••9c2e', userId: 'aff-1' },
      enabled: true,
      sync_interval_s: 300,
    });
    await userEvent.click(within(feed).getByRole('button', { name: 'Sync now' }));
    expect(await within(feed).findByText('Synced 42 players.')).toBeInTheDocument();
    expect(synced).toBe(1);
  });

  it("opens the platform of '?platform=' (the dashboard's failing-feed link)", async () => {
    renderWithProviders(<LeaderboardsAdmin />, {
      route: '/admin-new/community/leaderboards?platform=1',
    });
    const feed = await screen.findByRole('region', { name: 'Casino feed' });
    expect(
      within(feed).getByText('Roobet answered HTTP 500; the sync will retry later'),
    ).toBeInTheDocument();
  });

  it('shows per-field errors of the feed settings', async () => {
    server.use(
      http.put(`${BASE}/platforms/1/feed`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid.',
            errors: { 'config.baseUrl': ['Use an http(s) address'] },
          },
          { status: 400 },
        ),
      ),
    );
    await manage();
    const feed = screen.getByRole('region', { name: 'Casino feed' });
    await userEvent.click(within(feed).getByRole('button', { name: 'Save feed' }));
    expect(await within(feed).findByText('Use an http(s) address')).toBeInTheDocument();
  });

  it('previews the rows of a generic JSON configuration before saving it', async () => {
    const generic = platform({
      feed: {
        ...platform().feed!,
        kind: 'generic-json',
        config: {
          url: 'https://api.example/lb',
          method: 'GET',
          secretName: 'Authorization',
          secretPrefix: 'Bearer ',
          secret: '••••9c2e',
          cookie: '••••',
          headers: { 'User-Agent': 'Lobby' },
          listPath: 'data',
          usernamePath: 'username',
          wageredPath: 'wagered',
          hiddenNames: ['Hidden User'],
        },
      },
    });
    const withGeneric: AdminFeedKind[] = [
      ...kinds,
      {
        kind: 'generic-json',
        label: 'Generic JSON feed',
        description: 'Any JSON API',
        secret_fields: ['secret', 'cookie'],
        provides_weighted: true,
        range_mode: 'range',
      },
    ];
    const asked: unknown[] = [];
    server.use(
      http.get(BASE, () =>
        HttpResponse.json({
          success: true,
          data: { platforms: [generic], feed_kinds: withGeneric },
        }),
      ),
      http.post(`${BASE}/platforms/1/feed/preview`, async ({ request }) => {
        const body = (await request.json()) as { config: Record<string, unknown> };
        asked.push(body);
        if (asked.length === 1)
          return HttpResponse.json(
            {
              success: false,
              message: 'The given data was invalid.',
              errors: { 'config.listPath': ['A "[" in the path is not closed'] },
            },
            { status: 400 },
          );
        return HttpResponse.json({
          success: true,
          message: 'The feed answered 3 players.',
          data: {
            period: { start: '2026-11-16T00:00:00.000Z', end: '2026-11-20T12:00:00.000Z' },
            received: 4,
            dropped: 1,
            dropped_samples: [{ index: 3, reason: 'username is missing' }],
            rows: [
              {
                username: 'Ann',
                wagered: '412384.22',
                weighted_wagered: null,
                favorite_game: null,
                uid: '7',
                hidden: false,
              },
              {
                username: 'Hidden User',
                wagered: '50.00',
                weighted_wagered: null,
                favorite_game: null,
                uid: null,
                hidden: true,
              },
              {
                username: 'Hidden User',
                wagered: '20.00',
                weighted_wagered: null,
                favorite_game: null,
                uid: null,
                hidden: true,
              },
            ],
            total_rows: 3,
          },
        });
      }),
    );
    await manage();
    const feed = screen.getByRole('region', { name: 'Casino feed' });
    expect(within(feed).getByRole('textbox', { name: /Other headers/ })).toHaveValue(
      'User-Agent: Lobby',
    );
    const list = within(feed).getByRole('textbox', { name: /List path/ });
    await userEvent.clear(list);
    await userEvent.click(list);
    await userEvent.paste("$.data[?(@.status=='live')].players[*]");
    await userEvent.click(within(feed).getByRole('button', { name: 'Preview rows' }));
    expect(await within(feed).findByText('A "[" in the path is not closed')).toBeInTheDocument();
    expect(asked[0]).toEqual({
      kind: 'generic-json',
      config: expect.objectContaining({
        listPath: "$.data[?(@.status=='live')].players[*]",
        secret: '••••9c2e',
        cookie: '••••',
        headers: 'User-Agent: Lobby',
        hiddenNames: ['Hidden User'],
        method: 'GET',
      }),
    });

    await userEvent.click(within(feed).getByRole('button', { name: 'Preview rows' }));
    const table = await within(feed).findByRole('table', { name: 'Rows the feed yields' });
    expect(within(table).getAllByText('Hidden User (hidden, kept apart)')).toHaveLength(2);
    expect(within(table).getByText('$412,384.22')).toBeInTheDocument();
    // The feed sent no weighted amounts or games: no empty columns for them.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Username', 'Wagered']);
    expect(within(feed).getByText(/3 players from/)).toHaveTextContent('1 unreadable row left out');
    expect(
      within(within(feed).getByRole('table', { name: 'Rows left out' })).getByText(
        'username is missing',
      ),
    ).toBeInTheDocument();
    expect(within(feed).queryByText('A "[" in the path is not closed')).not.toBeInTheDocument();
  });

  it('corrects an entry from the standings', async () => {
    let body: unknown = null;
    server.use(
      http.post(`${BASE}/platforms/1/corrections`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true, message: 'Entry corrected.', data: platform() });
      }),
    );
    await manage();
    const standings = screen.getByRole('region', { name: 'Standings' });
    expect(await within(standings).findByText('$12,000.00')).toBeInTheDocument();
    expect(within(standings).getByText('Corrected')).toBeInTheDocument();
    expect(closingTabAsks()).toBe(false);
    await userEvent.click(within(standings).getByRole('button', { name: 'Correct BigWhale' }));
    // A correction being written asks before it is lost.
    expect(closingTabAsks()).toBe(true);
    await userEvent.clear(within(standings).getByRole('textbox', { name: /Wagered/ }));
    await userEvent.type(within(standings).getByRole('textbox', { name: /Wagered/ }), '100.00');
    await userEvent.type(within(standings).getByRole('textbox', { name: /Reason/ }), 'Chargeback');
    await userEvent.click(within(standings).getByRole('button', { name: 'Save correction' }));
    expect(await within(standings).findByText('Entry corrected.')).toBeInTheDocument();
    expect(body).toEqual({ username: 'BigWhale', wagered: '100.00', reason: 'Chargeback' });
    expect(closingTabAsks()).toBe(false);
  });

  it('previews a CSV with its errors, then imports it', async () => {
    let committed = 0;
    server.use(
      http.post(`${BASE}/platforms/1/csv/preview`, () =>
        HttpResponse.json({
          success: true,
          data: {
            total_records: 3,
            valid_rows: 2,
            error_count: 1,
            errors: [{ line: 3, message: 'Wagered: not an amount' }],
            preview: [
              { line: 2, username: 'alice', wagered: '1500.50', weighted_wagered: null },
              { line: 4, username: 'bob', wagered: '20.00', weighted_wagered: null },
            ],
            duplicate_usernames: 0,
          },
        }),
      ),
      http.post(`${BASE}/platforms/1/csv/commit`, () => {
        committed += 1;
        return HttpResponse.json({
          success: true,
          message: 'Imported 2 players, skipped 1 bad rows.',
          data: { rows: 2, skipped: 1, platform: platform() },
        });
      }),
    );
    await manage();
    const csv = screen.getByRole('region', { name: 'CSV import' });
    // Node's File (jest-fixed-jsdom's FormData takes Node's Blobs, as a browser's takes its own).
    const file = new NodeFile(['username,wagered\nalice,1500.50\n'], 'w.csv', {
      type: 'text/csv',
    }) as unknown as File;
    await userEvent.upload(within(csv).getByLabelText('CSV file'), file);
    expect(await within(csv).findByText('alice')).toBeInTheDocument();
    expect(within(csv).getByText('Wagered: not an amount')).toBeInTheDocument();
    expect(within(csv).getByText(/2 of 3 rows are valid, 1 have errors/)).toBeInTheDocument();
    await userEvent.click(within(csv).getByRole('button', { name: 'Import 2 rows' }));
    expect(
      await within(csv).findByText('Imported 2 players, skipped 1 bad rows.'),
    ).toBeInTheDocument();
    expect(committed).toBe(1);
  });

  it('creates a platform, and shows the empty list and a load error with Retry', async () => {
    let calls = 0;
    server.use(
      http.get(BASE, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Down' }, { status: 500 })
          : listAnswer([]);
      }),
      http.post(`${BASE}/platforms`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid.',
            errors: { slug: ['Another platform has this slug'] },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<LeaderboardsAdmin />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Down');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No platforms yet: add the first one.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New platform' }));
    const form = screen.getByRole('region', { name: 'New platform' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Roo');
    await userEvent.type(within(form).getByRole('textbox', { name: /Slug/ }), 'lumen');
    await userEvent.click(within(form).getByRole('button', { name: 'Create platform' }));
    expect(await within(form).findByText('Another platform has this slug')).toBeInTheDocument();
  });
});

describe('Admin › Leaderboards › focus', () => {
  it('"New platform" moves focus to the form that opens below the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LeaderboardsAdmin />);
    await screen.findByText('Lumen Casino');
    await user.click(screen.getByRole('button', { name: 'New platform' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New platform' })).toHaveFocus();
  });

  it('"Manage" moves focus to the platform panel', async () => {
    await manage();
    expect(screen.getByRole('heading', { level: 2, name: 'Platform' })).toHaveFocus();
  });
});
