import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Achievement, Activity, UserProfile } from '@lobby/contract-community';
import { useSessionStore } from '@lobby/shared-api';
import {
  API,
  achievement,
  activity,
  profile,
  renderProfile,
  sessionUser,
} from '../testing/fixtures';

const server = setupServer();
const calls: string[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  calls.length = 0;
  server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
  useSessionStore.getState().reset();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

/** Serves a profile and its lists on both the own and the by-id endpoints. */
function serve(
  p: UserProfile,
  lists: { achievements?: Achievement[]; activities?: Activity[] } = {},
) {
  const achievements = lists.achievements ?? [];
  const activities = lists.activities ?? [];
  server.use(
    http.get(`${API}/user/:key`, ({ params }) =>
      String(params.key).toLowerCase() === p.username.toLowerCase()
        ? HttpResponse.json({ success: true, data: p })
        : HttpResponse.json({ success: false, message: 'User not found' }, { status: 404 }),
    ),
    http.get(`${API}/profile/achievements`, () =>
      HttpResponse.json({ success: true, achievements }),
    ),
    http.get(`${API}/profile/recent-activity`, () =>
      HttpResponse.json({ success: true, activities }),
    ),
    http.get(`${API}/profile/${p.id}/achievements`, () =>
      HttpResponse.json({ success: true, achievements }),
    ),
    http.get(`${API}/user/${p.id}/recent-activity`, () =>
      HttpResponse.json({ success: true, activities }),
    ),
  );
}

const login = (over = {}) => useSessionStore.getState().setUser(sessionUser(over));

describe('another member’s profile', () => {
  it('shows the header, badges, bio, social links and stats, using the by-id calls', async () => {
    login();
    serve(profile(), {
      achievements: [
        achievement(),
        achievement({ id: 2, title: 'Welcome Aboard', rarity: 'common' }),
      ],
    });
    renderProfile('/profile/reelqueen');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reel Queen' }),
    ).toBeInTheDocument();
    expect(screen.getByText('@reelqueen')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Reel Queen's avatar" })).toHaveAttribute(
      'src',
      'http://localhost/media/reelqueen.svg',
    );
    // xp 12,340 → level 13; 30,000 points → Gold; role vip → VIP.
    expect(screen.getByLabelText('Level 13')).toBeInTheDocument();
    expect(screen.getByLabelText('Gold tier')).toBeInTheDocument();
    expect(screen.getByTitle('Role')).toHaveTextContent('VIP');
    expect(screen.getByRole('link', { name: 'Kick: reelqueen' })).toHaveAttribute(
      'href',
      'https://kick.com/reelqueen',
    );
    expect(screen.getByText('Bonus hunts every Friday.')).toBeInTheDocument();

    const socials = screen.getByRole('list', { name: 'Social links' });
    expect(within(socials).getByRole('link', { name: 'X: reelqueen' })).toHaveAttribute(
      'href',
      'https://x.com/reelqueen',
    );
    expect(within(socials).getByRole('link', { name: 'Instagram: reel.queen' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/reel.queen',
    );
    expect(within(socials).getAllByRole('link')).toHaveLength(2);

    const stats = screen.getByLabelText('Stats');
    expect(stats).toBeTruthy();
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Points')).toBe('30,000');
    expect(value('XP')).toBe('12,340');
    expect(value('Joined')).toBe('Mar 2025');
    expect(await screen.findByRole('tab', { name: 'Achievements (2)' })).toBeInTheDocument();
    expect(value('Achievements')).toBe('2');

    expect(screen.queryByRole('link', { name: /Edit Profile/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Add Friend/ })).toBeEnabled();
    // The spec's inert 'Message': reachable, disabled, and it says why.
    const message = screen.getByRole('button', { name: 'Message' });
    expect(message).toHaveAttribute('aria-disabled', 'true');
    expect(message).toHaveAccessibleDescription(
      'Direct messages to Reel Queen are not available yet.',
    );
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/r/user/reelqueen',
        'GET /api/r/profile/42/achievements',
        'GET /api/r/user/42/recent-activity',
      ]),
    );
    expect(calls).not.toContain('GET /api/r/profile/achievements');
    expect(calls).not.toContain('GET /api/r/profile/recent-activity');
  });

  it.each([0, 999])(
    'shows one Member badge, not two, for a member with %p points (below the first tier)',
    async (points) => {
      serve(profile({ points, role: 'member', friendship: null }));
      renderProfile('/profile/reelqueen');
      await screen.findByRole('heading', { level: 1, name: 'Reel Queen' });
      const card = screen.getByLabelText("Reel Queen's profile");
      expect(within(card).getAllByText(/^Member$/i)).toHaveLength(1);
      expect(within(card).getByTitle('Role')).toHaveTextContent('Member');
      expect(within(card).queryByLabelText(/ tier$/)).not.toBeInTheDocument();
    },
  );

  it('shows the Member tier beside a staff role below the first tier', async () => {
    serve(profile({ points: 10, role: 'moderator', friendship: null }));
    renderProfile('/profile/reelqueen');
    expect(await screen.findByLabelText('Member tier')).toBeInTheDocument();
    expect(screen.getByTitle('Role')).toHaveTextContent('Moderator');
  });

  it.each([
    [1000, 'Bronze'],
    [10_000, 'Silver'],
    [25_000, 'Gold'],
    [50_000, 'Platinum'],
    [100_000, 'Diamond'],
  ])('shows %p points as the %s tier', async (points, tier) => {
    serve(profile({ points, friendship: null }));
    renderProfile('/profile/reelqueen');
    expect(await screen.findByLabelText(`${tier} tier`)).toBeInTheDocument();
  });

  it.each([
    ['admin', 'Admin'],
    ['moderator', 'Moderator'],
    ['vip', 'VIP'],
    ['member', 'Member'],
  ] as const)('shows the %s role as %s', async (role, label) => {
    serve(profile({ role, points: 0, friendship: null }));
    renderProfile('/profile/reelqueen');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByTitle('Role')).toHaveTextContent(label);
  });

  it('shows the banner when set and the initial when there is no avatar', async () => {
    serve(
      profile({
        banner: 'http://localhost/media/banner.png',
        avatar: null,
        global_name: null,
        friendship: null,
      }),
    );
    const { container } = renderProfile('/profile/reelqueen');
    expect(await screen.findByRole('heading', { level: 1, name: 'reelqueen' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "reelqueen's avatar" })).toHaveTextContent('R');
    expect(container.querySelector('img[src="http://localhost/media/banner.png"]')).not.toBeNull();
  });
});

