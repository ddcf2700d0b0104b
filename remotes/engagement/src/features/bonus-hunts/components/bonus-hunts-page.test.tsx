import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { BonusHuntsResponse } from '@lobby/contract-engagement';
import { useSessionStore } from '@lobby/shared-api';
import { FakeEventSource } from '@lobby/shared-api/testing';
import { renderRoutesAt } from '../../../testing/render';
import * as f from '../testing/fixtures';
import { BonusHuntsPage } from './bonus-hunts-page';

const API = 'http://localhost/api/r/bonus-hunts';

const server = setupServer(
  http.get(API, () => HttpResponse.json(f.huntsResponse())),
  http.get(`${API}/predictions`, () => HttpResponse.json(f.predictionsResponse())),
  http.get(`${API}/:id/user-prediction`, () =>
    HttpResponse.json({ success: true, prediction: null }),
  ),
);

let requests: string[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  requests.push(url.pathname + url.search);
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
  requests = [];
});
afterAll(() => server.close());

// A fresh query cache per test: no retries, no collection timers.
const renderPage = (path = '/bonus-hunts') =>
  renderRoutesAt(path, { '/bonus-hunts': <BonusHuntsPage /> });

function serveHunts(data: BonusHuntsResponse) {
  server.use(http.get(API, () => HttpResponse.json(data)));
}

