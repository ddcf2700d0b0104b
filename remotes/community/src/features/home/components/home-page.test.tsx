import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DEFAULT_SETTINGS } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { sessionUser } from '@lobby/shared-api/testing';
import { API, affiliate, leaderboardIndex, platform, stream } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { HomePage } from './home-page';

const server = setupServer(
  http.get(`${API}/stats/total-given-away`, () =>
    HttpResponse.json({ success: true, total: 1000, formatted_total: '$1,000.00' }),
  ),
  http.get(`${API}/affiliates`, () => HttpResponse.json({ success: true, data: [affiliate()] })),
  http.get(`${API}/leaderboard`, () => HttpResponse.json(leaderboardIndex([platform()]))),
  http.get(`${API}/stream`, () => HttpResponse.json(stream())),
  http.get(`${API}/chat-points/leaderboard`, () =>
    HttpResponse.json({
      success: true,
      data: { week_start: '', interval_minutes: 10, points_per_interval: 10, leaders: [] },
    }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Fake timers keep the count-up and countdown ticks inside act (Testing Library advances them while waiting).
beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers();
  useSessionStore.getState().reset();
});
afterAll(() => server.close());

const member = sessionUser({
  discord_id: '1234',
  username: 'neo',
  global_name: 'Neo Anderson',
  points: 1200,
  xp: 3400,
});

/** Waits until every section has its data, so no request is left in flight. */
const settle = async () => {
  await screen.findByRole('list', { name: 'Affiliate partners' });
  await screen.findByRole('region', { name: 'Active leaderboards' });
  await screen.findByText('LIVE');
};

describe('HomePage', () => {
  it('welcomes a guest to the site by its name from the settings', async () => {
    useSessionStore.getState().setSettings({
      ...DEFAULT_SETTINGS,
      site_name: 'Spin City',
      site_description: 'Where the reels never stop',
    });
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Spin City');
    expect(screen.getByText('Where the reels never stop')).toBeInTheDocument();
    await settle();
  });

  it('welcomes the logged-in member back by name, from the session store', async () => {
    useSessionStore.getState().setSettings({ ...DEFAULT_SETTINGS, site_name: 'Spin City' });
    useSessionStore.getState().setUser(member);
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome back, Neo Anderson',
    );
    expect(screen.getByText('Spin City')).toBeInTheDocument();
    await settle();
  });

  it('has the seven shortcut tiles linking to their pages', async () => {
    renderWithProviders(<HomePage />);
    const nav = screen.getByRole('navigation', { name: 'Explore' });
    const links = within(nav).getAllByRole('link');
    expect(
      links.map((a) => [a.querySelector('span + span')?.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Leaderboard', '/leaderboard'],
      ['Bonus Hunts', '/bonus-hunts'],
      ['Raffles', '/raffles'],
      ['Tournaments', '/tournaments'],
      ['Challenges', '/challenges'],
      ['Store', '/store'],
      ['VIP Rewards', '/vip-rewards'],
    ]);
    // Each tile carries a short description.
    expect(within(nav).getByRole('link', { name: /^Store/ })).toHaveTextContent(
      'Spend your points',
    );
    await settle();
  });

  it('navigates with a tile click', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<HomePage />);
    await settle();
    await user.click(screen.getByRole('link', { name: /^Raffles/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/raffles');
  });

  it("'Start Playing' goes to /leaderboard and 'View Bonuses' to /bonuses", async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<HomePage />);
    await settle();

    await user.click(screen.getByRole('link', { name: 'Start Playing' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/leaderboard');

    await user.click(screen.getByRole('link', { name: 'View Bonuses' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/bonuses');
  });

  it('loads every section from the API', async () => {
    renderWithProviders(<HomePage />);
    await settle();
    expect(screen.getByRole('link', { name: /^Join Now/ })).toHaveAttribute(
      'href',
      'https://stake.example/?c=lobby',
    );
    expect(screen.getByText('1 / 1')).toBeInTheDocument();
    expect(screen.getByTitle('lobbystreamer live stream')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(2000);
    });
    expect(screen.getByText('$1,000')).toBeInTheDocument();
  });

  describe('order of the sections', () => {
    const original = window.matchMedia;
    const viewport = (width: number) => {
      window.matchMedia = ((query: string) => {
        const max = /max-width:\s*([\d.]+)px/.exec(query);
        return {
          matches: !!max && width <= Number(max[1]),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        } as unknown as MediaQueryList;
      }) as typeof window.matchMedia;
    };
    afterEach(() => {
      window.matchMedia = original;
    });
    const headings = () =>
      screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent?.trim());

    it('puts the live content first on a phone: livestream and leaderboards before the rest', async () => {
      viewport(375);
      renderWithProviders(<HomePage />);
      await settle();
      const order = headings();
      const at = (name: string) => order.findIndex((h) => h?.startsWith(name));
      expect(at('Livestream')).toBeGreaterThanOrEqual(0);
      expect(at('Livestream')).toBeLessThan(at('Active Leaderboards'));
      expect(at('Active Leaderboards')).toBeLessThan(at('Explore'));
      expect(at('Explore')).toBeLessThan(at('Our Partners'));
    });

    it('keeps the desktop order from a tablet up', async () => {
      viewport(1024);
      renderWithProviders(<HomePage />);
      await settle();
      const order = headings();
      const at = (name: string) => order.findIndex((h) => h?.startsWith(name));
      expect(at('Our Partners')).toBeLessThan(at('Explore'));
      expect(at('Active Leaderboards')).toBeLessThan(at('Livestream'));
    });
  });
});
