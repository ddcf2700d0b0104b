import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { LeaderboardPeriodResponse } from '@lobby/contract-community';
import type { LeaderboardPlayer, Platform } from '@lobby/shared-api';
import { API, leaderboardIndex, platform, player } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { LeaderboardPage } from './leaderboard-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const stake = platform();
const roobet = platform({ id: 2, slug: 'roobet', name: 'Roobet', image: null });

const players = (n: number): LeaderboardPlayer[] =>
  Array.from({ length: n }, (_, i) =>
    player({
      rank: i + 1,
      displayName: `Player ${i + 1}`,
      username: `player${i + 1}`,
      wagered: (n - i) * 1000 + 0.4,
      favoriteGameTitle: null,
    }),
  );

/**
 * The server's answer; a search counts its matches up to `cap` ("1,000+" above), or with
 * `'walk'` (a common term in a big period) says only "more than the rows up to this page" while
 * pages follow, and counts the last one.
 */
function board(
  p: Platform,
  all: LeaderboardPlayer[],
  url: URL,
  over: Partial<LeaderboardPeriodResponse['data']> = {},
  cap: number | 'walk' = 1000,
): LeaderboardPeriodResponse {
  const search = url.searchParams.get('search')?.toLowerCase() ?? '';
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 100);
  const rest = all.slice(3).filter((x) => x.displayName.toLowerCase().includes(search));
  return {
    success: true,
    data: {
      platform: p,
      period: (url.searchParams.get('period') as 'current' | 'last') ?? 'current',
      top_three: all.slice(0, 3),
      rest_of_users: rest.slice(offset, offset + limit),
      total_players: all.length,
      ...(cap === 'walk' && search && offset + limit < rest.length
        ? { rest_total: offset + limit, rest_total_capped: true }
        : {
            rest_total: search && cap !== 'walk' ? Math.min(rest.length, cap) : rest.length,
            rest_total_capped: !!search && cap !== 'walk' && rest.length > cap,
          }),
      rest_has_more: offset + limit < rest.length,
      prizes: [500, 250, 100, 50],
      total_prize_pool: 900,
      current_period: {
        start: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        end: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      },
      currency_symbol: '$',
      last_updated_at: null,
      latest_snapshot: null,
      ...(over as Partial<LeaderboardPeriodResponse['data']> as object),
    },
  };
}

/** Serves the platforms and each platform's boards; answers what each request asked. */
function serve(
  boards: Record<string, LeaderboardPlayer[]>,
  platforms = [stake, roobet],
  cap?: number | 'walk',
) {
  const requests: URL[] = [];
  server.use(
    http.get(`${API}/leaderboard`, ({ request }) => {
      const url = new URL(request.url);
      const slug = url.searchParams.get('platform');
      if (!slug) return HttpResponse.json(leaderboardIndex(platforms));
      requests.push(url);
      const p = platforms.find((x) => x.slug === slug);
      const all = boards[`${slug}:${url.searchParams.get('period')}`];
      if (!p || !all)
        return HttpResponse.json(
          { success: false, message: 'Platform not found' },
          { status: 404 },
        );
      return HttpResponse.json(board(p, all, url, {}, cap));
    }),
  );
  return requests;
}

const location = () => screen.getByTestId('location').textContent;