/** The value shown under a figure's label (<dt>label</dt><dd>value</dd>). */
function figure(label: string, scope: HTMLElement = document.body) {
  return within(scope).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

describe('BonusHuntsPage — current hunt', () => {
  it('shows the title, the tabs, the hunt header and the four figures', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Bonus Hunt' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Current Hunt',
      'Predictions',
      'History',
    ]);
    expect(screen.getByRole('tab', { name: 'Current Hunt' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByText('Loading bonus hunt...')).toBeInTheDocument();

    expect(await screen.findByText('Hunt #12')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Friday Mega Hunt' })).toBeInTheDocument();
    expect(screen.getByText('ACTIVE')).toBeInTheDocument();
    expect(screen.queryByText('COMPLETED')).not.toBeInTheDocument();
    expect(screen.getByText('Nov 20, 2026')).toHaveAttribute(
      'dateTime',
      '2026-11-20T12:00:00.000Z',
    );

    expect(figure('Start Balance')).toBe('$1,000.00');
    expect(figure('Total Winnings')).toBe('$251.60');
    expect(figure('Break Even Required')).toBe('1.85x');
    expect(figure('Average Multiplier')).toBe('N/A');
    expect(requests).toContain('/api/r/bonus-hunts?page=1');
  });

  it('marks a finished hunt COMPLETED with its end balance and average multiplier', async () => {
    serveHunts(
      f.huntsResponse({
        latest_bonus_hunt: f.hunt({ is_active: false, end_balance: 1500 }),
        average_x: 12.345,
      }),
    );
    renderPage();
    expect(await screen.findByText('COMPLETED')).toBeInTheDocument();
    expect(screen.queryByText('ACTIVE')).not.toBeInTheDocument();
    expect(figure('Average Multiplier')).toBe('12.35x');
    expect(screen.getByText('End Balance').nextElementSibling).toHaveTextContent('$1,500.00');
  });

  it('lists the slots: truncated names and providers, Pending markers, players, wins and multipliers', async () => {
    const base = f.hunt();
    const games = base.games.map((g, i) =>
      i === 0 ? { ...g, slot_image: 'https://cdn.example.test/gates.png' } : g,
    );
    serveHunts(f.huntsResponse({ latest_bonus_hunt: { ...base, games } }));
    renderPage();

    const list = await screen.findByRole('list', { name: 'Hunt slots' });
    const [first, second, third, fourth] = within(list).getAllByRole('listitem');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('heading', { name: 'Slots (4)' })).toBeInTheDocument();

    // A settled bonus, with image, assigned player and the hunt's best multiplier.
    const one = within(first!);
    expect(one.getByText('#1')).toBeInTheDocument();
    expect(one.getByRole('img', { name: 'Gates of Olympus' })).toHaveAttribute(
      'src',
      'https://cdn.example.test/gates.png',
    );
    expect(one.getByText('Gates of Oly…')).toHaveAttribute('title', 'Gates of Olympus');
    expect(one.getByText('Pragmatic…')).toHaveAttribute('title', 'Pragmatic Play');
    expect(one.getByText('$10.00')).toBeInTheDocument();
    expect(one.getByText('$250.00')).toBeInTheDocument();
    expect(one.getByText('25.00x')).toBeInTheDocument();
    expect(one.getByRole('link', { name: 'AliceSpins' })).toHaveAttribute('href', '/profile/alice');
    expect(one.getByText('TOP')).toBeInTheDocument();

    // A losing bonus: no image falls back to the initial letter.
    const two = within(second!);
    expect(two.getByRole('img', { name: 'Sweet Bonanza' })).toHaveTextContent('S');
    expect(two.getByText('Sweet Bonanz…')).toHaveAttribute('title', 'Sweet Bonanza');
    expect(two.getByText('$1.60')).toBeInTheDocument();
    expect(two.getByText('0.40x')).toBeInTheDocument();
    expect(two.getByText('Unassigned')).toBeInTheDocument();
    expect(two.queryByText('TOP')).not.toBeInTheDocument();

    // A bonus not revealed yet.
    const three = within(third!);
    expect(three.getByText('Pending...')).toBeInTheDocument();
    expect(three.getByText('Pending')).toBeInTheDocument();
    expect(three.getByRole('img', { name: 'Slot not revealed yet' })).toBeInTheDocument();

    // A named bonus still waiting for its win, assigned to a member without a Kick handle.
    const four = within(fourth!);
    expect(four.getByText('Wanted Dead…')).toHaveAttribute('title', 'Wanted Dead or a Wild');
    expect(four.getByText('Hacksaw Ga…')).toHaveAttribute('title', 'Hacksaw Gaming');
    expect(four.getByText('Pending')).toBeInTheDocument();
    expect(four.getByRole('link', { name: 'bob' })).toHaveAttribute('href', '/profile/bob');

    expect(screen.getByRole('progressbar', { name: 'Bonuses opened' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
  });

  it('keeps short names whole', async () => {
    serveHunts(
      f.huntsResponse({
        latest_bonus_hunt: f.hunt({
          games: [f.game({ slot_name: 'Big Bass Bon', slot_provider: 'NoLimit' })],
        }),
      }),
    );
    renderPage();
    expect(await screen.findByText('Big Bass Bon')).toHaveAttribute('title', 'Big Bass Bon');
    expect(screen.getByText('NoLimit')).toBeInTheDocument();
  });

  it('shows an empty state when there is no hunt at all', async () => {
    serveHunts(f.huntsResponse({ latest_bonus_hunt: null, winnings: 0, break_even_x: null }));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'No active bonus hunt' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Start Balance')).not.toBeInTheDocument();
  });
});

describe('BonusHuntsPage — several live hunts', () => {
  const late = f.hunt({ id: 13, name: 'Late Night Hunt', games: [f.game({ id: 9 })] });
  const live = [
    { id: 13, name: 'Late Night Hunt', created_at: '2026-11-21T22:00:00.000Z' },
    { id: 12, name: 'Friday Mega Hunt', created_at: '2026-11-20T12:00:00.000Z' },
  ];

  beforeEach(() => {
    // The server shows the live hunt asked for (`hunt`), else the newest one.
    server.use(
      http.get(API, ({ request }) => {
        const wanted = new URL(request.url).searchParams.get('hunt');
        return HttpResponse.json(
          f.huntsResponse({
            latest_bonus_hunt: wanted === '12' ? f.hunt() : late,
            live_bonus_hunts: live,
          }),
        );
      }),
      http.get(`${API}/predictions`, ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('hunt') === '12'
            ? f.predictionsResponse()
            : f.predictionsResponse([f.prediction({ id: 5, user: f.bob })]),
        ),
      ),
    );
  });

  it('offers the live hunts in a labelled picker, newest shown first; picking one keeps it in the URL', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Late Night Hunt' })).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: '2 hunts live' });
    expect(picker).toHaveValue('13');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Late Night Hunt · started Nov 21, 2026',
      'Friday Mega Hunt · started Nov 20, 2026',
    ]);

    await user.selectOptions(picker, 'Friday Mega Hunt · started Nov 20, 2026');
    expect(await screen.findByRole('heading', { name: 'Friday Mega Hunt' })).toBeInTheDocument();
    expect(screen.getByLabelText('location').textContent).toBe('/bonus-hunts?hunt=12');
    expect(requests).toContain('/api/r/bonus-hunts?page=1&hunt=12');
  });

  it('opens on the hunt the URL remembers, and its predictions', async () => {
    renderPage('/bonus-hunts?tab=predictions&hunt=12');
    expect(await screen.findByRole('combobox', { name: '2 hunts live' })).toHaveValue('12');
    expect(await screen.findByRole('link', { name: 'AliceSpins' })).toBeInTheDocument();
    expect(requests).toContain('/api/r/bonus-hunts/predictions?hunt=12');
  });

  it('keeps the hunt it shows when that hunt completes, and offers the one still live', async () => {
    FakeEventSource.install();
    try {
      let completed = false;
      const ended = { ...late, is_active: false, predictions_active: false, end_balance: 250 };
      server.use(
        http.get(API, ({ request }) => {
          const wanted = new URL(request.url).searchParams.get('hunt');
          // Once 13 completed, the default hunt is 12, the one still live.
          const shown = wanted === '13' || !completed ? (completed ? ended : late) : f.hunt();
          return HttpResponse.json(
            f.huntsResponse({
              latest_bonus_hunt: shown,
              live_bonus_hunts: completed ? live.slice(1) : live,
            }),
          );
        }),
      );
      renderPage();
      expect(await screen.findByRole('heading', { name: 'Late Night Hunt' })).toBeInTheDocument();
      await waitFor(() => expect(FakeEventSource.live()).toHaveLength(1));
      const stream = FakeEventSource.live()[0]!;
      await waitFor(() => expect(decodeURIComponent(stream.url)).toContain('hunt:13'));
      act(() => stream.open());

      completed = true;
      act(() => stream.send('hunt:13', { type: 'completed', hunt_id: 13 }));
      expect(await screen.findByText('COMPLETED')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Late Night Hunt' })).toBeInTheDocument();
      const picker = screen.getByRole('combobox', { name: '1 hunt live' });
      expect(picker).toHaveValue('13');
      expect(
        within(picker)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Late Night Hunt · completed', 'Friday Mega Hunt · started Nov 20, 2026']);
      // No call asked for "the default hunt" once the page knew which one it watched.
      expect(requests.filter((r) => r === '/api/r/bonus-hunts?page=1')).toHaveLength(1);
    } finally {
      delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
    }
  });

  it('has no picker in History, nor with a single live hunt or none', async () => {
    const { unmount } = renderPage('/bonus-hunts?tab=history');
    expect(await screen.findByText('Thursday Hunt')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    unmount();

    serveHunts(f.huntsResponse());
    const one = renderPage();
    expect(await screen.findByRole('heading', { name: 'Friday Mega Hunt' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    one.unmount();

    serveHunts(
      f.huntsResponse({
        latest_bonus_hunt: f.hunt({ is_active: false, end_balance: 900 }),
        live_bonus_hunts: [],
      }),
    );
    renderPage();
    expect(await screen.findByText('COMPLETED')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('BonusHuntsPage — players', () => {
  it('shows a member player as a profile link, a viewer by Kick name, else Unassigned', async () => {
    serveHunts(
      f.huntsResponse({
        latest_bonus_hunt: f.hunt({
          games: [
            f.game({ id: 1, assigned_user: f.alice, user_id: f.alice.id }),
            f.game({ id: 2, assigned_kick_username: 'drifter_99' }),
            f.game({ id: 3 }),
          ],
        }),
      }),
    );
    renderPage();
    const list = await screen.findByRole('list', { name: 'Hunt slots' });
    const [one, two, three] = within(list).getAllByRole('listitem');
    expect(within(one!).getByRole('link', { name: 'AliceSpins' })).toBeInTheDocument();
    expect(within(two!).getByText('drifter_99')).toHaveAttribute('title', 'drifter_99 on Kick');
    expect(within(two!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(two!).queryByText('Unassigned')).not.toBeInTheDocument();
    expect(within(three!).getByText('Unassigned')).toBeInTheDocument();
  });
});

describe('BonusHuntsPage — own prediction', () => {
  it('invites a logged-out visitor to log in and does not ask for a prediction', async () => {
    renderPage();
    const box = await screen.findByRole('region', { name: 'Your Prediction' });
    expect(within(box).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(requests.some((r) => r.includes('user-prediction'))).toBe(false);
  });

  it("shows a logged-in member's own prediction for the latest hunt", async () => {
    useSessionStore.getState().setUser(f.sessionUser());
    server.use(
      http.get(`${API}/:id/user-prediction`, ({ params }) =>
        params.id === '12'
          ? HttpResponse.json({
              success: true,
              prediction: f.prediction({ end_balance: 987.65, highest_multiplier: 333.3 }),
            })
          : HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 }),
      ),
    );
    renderPage();
    const box = await screen.findByRole('region', { name: 'Your Prediction' });
    expect(await within(box).findByText('$987.65')).toBeInTheDocument();
    expect(figure('End Balance', box)).toBe('$987.65');
    expect(figure('Highest Multiplier', box)).toBe('333.30x');
    expect(figure('Slot', box)).toBe('Gates of Olympus');
    expect(within(box).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(requests).toContain('/api/r/bonus-hunts/12/user-prediction');
  });

  it('tells a logged-in member who has not predicted yet', async () => {
    useSessionStore.getState().setUser(f.sessionUser());
    renderPage();
    expect(
      await screen.findByText("You haven't made a prediction for this hunt yet."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('shows how far off the prediction was once the hunt is completed', async () => {
    useSessionStore.getState().setUser(f.sessionUser());
    serveHunts(
      f.huntsResponse({ latest_bonus_hunt: f.hunt({ is_active: false, end_balance: 1300 }) }),
    );
    server.use(
      http.get(`${API}/:id/user-prediction`, () =>
        HttpResponse.json({ success: true, prediction: f.prediction({ end_balance: 1234.5 }) }),
      ),
    );
    renderPage();
    const box = await screen.findByRole('region', { name: 'Your Prediction' });
    expect(await within(box).findByText('Off By')).toBeInTheDocument();
    expect(figure('Off By', box)).toBe('$65.50');
  });

  it('offers a retry when the prediction cannot be loaded', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    useSessionStore.getState().setUser(f.sessionUser());
    let calls = 0;
    server.use(
      http.get(`${API}/:id/user-prediction`, () =>
        ++calls === 1
          ? HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 })
          : HttpResponse.json({ success: true, prediction: f.prediction() }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Your prediction could not be loaded.')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Failed to load the member prediction'),
      expect.any(Error),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const box = screen.getByRole('region', { name: 'Your Prediction' });
    expect(await within(box).findByText('Highest Multiplier')).toBeInTheDocument();
    expect(within(box).queryByText('Your prediction could not be loaded.')).not.toBeInTheDocument();
    log.mockRestore();
  });
});

describe('BonusHuntsPage — predictions tab', () => {
  it('lists every prediction with user, date, end balance, multiplier and slot', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Predictions' }));
    expect(screen.getByRole('tab', { name: 'Predictions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('location')).toHaveTextContent('/bonus-hunts?tab=predictions');

    expect(await screen.findByRole('heading', { name: 'All Predictions (2)' })).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: 'Predictions' })).getAllByRole(
      'listitem',
    );
    const a = within(first!);
    expect(a.getByRole('link', { name: 'AliceSpins' })).toHaveAttribute('href', '/profile/alice');
    expect(a.getByText(/^Nov 20/)).toHaveAttribute('dateTime', '2026-11-20T14:05:00.000Z');
    expect(a.getByText('$1,234.50')).toBeInTheDocument();
    expect(a.getByText('2.00x')).toBeInTheDocument();
    expect(a.getByText('Gates of Olympus')).toBeInTheDocument();
    const b = within(second!);
    expect(b.getByRole('link', { name: 'bob' })).toHaveAttribute('href', '/profile/bob');
    expect(b.getByText('B')).toHaveAttribute('aria-label', 'bob'); // initial-letter avatar fallback
    expect(b.getByText('$800.00')).toBeInTheDocument();
    expect(b.getByText('150.50x')).toBeInTheDocument();
    expect(b.getByText('Sweet Bonanza')).toBeInTheDocument();
  });

  it("marks the member's own prediction and, on a finished hunt, the closest one", async () => {
    useSessionStore.getState().setUser(f.sessionUser({ id: f.bob.id, username: 'bob' }));
    serveHunts(
      f.huntsResponse({ latest_bonus_hunt: f.hunt({ is_active: false, end_balance: 850 }) }),
    );
    renderPage('/bonus-hunts?tab=predictions');
    const [first, second] = within(
      await screen.findByRole('list', { name: 'Predictions' }),
    ).getAllByRole('listitem');
    expect(within(first!).queryByText('You')).not.toBeInTheDocument();
    expect(within(first!).queryByText('Closest')).not.toBeInTheDocument();
    expect(within(second!).getByText('You')).toBeInTheDocument();
    expect(within(second!).getByText('Closest')).toBeInTheDocument();
  });

  it('says No predictions yet when there are none', async () => {
    server.use(http.get(`${API}/predictions`, () => HttpResponse.json(f.predictionsResponse([]))));
    renderPage('/bonus-hunts?tab=predictions');
    expect(await screen.findByRole('heading', { name: 'All Predictions (0)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No predictions yet' })).toBeInTheDocument();
  });

  it('shows an error with Retry when predictions fail to load', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.get(`${API}/predictions`, () =>
        ++calls === 1 ? HttpResponse.error() : HttpResponse.json(f.predictionsResponse()),
      ),
    );
    const user = userEvent.setup();
    renderPage('/bonus-hunts?tab=predictions');
    expect(
      await screen.findByRole('heading', { name: 'Failed to load predictions' }),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Failed to load predictions'),
      expect.any(Error),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'All Predictions (2)' })).toBeInTheDocument();
    log.mockRestore();
  });
});

describe('BonusHuntsPage — history tab', () => {
  it('lists past hunts with start, end, slot count and Profit or Loss', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'History' }));
    const [first, second] = within(
      await screen.findByRole('list', { name: 'Past hunts' }),
    ).getAllByRole('listitem');
    const a = within(first!);
    expect(a.getByText('Thursday Hunt')).toBeInTheDocument();
    expect(a.getByText('$500.00')).toBeInTheDocument();
    expect(a.getByText('$650.00')).toBeInTheDocument();
    expect(a.getByText('14')).toBeInTheDocument();
    expect(a.getByText('Profit +$150.00')).toBeInTheDocument();
    const b = within(second!);
    expect(b.getByText('Midweek Hunt')).toBeInTheDocument();
    expect(b.getByText('9')).toBeInTheDocument();
    expect(b.getByText('Loss -$75.50')).toBeInTheDocument();
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('pages through past hunts with GET /api/r/bonus-hunts?page=n', async () => {
    server.use(
      http.get(API, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        const data =
          page === 2
            ? [f.summary({ id: 5, name: 'Old Hunt', profit: null, end_balance: null })]
            : f.huntsResponse().past_bonus_hunts.data;
        return HttpResponse.json(
          f.huntsResponse({
            past_bonus_hunts: { data, current_page: page, last_page: 3, total: 7 },
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderPage('/bonus-hunts?tab=history');
    expect(await screen.findByText('Thursday Hunt')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(nav).getByRole('button', { name: '2' }));
    expect(await screen.findByText('Old Hunt')).toBeInTheDocument();
    expect(screen.queryByText('Thursday Hunt')).not.toBeInTheDocument();
    expect(screen.getByText('No result')).toBeInTheDocument();
    expect(requests).toContain('/api/r/bonus-hunts?page=2');
    expect(
      within(screen.getByRole('navigation', { name: 'Pagination' })).getByRole('button', {
        name: '2',
      }),
    ).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Thursday Hunt')).toBeInTheDocument();
  });

  it('keeps the current page and offers Retry when a page fails', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    let failed = false;
    server.use(
      http.get(API, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
        if (page === 2 && !failed) {
          failed = true;
          return HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 });
        }
        const data =
          page === 2
            ? [f.summary({ id: 5, name: 'Old Hunt' })]
            : f.huntsResponse().past_bonus_hunts.data;
        return HttpResponse.json(
          f.huntsResponse({
            past_bonus_hunts: { data, current_page: page, last_page: 2, total: 3 },
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderPage('/bonus-hunts?tab=history');
    await user.click(await screen.findByRole('button', { name: '2' }));
    expect(
      await screen.findByText('Page 2 of the past hunts could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Thursday Hunt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Old Hunt')).toBeInTheDocument();
    expect(
      screen.queryByText('Page 2 of the past hunts could not be loaded.'),
    ).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('says No past hunts found when there are none', async () => {
    serveHunts(
      f.huntsResponse({ past_bonus_hunts: { data: [], current_page: 1, last_page: 1, total: 0 } }),
    );
    renderPage('/bonus-hunts?tab=history');
    expect(await screen.findByRole('heading', { name: 'No past hunts found' })).toBeInTheDocument();
  });
});

describe('BonusHuntsPage — failures', () => {
  it('logs a failed load, shows an error and recovers on Retry', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.get(API, () =>
        ++calls === 1
          ? HttpResponse.json({ success: false, message: 'Database down' }, { status: 503 })
          : HttpResponse.json(f.huntsResponse()),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Failed to load the bonus hunt' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Failed to load the bonus hunt'),
      expect.objectContaining({ message: 'Database down' }),
    );

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hunt #12')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    log.mockRestore();
  });

  it('switches tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('Hunt #12');
    screen.getByRole('tab', { name: 'Current Hunt' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Predictions' })).toHaveFocus();
    expect(await screen.findByRole('heading', { name: 'All Predictions (2)' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('heading', { name: /Past Hunts/ })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'History' })).toBeInTheDocument();
  });
});