describe('the own profile', () => {
  it('is /profile for the logged-in member: Edit Profile and the own calls', async () => {
    login({ username: 'reelqueen', id: 42, points: 31_000, xp: 12_340 });
    serve(profile({ friendship: { status: 'self', request_id: null } }));
    renderProfile('/profile');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reel Queen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Edit Profile/ })).toHaveAttribute('href', '/settings');
    expect(screen.queryByRole('button', { name: /Add Friend/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Message' })).not.toBeInTheDocument();
    // Points follow the session (31,000 from the store, not the profile's 30,000).
    const stats = screen.getByLabelText('Stats');
    expect(within(stats).getByText('Points').nextElementSibling).toHaveTextContent('31,000');
    await screen.findByRole('tab', { name: 'Achievements (0)' });
    expect(calls).toEqual(
      expect.arrayContaining([
        'GET /api/r/user/reelqueen',
        'GET /api/r/profile/achievements',
        'GET /api/r/profile/recent-activity',
      ]),
    );
    expect(calls).not.toContain('GET /api/r/profile/42/achievements');
    expect(calls).not.toContain('GET /api/r/user/42/recent-activity');
  });

  it('is recognised when the route names the member in another case', async () => {
    login({ username: 'reelqueen', id: 42 });
    serve(profile({ friendship: { status: 'self', request_id: null } }));
    renderProfile('/profile/ReelQueen');
    expect(await screen.findByRole('link', { name: /Edit Profile/ })).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Achievements (0)' });
    expect(calls).toContain('GET /api/r/profile/achievements');
  });

  it("says 'Profile not found' with a login link at /profile when logged out, without calling the server", async () => {
    const { queryClient } = renderProfile('/profile');
    expect(screen.getByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Fprofile',
    );
    // Every call of the page goes through a query: none was started, so none can arrive later.
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toEqual([]);
  });
});

