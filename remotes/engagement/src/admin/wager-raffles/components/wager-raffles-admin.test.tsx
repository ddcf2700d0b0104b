import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { WagerRaffleDetail } from '@lobby/contract-engagement';
import { pageOf } from '@lobby/shared-api/testing';
import { prize, raffle as wagerRaffle } from '../../../features/wager-raffles/testing/fixtures';
import { drawRecord } from '../../../testing/draw';
import { renderRoutesAt, setupApiServer } from '../../../testing/render';
import { WagerRaffleEditPage } from './wager-raffle-edit-page';
import { WagerRafflesAdminPage } from './wager-raffles-admin-page';

const API = 'http://localhost/api/admin/engagement/wager-raffles';
const server = setupApiServer();

const renderAt = (path: string) =>
  renderRoutesAt(path, {
    '/admin-new/engagement/wager-raffles': <WagerRafflesAdminPage />,
    '/admin-new/engagement/wager-raffles/new': <WagerRaffleEditPage />,
    '/admin-new/engagement/wager-raffles/:id': <WagerRaffleEditPage />,
  });

// An ended, frozen raffle, not drawn yet, with one cash prize.
const raffle = wagerRaffle({
  id: 2,
  name: 'Spring Raffle',
  description: '',
  start_date: '2026-10-01T00:00:00.000Z',
  end_date: '2026-10-15T00:00:00.000Z',
  status: 'ended',
  is_active: false,
  has_ended: true,
  auto_draw: false,
  frozen_at: '2026-10-15T00:00:00.000Z',
  total_tickets: 40,
  total_wagered: 4000,
  participants_count: 2,
  statistics: { total_participants: 2 },
  prizes: [prize(1, { id: 11, prize_value: 500 })],
});
/** The raffle as the edit page loads it. */
const detailOf = (over: Partial<WagerRaffleDetail> = {}): WagerRaffleDetail => ({
  ...raffle,
  user_tickets: null,
  top_participants: [],
  disqualified: [],
  draw: drawRecord(),
  ...over,
});
const casinos = [
  { id: 1, name: 'Roobet', image: null, platform_type: 'roobet' },
  { id: 2, name: 'Rainbet', image: null, platform_type: 'rainbet' },
];

