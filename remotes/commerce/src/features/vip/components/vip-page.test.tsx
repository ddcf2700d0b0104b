import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { VipRewardsResponse } from '@lobby/contract-commerce';
import { useSessionStore } from '@lobby/shared-api';
import { member } from '../../store/testing/fixtures';
import { vipClaim, vipResponse, vipTier } from '../testing/fixtures';
import { renderVip } from '../testing/render-vip';

const VIP_URL = 'http://localhost/api/r/vip-rewards';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
});
afterAll(() => server.close());

const serve = (answer: VipRewardsResponse | (() => VipRewardsResponse)) => {
  let calls = 0;
  server.use(
    http.get(VIP_URL, () => {
      calls += 1;
      return HttpResponse.json(typeof answer === 'function' ? answer() : answer);
    }),
  );
  return () => calls;
};
const logIn = () => useSessionStore.getState().setUser({ ...member, points: 100 });
const card = (name: string) => screen.getByRole('article', { name });

const memberData = (tiers = [vipTier()]) =>
  vipResponse({
    user_stats: { total_wagered: 12_345.5, favorite_platform: { name: 'Stake' } },
    tiers_by_platform: {
      Stake: { platform: { id: 1, name: 'Stake', image: null }, user_wagered: 12_000, tiers },
      Roobet: {
        platform: { id: 2, name: 'Roobet', image: null },
        user_wagered: 345.5,
        tiers: [vipTier({ id: 9, name: 'Roo Gold', min_wagered: 50_000 })],
      },
    },
  });

