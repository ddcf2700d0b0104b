import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useSessionStore } from '@lobby/shared-api';
import { leaderboardIndex, makePlatform } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

const server = setupApi();
const MIN = 60_000;
const HOUR = 60 * MIN;

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
  jest.useFakeTimers({
    now: new Date('2026-03-10T12:00:00Z'),
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'],
  });
});
afterEach(() => jest.useRealTimers());

function serve(platforms: ReturnType<typeof makePlatform>[]) {
  server.use(
    http.get('http://localhost/api/r/leaderboard', () =>
      HttpResponse.json(leaderboardIndex(platforms)),
    ),
  );
}

async function flush() {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(0);
  });
}

async function tick(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('leaderboard banner', () => {
  it('shows a leaderboard ending within 24 hours: name, time left and prize pool, linking to /leaderboard', async () => {
    serve([makePlatform(1, 5 * HOUR + 30 * MIN + 20_000, { name: 'Stake' })]);
    renderShell({ path: '/privacy' });
    const banner = await screen.findByRole('link', { name: /Stake Leaderboard/ });
    expect(banner).toHaveAttribute('href', '/leaderboard');
    expect(banner).toHaveTextContent('Stake Leaderboard');
    expect(banner).toHaveTextContent('5h 30m');
    expect(banner).toHaveTextContent('$5,000');
    // Its name is its visible text with joining words (no aria-label that hides what is seen).
    expect(banner).not.toHaveAttribute('aria-label');
    expect(banner).toHaveAccessibleName(/^Stake Leaderboard ends in 5h 30m ?, prize pool \$5,000$/);
  });

  it("shows minutes only ('Ym') in the last hour", async () => {
    serve([makePlatform(1, 45 * MIN + 5_000)]);
    renderShell({ path: '/privacy' });
    expect(await screen.findByRole('link', { name: /Platform 1 Leaderboard/ })).toHaveTextContent(
      /45m/,
    );
    expect(screen.getByRole('link', { name: /Platform 1 Leaderboard/ })).not.toHaveTextContent(
      /h /,
    );
  });

  it('uses the currency symbol of the leaderboard', async () => {
    const p = makePlatform(2, 2 * HOUR);
    p.active_leaderboard!.currency_symbol = '€';
    p.active_leaderboard!.total_prize_pool = 12500;
    serve([p]);
    renderShell({ path: '/privacy' });
    expect(await screen.findByRole('link', { name: /Platform 2 Leaderboard/ })).toHaveTextContent(
      '€12,500',
    );
  });

  it('is hidden when no leaderboard ends within 24 hours, or when it already ended', async () => {
    serve([makePlatform(1, 30 * HOUR), makePlatform(2, -MIN), makePlatform(3, null)]);
    renderShell({ path: '/privacy' });
    await flush();
    await flush();
    expect(screen.queryByRole('link', { name: /Leaderboard ends in/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Platform \d Leaderboard/)).not.toBeInTheDocument();
  });

  it('picks the leaderboard that ends first', async () => {
    serve([makePlatform(1, 20 * HOUR), makePlatform(2, 3 * HOUR)]);
    renderShell({ path: '/privacy' });
    expect(await screen.findByRole('link', { name: /Platform 2 Leaderboard/ })).toBeInTheDocument();
    expect(screen.queryByText('Platform 1 Leaderboard')).not.toBeInTheDocument();
  });

  it('re-checks every 60 seconds: appears once the end comes within 24 hours', async () => {
    serve([makePlatform(1, 24 * HOUR + 30_000)]);
    renderShell({ path: '/privacy' });
    await flush();
    await flush();
    expect(screen.queryByText('Platform 1 Leaderboard')).not.toBeInTheDocument();

    await tick(60_000);
    await flush();
    expect(screen.getByText('Platform 1 Leaderboard')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Platform 1 Leaderboard/ })).toHaveTextContent(
      '23h 59m',
    );
  });

  it('re-checks every 60 seconds: counts down and is removed once the end has passed', async () => {
    serve([makePlatform(1, 90_000)]);
    renderShell({ path: '/privacy' });
    const banner = await screen.findByRole('link', { name: /Platform 1 Leaderboard/ });
    expect(banner).toHaveTextContent('1m');

    await tick(60_000);
    await flush();
    expect(screen.getByRole('link', { name: /Platform 1 Leaderboard/ })).toHaveTextContent('0m');

    await tick(60_000);
    await flush();
    expect(screen.queryByText('Platform 1 Leaderboard')).not.toBeInTheDocument();
  });

  it('shows the banner below the header row on small screens', async () => {
    setViewport(390);
    serve([makePlatform(1, 2 * HOUR)]);
    renderShell({ path: '/privacy' });
    expect(await screen.findByRole('link', { name: /Platform 1 Leaderboard/ })).toHaveTextContent(
      '2h 0m',
    );
  });

  it('hides the banner when the leaderboards cannot be loaded', async () => {
    const spy = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get('http://localhost/api/r/leaderboard', () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderShell({ path: '/privacy' });
    await flush();
    await flush();
    expect(screen.queryByRole('link', { name: /Leaderboard ends in/ })).not.toBeInTheDocument();
    expect(spy).toHaveBeenCalledWith(
      'Failed to load leaderboards',
      expect.objectContaining({ status: 500 }),
    );
    spy.mockRestore();
  });
});
