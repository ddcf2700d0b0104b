import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { API, leaderboardIndex, platform } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { LeaderboardCarousel } from './leaderboard-carousel';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.useRealTimers();
});
afterAll(() => server.close());

const serve = (platforms: ReturnType<typeof platform>[]) =>
  server.use(http.get(`${API}/leaderboard`, () => HttpResponse.json(leaderboardIndex(platforms))));

const slide = () => screen.getByRole('group', { name: /\d+ of \d+:/ });
const remaining = () =>
  within(screen.getByText('Time remaining').closest('div')!).getByRole('definition');
/** '00h 00m 27s' → 27 (under an hour). */
const seconds = (text: string | null) => {
  const m = /^(\d\d)h (\d\d)m (\d\d)s$/.exec(text ?? '');
  if (!m) throw new Error(`Not a countdown: ${text}`);
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
};

describe('LeaderboardCarousel', () => {
  it('shows only platforms with an active leaderboard and moves with next / previous', async () => {
    const user = userEvent.setup();
    serve([
      platform(),
      platform({ id: 2, slug: 'dormant', name: 'Dormant', active_leaderboard: null }),
      platform({ id: 3, slug: 'roobet', name: 'Roobet', top_three: [] }),
      platform({ id: 4, slug: 'shuffle', name: 'Shuffle' }),
    ]);
    renderWithProviders(<LeaderboardCarousel />);

    expect(await screen.findByRole('heading', { name: 'Stake', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(slide()).toHaveAccessibleName('1 of 3: Stake');

    await user.click(screen.getByRole('button', { name: 'Next leaderboard' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Roobet', level: 3 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next leaderboard' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shuffle', level: 3 })).toBeInTheDocument();

    // Wraps around at both ends.
    await user.click(screen.getByRole('button', { name: 'Next leaderboard' }));
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous leaderboard' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous leaderboard' }));
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dormant' })).not.toBeInTheDocument();
  });

  it('jumps to a platform with its dot', async () => {
    const user = userEvent.setup();
    serve([
      platform(),
      platform({ id: 2, slug: 'roobet', name: 'Roobet' }),
      platform({ id: 3, slug: 'shuffle', name: 'Shuffle' }),
    ]);
    renderWithProviders(<LeaderboardCarousel />);
    await screen.findByRole('heading', { name: 'Stake', level: 3 });
    expect(screen.getByRole('button', { name: 'Show Stake leaderboard' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Show Shuffle leaderboard' }));
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Shuffle', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Shuffle leaderboard' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Show Stake leaderboard' })).toHaveAttribute(
      'aria-current',
      'false',
    );
  });

  it('moves with the arrow keys when the carousel has focus', async () => {
    const user = userEvent.setup();
    serve([platform(), platform({ id: 2, slug: 'roobet', name: 'Roobet' })]);
    renderWithProviders(<LeaderboardCarousel />);
    const carousel = await screen.findByRole('region', { name: 'Active leaderboards' });
    carousel.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('2 / 2')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
  });

  it('shows timeframe, prize pool and the top three with wagered and favourite game', async () => {
    serve([platform()]);
    renderWithProviders(<LeaderboardCarousel />);
    await screen.findByRole('heading', { name: 'Stake', level: 3 });

    expect(screen.getByText('Weekly')).toBeInTheDocument();
    expect(screen.getByText('$5,000')).toBeInTheDocument();
    const podium = screen.getByRole('list', { name: 'Top three players' });
    const rows = within(podium).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Alice');
    expect(rows[0]).toHaveTextContent('$12,500 wagered');
    expect(rows[0]).toHaveTextContent('Gates of Olympus');
    expect(rows[1]).toHaveTextContent('Bob');
    expect(rows[1]).toHaveTextContent('Sweet Bonanza');
    expect(rows[2]).toHaveTextContent('Cara');
    expect(rows[2]).toHaveTextContent('$4,200 wagered');
    expect(screen.getByRole('link', { name: /View full leaderboard/ })).toHaveAttribute(
      'href',
      '/leaderboard',
    );
    // One platform: nothing to page through.
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next leaderboard' })).toBeDisabled();
  });

  it('uses the platform currency symbol', async () => {
    const p = platform();
    p.active_leaderboard = {
      ...p.active_leaderboard!,
      currency_symbol: '€',
      total_prize_pool: 12000,
    };
    serve([p]);
    renderWithProviders(<LeaderboardCarousel />);
    expect(await screen.findByText('€12,000')).toBeInTheDocument();
    const podium = screen.getByRole('list', { name: 'Top three players' });
    expect(within(podium).getAllByRole('listitem')[0]).toHaveTextContent('€12,500 wagered');
  });

  it("shows 'No Players Yet' when a leaderboard has no players", async () => {
    serve([platform({ top_three: [] })]);
    renderWithProviders(<LeaderboardCarousel />);
    expect(await screen.findByText('No Players Yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Top three players' })).not.toBeInTheDocument();
  });

  it("counts the time remaining down every second and shows 'Ended' when over", async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const p = platform();
    p.active_leaderboard = {
      ...p.active_leaderboard!,
      current_period_end: new Date(Date.now() + 30_000).toISOString(),
    };
    serve([p]);
    renderWithProviders(<LeaderboardCarousel />);
    await screen.findByRole('heading', { name: 'Stake', level: 3 });

    const first = seconds(remaining().textContent);
    expect(first).toBeGreaterThan(20);
    expect(first).toBeLessThanOrEqual(30);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(seconds(remaining().textContent)).toBe(first - 1);
    await act(async () => {
      jest.advanceTimersByTime(1000);
    });
    expect(seconds(remaining().textContent)).toBe(first - 2);
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    expect(remaining()).toHaveTextContent('Ended');
  });

  it('shows days when more than a day is left', async () => {
    const p = platform();
    const ms = ((2 * 24 + 4) * 3600 + 5 * 60 + 40) * 1000;
    p.active_leaderboard = {
      ...p.active_leaderboard!,
      current_period_end: new Date(Date.now() + ms).toISOString(),
    };
    serve([p]);
    renderWithProviders(<LeaderboardCarousel />);
    await screen.findByRole('heading', { name: 'Stake', level: 3 });
    expect(remaining().textContent).toMatch(/^2d 04h 05m [34]\ds$/);
  });

  it("shows 'Ended' for a period already over", async () => {
    const p = platform();
    p.active_leaderboard = {
      ...p.active_leaderboard!,
      current_period_end: new Date(Date.now() - 60_000).toISOString(),
    };
    serve([p]);
    renderWithProviders(<LeaderboardCarousel />);
    await screen.findByRole('heading', { name: 'Stake', level: 3 });
    expect(remaining()).toHaveTextContent('Ended');
  });

  it('renders nothing when no platform has an active leaderboard', async () => {
    serve([platform({ active_leaderboard: null })]);
    renderWithProviders(<LeaderboardCarousel />);
    // A skeleton holds the place while loading, then the section goes away.
    expect(screen.getByRole('heading', { name: 'Active Leaderboards' })).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Active Leaderboards' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('button', { name: 'Next leaderboard' })).not.toBeInTheDocument();
  });

  it('hides the section when the call fails, logging the error', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(`${API}/leaderboard`, () =>
        HttpResponse.json({ success: false, message: 'down' }, { status: 500 }),
      ),
    );
    renderWithProviders(<LeaderboardCarousel />);
    await waitFor(() =>
      expect(
        screen.queryByRole('heading', { name: 'Active Leaderboards' }),
      ).not.toBeInTheDocument(),
    );
    expect(warn).toHaveBeenCalledWith(
      'Failed to load leaderboards',
      expect.objectContaining({ status: 500 }),
    );
  });
});
