import { act, render, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type {
  OverlayBracket,
  OverlayGiveaway,
  OverlayHunt,
  OverlayKind,
  OverlayLeaderboard,
  OverlaySettings,
} from '@lobby/shared-api';
import { defaultOverlaySettings, LiveClient } from '@lobby/shared-api';
import { FakeEventSource } from '@lobby/shared-api/testing';
import { setupApi } from '../test/server';
import { OverlayApp } from './overlay-app';

const server = setupApi();
jest.setTimeout(20_000);

const stream = () => {
  const open = FakeEventSource.live();
  if (!open.length) throw new Error('no open stream');
  return open[open.length - 1]!;
};

let reducedMotion = false;
beforeEach(() => {
  FakeEventSource.install();
  reducedMotion = false;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('reduce') && reducedMotion,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
});

const SERVER_TIME = new Date().toISOString();

function answer<T>(data: T, channels: string[]) {
  return { success: true, data, channels, server_time: SERVER_TIME };
}

/**
 * Serves the overlay's data from `current()` at each request (a test changes it), announced on
 * `channels`; `slow` answers after a moment (the loading state shows first). Returns the keys asked with.
 */
function serve<T>(kind: OverlayKind, current: () => T, channels: string[], slow = false) {
  const seen: string[] = [];
  server.use(
    http.get(`http://localhost/api/overlay/${kind}`, async ({ request }) => {
      seen.push(new URL(request.url).searchParams.get('key') ?? '');
      if (slow) await delay(50);
      return HttpResponse.json(answer(current(), channels));
    }),
  );
  return seen;
}

function renderOverlay(kind: OverlayKind, settings: Partial<OverlaySettings> = {}) {
  const client = new LiveClient((channels) => `/api/live?channels=${channels}`);
  return render(
    <OverlayApp
      config={{ kind, basePath: '', settings: { ...defaultOverlaySettings(kind), ...settings } }}
      overlayKey="ovl_test"
      client={client}
    />,
  );
}

/** Renders the overlay and waits for `shown` (its data is on screen) and for its live stream. */
async function renderLive(
  kind: OverlayKind,
  shown: string,
  settings: Partial<OverlaySettings> = {},
) {
  renderOverlay(kind, settings);
  expect(await screen.findByText(shown)).toBeInTheDocument();
  await waitFor(() => stream());
}

const hunt = (overrides: Partial<OverlayHunt> = {}): OverlayHunt => ({
  id: 7,
  name: 'Friday hunt',
  phase: 'opening',
  start_balance: 1000,
  end_balance: null,
  bonuses_total: 4,
  bonuses_opened: 2,
  winnings: 550,
  break_even_x: 45,
  best: {
    position: 2,
    slot_name: 'Sugar Rush',
    slot_provider: null,
    bet: 4,
    win: 400,
    multiplier: 100,
  },
  current: {
    position: 3,
    slot_name: 'Wanted',
    slot_provider: 'Hacksaw',
    bet: 5,
    win: null,
    multiplier: null,
  },
  bonuses: [
    { position: 1, slot_name: 'Gates', slot_provider: null, bet: 2, win: 150, multiplier: 75 },
    {
      position: 2,
      slot_name: 'Sugar Rush',
      slot_provider: null,
      bet: 4,
      win: 400,
      multiplier: 100,
    },
    {
      position: 3,
      slot_name: 'Wanted',
      slot_provider: 'Hacksaw',
      bet: 5,
      win: null,
      multiplier: null,
    },
    {
      position: 4,
      slot_name: 'Dog House',
      slot_provider: null,
      bet: 5,
      win: null,
      multiplier: null,
    },
  ],
  ...overrides,
});

describe('overlay page: bonus hunt', () => {
  it('shows a loading state first, then the hunt’s numbers, sized and coloured by its settings', async () => {
    serve('hunt', () => ({ hunt: hunt() }), ['hunts', 'hunt:7'], true);
    renderOverlay('hunt', { width: 600, height: 700, accent_color: '#ff0055' });
    const region = screen.getByRole('region', { name: 'Bonus hunt' });
    expect(within(region).getByRole('status')).toHaveTextContent('Loading…');
    expect(await within(region).findByText('Friday hunt')).toBeInTheDocument();
    expect(region).toHaveStyle({ width: '600px', height: '700px' });
    expect(region.style.getPropertyValue('--accent')).toBe('#ff0055');
    expect(within(region).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(region).getByText('$550.00')).toBeInTheDocument();
    expect(within(region).getByText('2 / 4')).toBeInTheDocument();
    expect(within(region).getByText('45.00x')).toBeInTheDocument();
    expect(within(region).getByText('Best multiplier').parentElement).toHaveTextContent(
      '100.00x Sugar Rush',
    );
    expect(within(region).getByRole('list', { name: 'Bonuses' })).toHaveTextContent('Dog House');
    const now = within(region).getByLabelText('Now opening');
    expect(now).toHaveTextContent('Wanted');
    expect(now).toHaveTextContent('Bet $5.00 · Hacksaw');
    expect(within(region).getByRole('progressbar', { name: 'Bonuses opened' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
  });

  it('refetches with its key when the live channel announces a change, within moments', async () => {
    let current = hunt();
    const keys = serve('hunt', () => ({ hunt: current }), ['hunts', 'hunt:7']);
    renderOverlay('hunt');
    expect(await screen.findByText('2 / 4')).toBeInTheDocument();
    await waitFor(() => expect(stream().url).toBe('/api/live?channels=hunt:7,hunts'));
    act(() => stream().open());
    current = hunt({ bonuses_opened: 3, winnings: 800 });
    act(() => stream().send('hunt:7', { type: 'games', hunt_id: 7 }));
    expect(await screen.findByText('3 / 4')).toBeInTheDocument();
    expect(screen.getByText('$800.00')).toBeInTheDocument();
    expect(keys.every((k) => k === 'ovl_test')).toBe(true);
  });

  it('shows that it is reconnecting while the stream is down, keeping the last data, and catches up', async () => {
    let current = hunt();
    serve('hunt', () => ({ hunt: current }), ['hunts', 'hunt:7']);
    await renderLive('hunt', '2 / 4');
    act(() => stream().open());
    act(() => stream().drop());
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    expect(screen.getByText('2 / 4')).toBeInTheDocument();
    current = hunt({ bonuses_opened: 4, current: null });
    act(() => stream().open());
    expect(await screen.findByText('4 / 4')).toBeInTheDocument();
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
  });

  it('shows nothing at all once its key stops working', async () => {
    server.use(
      http.get('http://localhost/api/overlay/hunt', () =>
        HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
      ),
    );
    const { container } = renderOverlay('hunt');
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    expect(container).toHaveTextContent('');
  });
});

const bracket: OverlayBracket = {
  id: 3,
  name: 'Slot Showdown',
  size: 4,
  live_match_id: 12,
  champion: null,
  rounds: [
    [
      {
        id: 11,
        round: 1,
        match_number: 1,
        slot1_name: 'Gates',
        slot2_name: 'Sugar',
        slot1_multiplier: 120,
        slot2_multiplier: 40,
        winner_name: 'Gates',
      },
      {
        id: 12,
        round: 1,
        match_number: 2,
        slot1_name: 'Wanted',
        slot2_name: 'Dog House',
        slot1_multiplier: null,
        slot2_multiplier: null,
        winner_name: null,
      },
    ],
    [
      {
        id: 13,
        round: 2,
        match_number: 1,
        slot1_name: 'Gates',
        slot2_name: null,
        slot1_multiplier: null,
        slot2_multiplier: null,
        winner_name: null,
      },
    ],
  ],
};

describe('overlay page: tournament bracket', () => {
  it('shows a loading state, then the rounds with the live match highlighted', async () => {
    serve('bracket', () => ({ tournament: bracket }), ['tournaments', 'tournament:3'], true);
    renderOverlay('bracket');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Slot Showdown')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Semi-finals' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Final' })).toBeInTheDocument();
    const live = screen.getByLabelText('Match 2: Wanted vs Dog House (live)');
    expect(live).toHaveAttribute('aria-current', 'true');
    expect(within(live).getByText('LIVE')).toBeInTheDocument();
    expect(screen.getByLabelText('Match 1: Gates vs TBD')).toBeInTheDocument();
    expect(screen.getByText('120.00x')).toBeInTheDocument();
  });
});

const board = (overrides: Partial<OverlayLeaderboard> = {}): OverlayLeaderboard => ({
  platform: { slug: 'roobet', name: 'Roobet' },
  period: { start: null, end: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString() },
  currency_symbol: '$',
  prize_pool: 750,
  rows: [
    { rank: 1, name: 'alpha', wagered: 9000, prize: 500 },
    { rank: 2, name: 'bravo', wagered: 7000, prize: 250 },
  ],
  ...overrides,
});

describe('overlay page: leaderboard', () => {
  it('shows a loading state, then the top N with prizes and the countdown', async () => {
    serve('leaderboard', () => board(), ['leaderboard'], true);
    renderOverlay('leaderboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Roobet')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Top 2' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('#1alpha$9,000$500 prize');
    expect(screen.getByRole('timer')).toHaveTextContent(/^2d 0[01]h \d\dm \d\ds$/);
  });

  it('says when no period runs, when nobody wagered yet, and when the platform is gone', async () => {
    let current = board({ period: null, rows: [] });
    serve('leaderboard', () => current, ['leaderboard']);
    await renderLive('leaderboard', 'No leaderboard running');
    act(() => stream().open());
    current = board({ rows: [] });
    act(() => stream().send('leaderboard', { type: 'sync' }));
    expect(await screen.findByText('No wagers yet')).toBeInTheDocument();
    current = { ...board(), platform: null };
    act(() => stream().send('leaderboard', { type: 'sync' }));
    expect(await screen.findByText('Leaderboard unavailable')).toBeInTheDocument();
  });
});

const giveaway = (overrides: Partial<OverlayGiveaway> = {}): OverlayGiveaway => ({
  id: 5,
  title: 'Weekend $100',
  prize: '$100.00',
  status: 'open',
  ends_at: new Date(Date.now() + 3_600_000).toISOString(),
  entries_count: 1234,
  entrants: ['ann', 'bob', 'cyd', 'dee'],
  winners: [],
  drawn_at: null,
  commitment: 'a'.repeat(64),
  seed: null,
  ...overrides,
});

const drawn = (overrides: Partial<OverlayGiveaway> = {}) =>
  giveaway({
    status: 'drawn',
    winners: [{ position: 1, name: 'cyd' }],
    drawn_at: new Date().toISOString(),
    seed: 'b'.repeat(64),
    ...overrides,
  });

describe('overlay page: giveaway winner reveal', () => {
  it('shows a loading state, then the open giveaway with entries and countdown', async () => {
    serve('giveaway', () => ({ giveaway: giveaway() }), ['giveaways', 'giveaway:5'], true);
    renderOverlay('giveaway');
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Weekend $100')).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^0[01]h \d\dm \d\ds$/);
    expect(screen.getByText(/Verifiable draw · commitment aaaaaaaaaaaaaaaa…/)).toBeInTheDocument();
  });

  it('when the draw happens, runs the reel through the entrants and lands on the drawn winner', async () => {
    let current = giveaway();
    serve('giveaway', () => ({ giveaway: current }), ['giveaways', 'giveaway:5']);
    await renderLive('giveaway', '1,234', { reveal_seconds: 2 });
    act(() => stream().open());
    current = drawn();
    act(() => stream().send('giveaway:5', { type: 'giveaway' }));
    const reel = await screen.findByLabelText('Drawing the winner');
    expect(within(reel).getAllByRole('listitem', { hidden: true }).length).toBeGreaterThan(30);
    const winner = await screen.findByLabelText('Winner');
    expect(within(winner).getByText('cyd')).toBeInTheDocument();
    expect(screen.getByText(/seed bbbbbbbbbbbbbbbb…/)).toBeInTheDocument();
  });

  it('with reduced motion shows the winner at once', async () => {
    reducedMotion = true;
    let current = giveaway();
    serve('giveaway', () => ({ giveaway: current }), ['giveaways', 'giveaway:5']);
    await renderLive('giveaway', '1,234');
    current = drawn({
      winners: [
        { position: 1, name: 'cyd' },
        { position: 2, name: 'ann' },
      ],
    });
    act(() => stream().send('giveaway:5', {}));
    const winner = await screen.findByLabelText('Winner');
    expect(screen.queryByLabelText('Drawing the winner')).not.toBeInTheDocument();
    expect(within(winner).getByText('Winners')).toBeInTheDocument();
    expect(within(winner).getByText('cyd')).toBeInTheDocument();
    expect(within(winner).getByText('#2 ann')).toBeInTheDocument();
  });

  it('a draw long past shows its winner without a reveal', async () => {
    serve('giveaway', () => ({ giveaway: drawn({ drawn_at: '2026-01-01T00:00:00.000Z' }) }), [
      'giveaways',
      'giveaway:5',
    ]);
    renderOverlay('giveaway');
    expect(await screen.findByLabelText('Winner')).toHaveTextContent('cyd');
    expect(screen.queryByLabelText('Drawing the winner')).not.toBeInTheDocument();
  });
});

describe('overlay page: every kind', () => {
  it.each([
    ['hunt', { hunt: null }, ['hunts'], 'No bonus hunt yet'],
    ['bracket', { tournament: null }, ['tournaments'], 'No tournament yet'],
    ['giveaway', { giveaway: null }, ['giveaways'], 'No giveaway yet'],
  ] as const)('%s: says when there is nothing to show', async (kind, data, channels, text) => {
    serve(kind, () => data, [...channels]);
    renderOverlay(kind);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it.each([
    ['bracket', () => ({ tournament: bracket }), ['tournaments', 'tournament:3'], 'Slot Showdown'],
    ['leaderboard', () => board(), ['leaderboard'], 'Roobet'],
    ['giveaway', () => ({ giveaway: giveaway() }), ['giveaways', 'giveaway:5'], 'Weekend $100'],
  ] as const)(
    '%s: shows reconnecting over its data while the stream is down',
    async (kind, data, channels, shown) => {
      serve<unknown>(kind, data, [...channels]);
      await renderLive(kind, shown);
      act(() => stream().drop());
      expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
      expect(screen.getByText(shown)).toBeInTheDocument();
    },
  );
});
