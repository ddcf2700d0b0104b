import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { WagerRaffleDetail } from '@lobby/contract-engagement';
import {
  QUICKNET_CHAIN_HASH,
  raffleListText,
  rangesDrawList,
  replayDraw,
} from '@lobby/contract-engagement';
import { useSessionStore } from '@lobby/shared-api';
import { renderDetailPage, setupDetailPageTests } from '../../../testing/detail-page';
import { drawnRecord } from '../../../testing/draw';
import { detail, endedRaffle, inHours, member, prize, user } from '../testing/fixtures';
import { WagerRaffleDetailPage } from './wager-raffle-detail-page';

const API = 'http://localhost/api/r/wager-raffles';
const server = setupDetailPageTests();

function renderPage(path = '/affiliate/wager-raffle/1') {
  return renderDetailPage({
    path,
    route: '/affiliate/wager-raffle/:id',
    page: <WagerRaffleDetailPage />,
    listPath: '/affiliate/wager-raffle',
    list: <h1>The list</h1>,
  });
}

const serve = (data: WagerRaffleDetail) =>
  server.use(http.get(`${API}/1`, () => HttpResponse.json({ success: true, data })));

describe('WagerRaffleDetailPage', () => {
  it('shows status, AUTO DRAW, countdown and totals, and asks a visitor to log in', async () => {
    serve(detail());
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading wager raffle' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer Mega Raffle' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ACTIVE')).toBeInTheDocument();
    expect(screen.getByText('AUTO DRAW')).toBeInTheDocument();
    expect(screen.getByText('Ends in').nextElementSibling).toHaveTextContent(
      /2d 0[01]h \d\dm \d\ds/,
    );
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('$123,456.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: '← Back to Wager Raffles' })).toHaveAttribute(
      'href',
      '/affiliate/wager-raffle',
    );
    // Overview: participating platforms and totals.
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Roobet')).toBeInTheDocument();
    expect(screen.getByText('Updating as wagers arrive')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Verify this draw' })).not.toBeInTheDocument();
  });

  it("shows a member's first 50 ticket numbers then '+N more...'", async () => {
    useSessionStore.getState().setUser({ ...member });
    serve(
      detail({
        user_tickets: {
          ticket_count: 120,
          total_wagered: 12050,
          individual_tickets: Array.from({ length: 50 }, (_, i) => 101 + i),
        },
      }),
    );
    renderPage();
    const block = await screen.findByRole('region', { name: 'Your Participation' });
    const items = within(
      within(block).getByRole('list', { name: 'Your ticket numbers' }),
    ).getAllByRole('listitem');
    expect(items).toHaveLength(51);
    expect(items[0]).toHaveTextContent('#101');
    expect(items[49]).toHaveTextContent('#150');
    expect(items[50]).toHaveTextContent('+70 more...');
    expect(block).toHaveTextContent('$12,050.00');
  });

  it('tells a member without tickets how to earn one', async () => {
    useSessionStore.getState().setUser({ ...member });
    serve(detail({ user_tickets: { ticket_count: 0, total_wagered: 0, individual_tickets: [] } }));
    renderPage();
    expect(
      await screen.findByText(
        'You have no tickets yet. Every $100 wagered on a participating casino earns one.',
      ),
    ).toBeInTheDocument();
  });

  it("shows the Prizes tab with 'Prize Pool', WON and 'Awaiting Winner'", async () => {
    serve(
      detail({
        prizes: [
          prize(1, { winner: { user: user(5, 'winner_one'), winning_ticket_number: 77 } }),
          prize(2, { prize_type: 'points', prize_value: 10000 }),
          prize(3, { prize_type: 'custom', prize_value: 0, description: 'Lobby Hoodie' }),
        ],
      }),
    );
    const u = userEvent.setup();
    renderPage();
    await u.click(await screen.findByRole('tab', { name: 'Prizes' }));
    expect(screen.getByRole('heading', { name: 'Prize Pool' })).toBeInTheDocument();
    expect(screen.getByText('$1,000.00 + 10,000 points + 1 more prize')).toBeInTheDocument();
    const first = within(screen.getByRole('article', { name: '1st place' }));
    expect(first.getByText('WON')).toBeInTheDocument();
    expect(first.getByText('winner_one')).toBeInTheDocument();
    expect(first.getByText('Ticket #77')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: '2nd place' })).getByText('Awaiting Winner'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: '3rd place' })).getByText('Lobby Hoodie'),
    ).toBeInTheDocument();
  });

  it("shows 'No participants yet' and then the top participants", async () => {
    serve(detail());
    const u = userEvent.setup();
    const { unmount } = renderPage();
    await u.click(await screen.findByRole('tab', { name: 'Top Participants' }));
    expect(screen.getByRole('heading', { name: 'No participants yet' })).toBeInTheDocument();
    unmount();
    serve(
      detail({
        top_participants: [
          {
            user: { ...user(1, 'whale'), platform: 'Roobet' },
            ticket_count: 900,
            total_wagered: 90000,
          },
          { user: { ...user(2, 'minnow'), platform: null }, ticket_count: 3, total_wagered: 300 },
        ],
      }),
    );
    renderPage();
    await u.click(await screen.findByRole('tab', { name: 'Top Participants' }));
    const rows = within(screen.getByRole('list', { name: 'Top participants' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent('whale · Roobet');
    expect(rows[0]).toHaveTextContent('900 tickets');
    expect(rows[1]).toHaveTextContent('$300.00');
  });

  it('shows UPCOMING with a countdown to the start', async () => {
    serve(
      detail({ status: 'upcoming', is_active: false, start_date: inHours(3), auto_draw: false }),
    );
    renderPage();
    expect(await screen.findByText('UPCOMING')).toBeInTheDocument();
    expect(screen.queryByText('AUTO DRAW')).not.toBeInTheDocument();
    expect(screen.getByText('Starts in').nextElementSibling).toHaveTextContent(
      /0[23]h \d\dm \d\ds/,
    );
  });

  it('shows an open v2 raffle its commitment, drand round and when it is out, before the draw', async () => {
    serve(
      detail({
        draw: {
          algorithm: 'lobby-draw-v2',
          scheme: 'lobby-draw-v2',
          commitment: 'c'.repeat(64),
          seed: null,
          list_hash: null,
          drawn_at: null,
          list_frozen_at: null,
          waiting_since: null,
          without_beacon: false,
          redraws: [],
          beacon: {
            chain_hash: QUICKNET_CHAIN_HASH,
            public_key: 'k',
            round: 4242,
            round_at: inHours(49),
            randomness: null,
            signature: null,
          },
        },
      }),
    );
    renderPage();
    const region = await screen.findByRole('region', { name: 'Verify this draw' });
    expect(within(region).getByText('c'.repeat(64))).toBeInTheDocument();
    expect(within(region).getByText(/drand round 4242 of drand quicknet/)).toBeInTheDocument();
    expect(
      within(region).getByText(/Nobody, the site included, can know round 4242/),
    ).toBeInTheDocument();
  });

  it('redirects a 404 to the list', async () => {
    server.use(
      http.get(`${API}/1`, () =>
        HttpResponse.json({ success: false, message: 'Wager raffle not found' }, { status: 404 }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeInTheDocument();
  });

  it('shows a load error with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`${API}/1`, () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the wager raffle');
  });

  it('shows ENDED, the drawn date, and verifies the draw in the browser', async () => {
    const seed = '5e'.repeat(32);
    const ranges = [
      { user_id: 100, first_ticket: 1, ticket_count: 40 },
      { user_id: 101, first_ticket: 41, ticket_count: 7 },
      { user_id: 102, first_ticket: 48, ticket_count: 15 },
    ];
    const text = raffleListText(ranges);
    const { winners } = await replayDraw(seed, rangesDrawList(ranges), 2);
    const names: Record<number, string> = { 100: 'ann', 101: 'ben', 102: 'cat' };
    const base = endedRaffle(1, 'Spring Raffle', []);
    const prizes = winners.map((w, i) =>
      prize(i + 1, {
        winner: { user: user(w!.user_id, names[w!.user_id]!), winning_ticket_number: w!.index + 1 },
      }),
    );
    serve({
      ...detail(),
      ...base,
      prizes,
      draw: await drawnRecord(seed, text, base.drawn_at!),
    });
    server.use(http.get(`${API}/1/draw-list`, () => HttpResponse.text(text)));
    renderPage();
    expect(await screen.findByText('ENDED')).toBeInTheDocument();
    expect(screen.getByText('Drawn')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Verify this draw' });
    expect(
      await within(section).findByText('The result matches: this draw is verified.'),
    ).toBeInTheDocument();
    expect(within(section).getByText('Ticket list hash')).toBeInTheDocument();
  });
});