describe('VipPage', () => {
  it('shows a loader, then the header stats and the platform selector with wagered amounts', async () => {
    logIn();
    serve(memberData());
    renderVip();
    expect(screen.getByText('Loading VIP rewards...')).toBeInTheDocument();
    expect(await screen.findByText('$12,345.50')).toBeInTheDocument();
    expect(screen.getByText('Total Wagered')).toBeInTheDocument();
    expect(screen.getByText('Favorite Platform')).toBeInTheDocument();
    expect(screen.getAllByText('Stake').length).toBeGreaterThan(0);
    const platforms = screen.getByRole('group', { name: 'Platforms' });
    expect(
      within(platforms).getByRole('button', { name: /\$12,000\.00 wagered/ }),
    ).toBeInTheDocument();
    expect(
      within(platforms).getByRole('button', { name: /\$345\.50 wagered/ }),
    ).toBeInTheDocument();
    // A figure never wraps inside itself.
    expect(within(platforms).getByText('$12,000.00')).toHaveStyle({ whiteSpace: 'nowrap' });
    await userEvent.click(within(platforms).getByRole('button', { name: /Roobet/ }));
    expect(card('Roo Gold')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Bronze' })).not.toBeInTheDocument();
  });

  it('shows N/A when the member has no favorite platform', async () => {
    logIn();
    serve(
      vipResponse({
        user_stats: { total_wagered: 0, favorite_platform: null },
        tiers_by_platform: {},
      }),
    );
    renderVip();
    expect(await screen.findByText('N/A')).toBeInTheDocument();
    expect(screen.getByText('No VIP Tiers Available')).toBeInTheDocument();
  });

  it('shows every tier state in priority order with its button and capped progress', async () => {
    logIn();
    serve(
      memberData([
        vipTier({
          id: 1,
          name: 'Claimed Tier',
          eligible: true,
          already_claimed: true,
          can_claim: true,
        }),
        vipTier({ id: 2, name: 'Ready Tier', eligible: true, can_claim: true, min_wagered: 5000 }),
        vipTier({ id: 3, name: 'Eligible Tier', eligible: true, min_wagered: 10_000 }),
        vipTier({
          id: 4,
          name: 'Locked Tier',
          min_wagered: 48_000,
          reward_type: 'cash',
          reward_amount: 25,
        }),
      ]),
    );
    renderVip();
    const claimed = await screen.findByRole('article', { name: 'Claimed Tier' });
    expect(within(claimed).getAllByText('Claimed')).toHaveLength(2);
    expect(within(claimed).getByRole('button', { name: 'Claimed' })).toBeDisabled();
    const ready = card('Ready Tier');
    expect(within(ready).getByText('Ready to Claim')).toBeInTheDocument();
    expect(within(ready).getByRole('button', { name: 'Claim Reward' })).toBeEnabled();
    expect(within(ready).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    const eligible = card('Eligible Tier');
    expect(within(eligible).getByRole('button', { name: 'Eligible' })).toBeDisabled();
    const locked = card('Locked Tier');
    expect(within(locked).getByText('Locked')).toBeInTheDocument();
    expect(within(locked).getByText('$25.00')).toBeInTheDocument();
    expect(within(locked).getByText('$48,000')).toBeInTheDocument();
    expect(within(locked).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(within(locked).getByRole('button', { name: 'Wager $36,000 more' })).toBeDisabled();
  });

  it('lets a long state badge move below the tier name instead of breaking the name mid-word', async () => {
    logIn();
    serve(memberData([vipTier({ id: 2, name: 'Platinum', eligible: true, can_claim: true })]));
    renderVip();
    const ready = await screen.findByRole('article', { name: 'Platinum' });
    const name = within(ready).getByRole('heading', { name: 'Platinum' });
    // 'Platinu / m' beside 'READY TO CLAIM' on a four-column row: the row wraps, the name only
    // breaks a word that is wider than the card on its own.
    expect(getComputedStyle(name.parentElement!).flexWrap).toBe('wrap');
    expect(getComputedStyle(name).overflowWrap).toBe('break-word');
    expect(within(name.parentElement!).getByText('Ready to Claim')).toBeInTheDocument();
  });

  it('claims a tier, shows the message, updates points and reloads the data', async () => {
    logIn();
    let claimed = false;
    const calls = serve(() =>
      memberData([vipTier({ eligible: true, can_claim: !claimed, already_claimed: claimed })]),
    );
    server.use(
      http.post(`${VIP_URL}/1/claim`, () => {
        claimed = true;
        return HttpResponse.json({
          success: true,
          message: 'Claimed Bronze: 500 points added to your balance!',
          data: { claim: vipClaim(), user_points: 600 },
        });
      }),
    );
    renderVip();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Reward' }));
    expect(
      await screen.findByText('Claimed Bronze: 500 points added to your balance!'),
    ).toBeInTheDocument();
    expect(useSessionStore.getState().user?.points).toBe(600);
    await waitFor(() =>
      expect(within(card('Bronze')).getByRole('button', { name: 'Claimed' })).toBeDisabled(),
    );
    expect(calls()).toBe(2);
  });

  it("alerts the server's message when a claim fails, or 'Failed to claim reward'", async () => {
    logIn();
    serve(memberData([vipTier({ eligible: true, can_claim: true })]));
    server.use(
      http.post(`${VIP_URL}/1/claim`, () =>
        HttpResponse.json({ message: 'You have already claimed this reward' }, { status: 409 }),
      ),
    );
    renderVip();
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Reward' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already claimed this reward',
    );
    server.use(http.post(`${VIP_URL}/1/claim`, () => HttpResponse.error()));
    await userEvent.click(await screen.findByRole('button', { name: 'Claim Reward' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to claim reward'),
    );
  });

  it('shows visitors the tiers with a prompt to log in, no claim buttons', async () => {
    serve(
      vipResponse({
        tiers_by_platform: {
          Stake: {
            platform: { id: 1, name: 'Stake', image: null },
            user_wagered: 0,
            tiers: [vipTier()],
          },
        },
      }),
    );
    renderVip();
    expect(await screen.findByRole('article', { name: 'Bronze' })).toBeInTheDocument();
    expect(
      screen.getByText('Log in to track your wagering and claim VIP rewards.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'View History' })).not.toBeInTheDocument();
    expect(within(card('Bronze')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an error with Try again when loading fails', async () => {
    logIn();
    server.use(http.get(VIP_URL, () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    renderVip();
    expect(await screen.findByText('Could not load VIP rewards')).toBeInTheDocument();
    serve(memberData());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Bronze' })).toBeInTheDocument();
  });

  it("opens 'Your Claim History' with each claim's state, or 'No claims yet'", async () => {
    logIn();
    serve(memberData());
    let claims = [
      vipClaim(),
      vipClaim({
        id: 2,
        tier: { id: 2, name: 'Silver', description: '', platform: 'Stake' },
        reward_type: 'cash',
        reward_amount: 25,
        processed: false,
        payout: { status: 'pending', sent_at: null },
      }),
      vipClaim({
        id: 3,
        tier: { id: 3, name: 'Gold', description: '', platform: 'Stake' },
        reward_type: 'cash',
        reward_amount: 100,
        processed: true,
        payout: { status: 'sent', sent_at: '2026-11-23T10:00:00.000Z' },
      }),
    ];
    server.use(
      http.get(`${VIP_URL}/history`, () => HttpResponse.json({ success: true, data: claims })),
    );
    renderVip();
    await userEvent.click(await screen.findByRole('button', { name: 'View History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Claim History' });
    const list = await within(dialog).findByRole('list', { name: 'Your claims' });
    expect(within(list).getAllByText('Processed')).toHaveLength(2);
    expect(within(list).getByText('Pending')).toBeInTheDocument();
    expect(within(list).getByText('Paying to your casino account…')).toBeInTheDocument();
    expect(within(list).getByText('Sent to your casino account')).toBeInTheDocument();
    expect(within(list).getByText('$25.00')).toBeInTheDocument();
    expect(within(list).getByText('500 points')).toBeInTheDocument();
    expect(within(list).getAllByText('Wagered at claim: $1,500')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Another member without claims.
    claims = [];
    useSessionStore.getState().setUser({ ...member, id: 8 });
    await userEvent.click(await screen.findByRole('button', { name: 'View History' }));
    const empty = await screen.findByRole('dialog', { name: 'Your Claim History' });
    expect(await within(empty).findByText('No claims yet')).toBeInTheDocument();
  });
});