describe('Admin › Wager raffles', () => {
  it('lists raffles and draws an ended one now', async () => {
    let drawn = false;
    server.use(
      http.get(API, () =>
        HttpResponse.json({
          success: true,
          data: [drawn ? { ...raffle, drawn_at: '2026-10-15T00:05:00.000Z' } : raffle],
          casinos,
        }),
      ),
      http.post(`${API}/2/draw`, () => {
        drawn = true;
        return HttpResponse.json({ success: true, message: 'Drawn: 1 of the prizes won.' });
      }),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/wager-raffles');
    expect(await screen.findByRole('link', { name: 'Spring Raffle' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draw now' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Draw now' }),
    );
    expect(await screen.findByText('Drawn: 1 of the prizes won.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Draw now' })).toBeNull());
  });

  it('opens on the page in the address, and a draw there keeps the page', async () => {
    let drawn = false;
    const pages: string[] = [];
    server.use(
      http.get(API, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '?';
        pages.push(page);
        const row = {
          ...raffle,
          id: 7,
          name: 'Late Raffle',
          drawn_at: drawn ? raffle.end_date : null,
        };
        return HttpResponse.json({ ...pageOf([row], Number(page), 60), casinos });
      }),
      http.post(`${API}/7/draw`, () => {
        drawn = true;
        return HttpResponse.json({ success: true, message: 'Drawn: 1 winner.' });
      }),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/wager-raffles?page=3');
    expect(await screen.findByRole('link', { name: 'Late Raffle' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Draw now' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Draw now' }),
    );
    expect(await screen.findByText('Drawn: 1 winner.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Draw now' })).toBeNull());
    expect(pages.every((p) => p === '3')).toBe(true);
    expect(screen.getByLabelText('location')).toHaveTextContent('?page=3');
  });

  it('creates a raffle with casinos and prizes by position', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(API, () => HttpResponse.json({ success: true, data: [], casinos })),
      http.post(API, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { success: true, message: 'Wager raffle created.', id: 5 },
          { status: 201 },
        );
      }),
      http.get(`${API}/5`, () =>
        HttpResponse.json({
          success: true,
          data: detailOf({
            id: 5,
            name: 'Winter Raffle',
            status: 'upcoming',
            has_ended: false,
            frozen_at: null,
          }),
        }),
      ),
      http.get(`${API}/5/tickets`, () => HttpResponse.json(pageOf([], 1, 0))),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/wager-raffles/new');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Winter Raffle');
    await user.type(screen.getByLabelText(/Starts/), '2026-12-01T00:00');
    await user.type(screen.getByLabelText(/Ends/), '2026-12-15T00:00');
    await user.click(await screen.findByRole('checkbox', { name: 'Rainbet' }));
    await user.click(screen.getByRole('button', { name: 'Add a prize' }));
    const second = screen.getByRole('group', { name: '2nd place' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Type' }), 'custom');
    await user.type(within(second).getByRole('textbox', { name: 'Description' }), 'Hoodie');
    await user.click(screen.getByRole('button', { name: 'Create wager raffle' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(
        '/admin-new/engagement/wager-raffles/5',
      ),
    );
    expect(bodies[0]).toMatchObject({
      name: 'Winter Raffle',
      dollars_per_ticket: 100,
      auto_draw: true,
      casino_ids: [2],
      prizes: [
        { prize_type: 'cash', prize_value: 100, description: null, image_url: null },
        { prize_type: 'custom', prize_value: 0, description: 'Hoodie', image_url: null },
      ],
    });
    expect(await screen.findByText('No tickets yet.')).toBeInTheDocument();
  }, 20_000);

  it('shows a frozen raffle locked, with its tickets and a CSV export', async () => {
    server.use(
      http.get(API, () => HttpResponse.json({ success: true, data: [raffle], casinos })),
      http.get(`${API}/2`, () => HttpResponse.json({ success: true, data: detailOf() })),
      http.get(`${API}/2/tickets`, () =>
        HttpResponse.json(
          pageOf(
            [
              {
                user: { id: 3, username: 'whale', kick_username: null, avatar: null },
                platform: 'Roobet',
                total_wagered: 3000,
                ticket_count: 30,
                first_ticket: 1,
                last_ticket: 30,
              },
            ],
            1,
            1,
          ),
        ),
      ),
    );
    renderAt('/admin-new/engagement/wager-raffles/2');
    expect(
      await screen.findByText(
        'This raffle has ended: its tickets are frozen and it can no longer be edited.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('#1–#30')).toBeInTheDocument();
    expect(screen.getByText('Awaiting Winner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      'http://localhost/api/admin/engagement/wager-raffles/2/tickets.csv',
    );
  });

  it('pages the ticket holders: page 2 from the address, then back to page 1', async () => {
    const asked: string[] = [];
    const holders = Array.from({ length: 30 }, (_, i) => ({
      user: { id: 300 + i, username: `holder${i + 1}`, kick_username: null, avatar: null },
      platform: 'Roobet',
      total_wagered: 100,
      ticket_count: 10,
      first_ticket: i * 10 + 1,
      last_ticket: i * 10 + 10,
    }));
    server.use(
      http.get(API, () => HttpResponse.json({ success: true, data: [raffle], casinos })),
      http.get(`${API}/2`, () => HttpResponse.json({ success: true, data: detailOf() })),
      http.get(`${API}/2/tickets`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        asked.push(String(page));
        return HttpResponse.json(pageOf(holders.slice((page - 1) * 25, page * 25), page, 30));
      }),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/wager-raffles/2?page=2');
    const table = await screen.findByRole('table', { name: 'Tickets' });
    expect(await within(table).findByText('holder26')).toBeInTheDocument();
    expect(within(table).getByText('#291–#300')).toBeInTheDocument();
    expect(within(table).queryByText('holder1')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 26–30 of 30')).toBeInTheDocument();
    expect(asked).toEqual(['2']);
    await user.click(screen.getByRole('button', { name: /previous/i }));
    expect(await within(table).findByText('holder1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–25 of 30')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(/\/wager-raffles\/2$/);
  });
});