describe('tabs', () => {
  it('shows experience and profile info on Overview', async () => {
    serve(profile({ friendship: null }));
    renderProfile('/profile/reelqueen');
    const panel = await screen.findByRole('tabpanel', { name: 'Overview' });
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel).getByText('Level 13')).toBeInTheDocument();
    expect(within(panel).getByText('340 / 1,000 XP')).toBeInTheDocument();
    expect(
      within(panel).getByRole('progressbar', { name: 'Experience towards level 14' }),
    ).toHaveAttribute('aria-valuenow', '34');
    expect(within(panel).getByText(/660 XP to Level 14/)).toBeInTheDocument();
    // 30,000 points: Gold (from 25,000) on the way to Platinum (50,000) → 20%.
    expect(within(panel).getByText('30,000 / 50,000 points')).toBeInTheDocument();
    expect(within(panel).getByText('20,000 points to Platinum')).toBeInTheDocument();
    expect(
      within(panel).getByRole('progressbar', { name: 'Points towards the Platinum tier' }),
    ).toHaveAttribute('aria-valuenow', '20');
    const info = (label: string) => within(panel).getByText(label).nextElementSibling;
    expect(info('Member since')).toHaveTextContent('Mar 14, 2025');
    expect(info('Last active')).toHaveTextContent('2 hours ago');
    expect(info('Role')).toHaveTextContent('VIP');
    expect(info('Tier')).toHaveTextContent('Gold');
  });

  it('lists achievements with their rarity colours', async () => {
    const user = userEvent.setup();
    serve(profile({ friendship: null }), {
      achievements: [
        achievement(),
        achievement({ id: 2, title: 'Lucky Draw', rarity: 'epic', icon: 'gift' }),
        achievement({ id: 3, title: 'Bracket Buster', rarity: 'rare', icon: 'bracket' }),
        achievement({
          id: 4,
          title: 'Welcome Aboard',
          rarity: 'common',
          icon: null,
          points: 50,
          xp_reward: 100,
        }),
      ],
    });
    renderProfile('/profile/reelqueen');
    await user.click(await screen.findByRole('tab', { name: 'Achievements (4)' }));
    const list = screen.getByRole('list', { name: 'Achievements' });
    const cards = within(list).getAllByRole('listitem');
    expect(
      cards.map((c) => [within(c).getByRole('heading').textContent, c.getAttribute('data-rarity')]),
    ).toEqual([
      ['Oracle', 'legendary'],
      ['Lucky Draw', 'epic'],
      ['Bracket Buster', 'rare'],
      ['Welcome Aboard', 'common'],
    ]);
    expect(within(cards[0]!).getByText('Legendary')).toHaveStyle({ color: '#f59e0b' });
    expect(within(cards[1]!).getByText('Epic')).toHaveStyle({ color: '#a855f7' });
    expect(within(cards[2]!).getByText('Rare')).toHaveStyle({ color: '#3b82f6' });
    expect(within(cards[3]!).getByText('Common')).toHaveStyle({ color: '#94a3b8' });
    expect(within(cards[3]!).getByText('+50 points')).toBeInTheDocument();
    expect(within(cards[3]!).getByText('+100 XP')).toBeInTheDocument();
  });

  it('shows the empty states of achievements and activity', async () => {
    const user = userEvent.setup();
    serve(profile({ friendship: null }));
    renderProfile('/profile/reelqueen');
    await user.click(await screen.findByRole('tab', { name: 'Achievements (0)' }));
    expect(screen.getByRole('heading', { name: 'No achievements yet' })).toBeInTheDocument();
    expect(
      screen.getByText("Reel Queen hasn't unlocked any achievements yet."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recent Activity' }));
    expect(await screen.findByRole('heading', { name: 'No recent activity' })).toBeInTheDocument();
  });

  it('lists recent activity with its figures and relative time; arrow keys move between tabs', async () => {
    const user = userEvent.setup();
    serve(profile({ friendship: null }), {
      activities: [
        activity(),
        activity({
          id: 'redemption-3',
          type: 'redemption',
          title: 'Redeemed Sticker Pack',
          description: 'Ten vinyl stickers.',
          points: -300,
          xp: 0,
          occurred_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        }),
        activity({
          id: 'giveaway-win-1',
          type: 'other',
          title: 'Won $250 Cash Drop',
          description: 'Cash prize',
          points: 0,
          xp: 0,
          amount: 100,
          occurred_at: new Date(Date.now() - 10 * 60_000).toISOString(),
        }),
      ],
    });
    renderProfile('/profile/reelqueen');
    const overview = await screen.findByRole('tab', { name: 'Overview' });
    overview.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Recent Activity' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const items = within(screen.getByRole('list', { name: 'Recent activity' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Claimed daily points')).toBeInTheDocument();
    expect(within(items[0]!).getByText('+100 pts')).toBeInTheDocument();
    expect(within(items[0]!).getByText('+50 XP')).toBeInTheDocument();
    expect(within(items[0]!).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(items[1]!).getByRole('img', { name: 'Store redemption' })).toBeInTheDocument();
    expect(within(items[1]!).getByText('Ten vinyl stickers.')).toBeInTheDocument();
    expect(within(items[1]!).getByText('−300 pts')).toBeInTheDocument();
    expect(within(items[1]!).getByText('3 days ago')).toBeInTheDocument();
    expect(within(items[2]!).getByText('$100.00')).toBeInTheDocument();
    expect(within(items[2]!).getByText('10 minutes ago')).toBeInTheDocument();
  });

  it('logs failures of the lists and shows them empty', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    serve(profile({ friendship: null }));
    server.use(
      http.get(`${API}/profile/42/achievements`, () =>
        HttpResponse.json({ success: false, message: 'boom' }, { status: 500 }),
      ),
      http.get(`${API}/user/42/recent-activity`, () => HttpResponse.error()),
    );
    renderProfile('/profile/reelqueen');
    await user.click(await screen.findByRole('tab', { name: 'Achievements (0)' }));
    expect(screen.getByRole('heading', { name: 'No achievements yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Recent Activity' }));
    expect(screen.getByRole('heading', { name: 'No recent activity' })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      '[lobby] achievements could not be loaded',
      expect.anything(),
    );
    expect(warn).toHaveBeenCalledWith(
      '[lobby] recent activity could not be loaded',
      expect.anything(),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('failures', () => {
  it('shows the not-found screen for an unknown member', async () => {
    serve(profile());
    renderProfile('/profile/nobody');
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The user you're looking for doesn't exist.")).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Back to Home' });
    expect(back).toHaveAttribute('href', '/');
    await userEvent.setup().click(back);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("says 'Failed to load profile' on other failures and retries", async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    serve(profile({ friendship: null }));
    server.use(
      http.get(
        `${API}/user/reelqueen`,
        () => HttpResponse.json({ success: false, message: 'Oops' }, { status: 500 }),
        { once: true },
      ),
    );
    renderProfile('/profile/reelqueen');
    expect(
      await screen.findByRole('heading', { name: 'Failed to load profile' }),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reel Queen' }),
    ).toBeInTheDocument();
  });

  it('shows a loading placeholder until the profile arrives', async () => {
    serve(profile({ friendship: null }));
    renderProfile('/profile/reelqueen');
    expect(screen.getByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading profile' })).not.toBeInTheDocument();
  });
});