describe('LeaderboardPage', () => {
  it('shows the first platform: podium second-first-third, prizes, countdown and progress', async () => {
    serve({ 'stake:current': players(6), 'roobet:current': [] });
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });

    const podium = await screen.findByRole('list', { name: 'Podium' });
    const places = within(podium).getAllByRole('listitem');
    expect(places.map((li) => li.getAttribute('aria-label'))).toEqual([
      '2nd place: Player 2',
      '1st place: Player 1',
      '3rd place: Player 3',
    ]);
    expect(places[1]).toHaveTextContent('$6,000 wagered');
    expect(places[1]).toHaveTextContent('Prize $500');
    expect(places[0]).toHaveTextContent('Prize $250');

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['#4', 'Player 4', '$3,000', '$50'],
      ['#5', 'Player 5', '$2,000', '–No prize'],
      ['#6', 'Player 6', '$1,000', '–No prize'],
    ]);
    expect(screen.getByRole('heading', { name: 'Stake Leaderboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Stake/, pressed: true })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Current Period', pressed: true }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^\d+d \d\dh|^\d\dh \d\dm \d\ds$/)).toBeInTheDocument();
    const progress = screen.getByRole('progressbar', { name: 'Period progress' });
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(49);
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(51);
    // The prize pool counts up to its value (its accessible name is the final figure).
    expect(screen.getByLabelText('$900')).toBeInTheDocument();
  });

  it('on a phone shows large figures in short form with the full figure in their names', async () => {
    window.matchMedia = ((query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    const big = players(4).map((p, i) => ({
      ...p,
      wagered: [3_078_245, 2_767_123, 41_234, 2_767_999][i]!,
    }));
    serve({ 'stake:current': big, 'roobet:current': [] });
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });

    const podium = await screen.findByRole('list', { name: 'Podium' });
    const first = within(podium).getByRole('listitem', { name: '1st place: Player 1' });
    expect(within(first).getByRole('button', { name: '$3.08M ($3,078,245)' })).toHaveTextContent(
      /^\$3\.08M/,
    );
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    await userEvent.setup().click(within(row).getByRole('button', { name: '$2.77M ($2,767,999)' }));
    expect(within(row).getByRole('button', { expanded: true })).toBeInTheDocument();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  it('keeps platform and period in the URL; choosing a platform resets to the current period', async () => {
    const user = userEvent.setup();
    serve({
      'stake:current': players(5),
      'stake:last': players(4).map((p) => ({ ...p, displayName: `Old ${p.rank}` })),
      'roobet:current': players(2),
    });
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard?platform=stake&period=last' });

    expect(await screen.findByText('Period Ended')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last Period', pressed: true })).toBeInTheDocument();
    expect(await screen.findByText('Old 1')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');

    await user.click(screen.getByRole('button', { name: 'Current Period' }));
    expect(location()).toBe('/leaderboard?platform=stake');
    expect(await screen.findByText('Player 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Last Period' }));
    expect(location()).toBe('/leaderboard?platform=stake&period=last');
    await user.click(screen.getByRole('button', { name: /Roobet/ }));
    expect(location()).toBe('/leaderboard?platform=roobet');
    expect(await screen.findByRole('heading', { name: 'Roobet Leaderboard' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Current Period', pressed: true }),
    ).toBeInTheDocument();
  });

  it('says when the data was last updated and offers the standings snapshot', async () => {
    server.use(
      http.get(`${API}/leaderboard`, ({ request }) => {
        const url = new URL(request.url);
        if (!url.searchParams.get('platform')) return HttpResponse.json(leaderboardIndex([stake]));
        return HttpResponse.json(
          board(stake, players(4), url, {
            last_updated_at: new Date(Date.now() - 5 * 60_000).toISOString(),
            latest_snapshot: {
              id: 77,
              taken_at: new Date().toISOString(),
              source: 'feed',
              hash: 'ab'.repeat(32),
              row_count: 4,
            },
          }),
        );
      }),
    );
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });
    expect(await screen.findByText('Last updated 5 minutes ago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      'http://localhost/api/r/leaderboard/snapshots/77?format=csv',
    );
    expect(screen.getByRole('link', { name: 'JSON' })).toHaveAttribute(
      'href',
      'http://localhost/api/r/leaderboard/snapshots/77?format=json',
    );
  });

  it('says "weighted wagers" next to a board whose amounts are weighted', async () => {
    server.use(
      http.get(`${API}/leaderboard`, ({ request }) => {
        const url = new URL(request.url);
        if (!url.searchParams.get('platform')) return HttpResponse.json(leaderboardIndex([stake]));
        return HttpResponse.json(board(stake, players(4), url, { weighted_wagers: true }));
      }),
    );
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });
    expect(await screen.findByText('Weighted wagers')).toBeInTheDocument();
  });

  it('shows a podium of fewer than three players and no ranked list', async () => {
    serve({ 'stake:current': players(2) });
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard?platform=stake' });
    const podium = await screen.findByRole('list', { name: 'Podium' });
    expect(
      within(podium)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['2nd place: Player 2', '1st place: Player 1']);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No players yet' })).toBeInTheDocument();
  });

  it("shows 'No players yet' for an empty period", async () => {
    serve({ 'stake:current': [] });
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboards?platform=stake' });
    expect(await screen.findByRole('heading', { name: 'No players yet' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Podium' })).not.toBeInTheDocument();
  });

  it('searches the ranked list on the server, case-insensitively, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const requests = serve({ 'stake:current': players(12) });
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });
    await screen.findByRole('table');

    await user.type(screen.getByRole('searchbox', { name: 'Search players...' }), 'PLAYER 1');
    await waitFor(
      () =>
        expect(
          within(screen.getByRole('table'))
            .getAllByRole('row')
            .slice(1)
            .map((r) => within(r).getAllByRole('cell')[1]!.textContent),
        ).toEqual(['Player 10', 'Player 11', 'Player 12']),
      { timeout: 4000 },
    );
    expect(requests.at(-1)!.searchParams.get('search')).toBe('PLAYER 1');
    // The podium is not filtered.
    expect(
      within(screen.getByRole('list', { name: 'Podium' })).getAllByRole('listitem'),
    ).toHaveLength(3);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zed');
    expect(
      await screen.findByRole('heading', { name: 'No players found' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('No player matches “zed”.')).toBeInTheDocument();
  }, 20_000);

  it('loads more players a page at a time', async () => {
    const user = userEvent.setup();
    serve({ 'stake:current': players(3 + 130) });
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });
    expect(await screen.findByText('Showing 100 of 130 players from #4')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more players' }));
    expect(await screen.findByText('Showing 130 of 130 players from #4')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more players' })).not.toBeInTheDocument();
    expect(screen.getByText('#133')).toBeInTheDocument();
  });

  it('says "N+" when a common search is not counted to the end, and pages on while players come', async () => {
    const user = userEvent.setup();
    const requests = serve({ 'stake:current': players(3 + 130) }, [stake], 50);
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });
    await screen.findByText('Showing 100 of 130 players from #4');
    await user.type(screen.getByRole('searchbox', { name: 'Search players...' }), 'player');
    expect(
      // More than 50 match, and 100 are shown: at least those.
      await screen.findByText('Showing 100 of 100+ matching players', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more players' }));
    // No page follows: every match is shown, so that is the count.
    expect(await screen.findByText('Showing 130 of 130 matching players')).toBeInTheDocument();
    expect(requests.at(-1)!.searchParams.get('offset')).toBe('100');
    expect(screen.queryByRole('button', { name: 'Show more players' })).not.toBeInTheDocument();
    expect(screen.getByText('#133')).toBeInTheDocument();
  }, 20_000);

  it('grows "N+" page by page for a common term the server does not count', async () => {
    const user = userEvent.setup();
    serve({ 'stake:current': players(3 + 250) }, [stake], 'walk');
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });
    await screen.findByText('Showing 100 of 250 players from #4');
    await user.type(screen.getByRole('searchbox', { name: 'Search players...' }), 'player');
    expect(
      await screen.findByText('Showing 100 of 100+ matching players', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more players' }));
    expect(await screen.findByText('Showing 200 of 200+ matching players')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show more players' }));
    expect(await screen.findByText('Showing 250 of 250 matching players')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more players' })).not.toBeInTheDocument();
  }, 20_000);

  it('shows not found for an unknown platform', async () => {
    serve({});
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard?platform=nope' });
    expect(
      await screen.findByRole('heading', { name: 'Leaderboard not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all leaderboards' })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
  });

  it('shows an error with retry, and the empty state without platforms', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(`${API}/leaderboard`, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })
          : HttpResponse.json(leaderboardIndex([])),
      ),
    );
    renderWithProviders(<LeaderboardPage />, { route: '/leaderboard' });
    expect(
      await screen.findByRole('heading', { name: 'Failed to load leaderboards' }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No leaderboards yet' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Failed to load leaderboards', expect.anything());
    warn.mockRestore();
  });
});
