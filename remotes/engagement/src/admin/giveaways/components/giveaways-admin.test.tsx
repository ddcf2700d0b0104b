import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminGiveaway, GiveawayDetail } from '@lobby/contract-engagement';
import { pageOf } from '@lobby/shared-api/testing';
import { drawRecord } from '../../../testing/draw';
import { failUntilRecovered, renderRoutesAt, setupApiServer } from '../../../testing/render';
import { GiveawayEditPage } from './giveaway-edit-page';
import { GiveawaysAdminPage } from './giveaways-admin-page';

const API = 'http://localhost/api/admin/engagement/giveaways';
const server = setupApiServer();

const renderAt = (path: string) =>
  renderRoutesAt(path, {
    '/admin-new/engagement/giveaways': <GiveawaysAdminPage />,
    '/admin-new/engagement/giveaways/new': <GiveawayEditPage />,
    '/admin-new/engagement/giveaways/:id': <GiveawayEditPage />,
  });

const base: AdminGiveaway = {
  id: 4,
  title: 'Points Party',
  description: 'Win points',
  image: null,
  prize_type: 'points',
  require_kick_link: false,
  prize_value: 5000,
  prize_description: null,
  status: 'ended',
  has_ended: true,
  is_accepting_entries: false,
  end_datetime: '2026-11-20T12:00:00.000Z',
  drawn_at: null,
  created_at: '2026-11-01T12:00:00.000Z',
  entries_count: 8,
  participants_count: 5,
  number_of_winners: 1,
  allow_passwordless_entry: true,
  allow_points_entry: false,
  allow_password_entry: false,
  points_per_entry: 0,
  max_points_entries: 0,
  winners: [],
  has_password: false,
  commitment: 'f'.repeat(64),
  chat_entry: false,
  chat_keyword: null,
  chat_entry_keyword: null,
};

/** The giveaway as the edit page loads it. */
const detailOf = (
  over: Partial<GiveawayDetail> = {},
): GiveawayDetail & { has_password: boolean } => ({
  ...base,
  user_entries: null,
  disqualified: [],
  draw: drawRecord(),
  ...over,
});

describe('Admin › Giveaways', () => {
  it('lists giveaways and draws one now after confirming', async () => {
    let drawn = false;
    server.use(
      http.get(API, () =>
        HttpResponse.json({
          success: true,
          data: [drawn ? { ...base, drawn_at: '2026-11-20T12:01:00.000Z' } : base],
        }),
      ),
      http.post(`${API}/4/draw`, () => {
        drawn = true;
        return HttpResponse.json({ success: true, message: 'Drawn: 1 winner.' });
      }),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/giveaways');
    expect(screen.getByRole('heading', { level: 1, name: 'Giveaways' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Points Party' });
    expect(link).toHaveAttribute('href', '/admin-new/engagement/giveaways/4');
    expect(screen.getByText('Ended, not drawn')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Draw now' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Draw this giveaway now?' });
    expect(dialog).toHaveTextContent('1 winner is drawn and notified');
    await user.click(within(dialog).getByRole('button', { name: 'Draw now' }));
    expect(await screen.findByText('Drawn: 1 winner.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Draw now' })).toBeNull());
  });

  it('says before drawing a giveaway nobody entered that it ends with no winner', async () => {
    server.use(
      http.get(API, () =>
        HttpResponse.json({ success: true, data: [{ ...base, entries_count: 0 }] }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/giveaways');
    await user.click(await screen.findByRole('button', { name: 'Draw now' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Draw this giveaway now?' });
    expect(dialog).toHaveTextContent(
      'Entries to “Points Party” close and nobody has entered: it ends with no winner.',
    );
    expect(dialog).not.toHaveTextContent('drawn and notified');
  });

  it('shows the load error with Retry and the empty state', async () => {
    const api = failUntilRecovered(() => HttpResponse.json({ success: true, data: [] }));
    server.use(http.get(API, api.answer));
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/giveaways');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load giveaways.');
    api.recover();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No giveaways yet.')).toBeInTheDocument();
  });

  it('pages the list: page 2 comes from the server and stays in the address', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get(API, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page');
        asked.push(page);
        const row = { ...base, id: Number(page) * 10, title: `Giveaway of page ${page}` };
        return HttpResponse.json(pageOf([row], Number(page), 30));
      }),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/giveaways');
    expect(await screen.findByRole('link', { name: 'Giveaway of page 1' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–1 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Giveaway of page 2' })).toHaveAttribute(
      'href',
      '/admin-new/engagement/giveaways/20',
    );
    expect(screen.getByText('Showing 26–26 of 30')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(
      '/admin-new/engagement/giveaways?page=2',
    );
    expect(asked).toEqual(['1', '2']);
  });

  it('creates a giveaway, showing the server’s field errors first', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(API, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1)
          return HttpResponse.json(
            {
              success: false,
              message: 'The given data was invalid.',
              errors: { title: ['Title is required'], end_datetime: ['End is required'] },
            },
            { status: 400 },
          );
        return HttpResponse.json(
          { success: true, message: 'Giveaway created.', id: 9 },
          { status: 201 },
        );
      }),
      http.get(`${API}/9`, () =>
        HttpResponse.json({
          success: true,
          data: detailOf({
            id: 9,
            title: 'Fresh',
            status: 'active',
            has_ended: false,
            is_accepting_entries: true,
          }),
        }),
      ),
      http.get(`${API}/9/entries`, () => HttpResponse.json(pageOf([], 1, 0))),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/giveaways/new');
    await user.click(screen.getByRole('button', { name: 'Create giveaway' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('End is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Fresh');
    await user.type(screen.getByLabelText(/Ends/), '2026-12-24T18:30');
    await user.click(screen.getByRole('checkbox', { name: 'Points entry' }));
    await user.clear(screen.getByRole('spinbutton', { name: /Points per entry/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Points per entry/ }), '25');
    expect(screen.queryByRole('textbox', { name: /Chat keyword/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Kick chat entry' }));
    await user.type(screen.getByRole('textbox', { name: /Chat keyword/ }), '!lobby');
    await user.click(screen.getByRole('button', { name: 'Create giveaway' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(
        '/admin-new/engagement/giveaways/9',
      ),
    );
    expect(bodies[1]).toMatchObject({
      title: 'Fresh',
      allow_points_entry: true,
      points_per_entry: 25,
      chat_entry: true,
      chat_keyword: '!lobby',
      password: null,
      end_datetime: new Date('2026-12-24T18:30').toISOString(),
    });
    expect(await screen.findByText('No entries yet.')).toBeInTheDocument();
  }, 20_000);

  it('disqualifies a winner with a reason and lists entries with a CSV export', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(`${API}/4`, () =>
        HttpResponse.json({
          success: true,
          data: {
            ...base,
            drawn_at: '2026-11-20T12:01:00.000Z',
            winners: [
              {
                position: 1,
                username: 'lucky',
                user: { id: 3, username: 'lucky', kick_username: null, avatar: null },
              },
            ],
            user_entries: null,
            disqualified: [],
            draw: drawRecord({
              seed: 'b'.repeat(64),
              list_hash: 'c'.repeat(64),
              drawn_at: '2026-11-20T12:01:00.000Z',
            }),
          },
        }),
      ),
      http.get(`${API}/4/entries`, () =>
        HttpResponse.json(
          pageOf(
            [
              {
                id: 31,
                created_at: '2026-11-10T12:00:00.000Z',
                entry_type: 'passwordless',
                entries: 1,
                points_spent: 0,
                user: { id: 3, username: 'lucky', kick_username: 'luckykick', avatar: null },
                kick_verified: true,
              },
              {
                id: 32,
                created_at: '2026-11-10T12:05:00.000Z',
                entry_type: 'points',
                entries: 500,
                points_spent: 50_000,
                user: { id: 3, username: 'lucky', kick_username: 'luckykick', avatar: null },
                kick_verified: false,
              },
            ],
            1,
            2,
          ),
        ),
      ),
      http.post(`${API}/4/disqualify`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: 'Place 1 disqualified and drawn again.',
        });
      }),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/giveaways/4');
    expect(
      await screen.findByText('This giveaway is drawn: it can no longer be edited.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      'http://localhost/api/admin/engagement/giveaways/4/entries.csv',
    );
    // A member's 500 points entries are one line with their count.
    const table = await screen.findByRole('table', { name: 'Entries' });
    const rows = await within(table).findAllByRole('row');
    expect(
      rows.slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['#31', 'lucky', 'luckykick', 'passwordless', '1 entry', '0', expect.any(String)],
      // A typed name, not the member's linked Kick account.
      [
        '#32',
        'lucky',
        'luckykick unverified',
        'points',
        '500 entries',
        '50,000',
        expect.any(String),
      ],
    ]);
    await user.click(screen.getByRole('button', { name: 'Disqualify and redraw' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Alt account');
    await user.click(within(dialog).getByRole('button', { name: 'Disqualify and redraw' }));
    expect(await screen.findByText('Place 1 disqualified and drawn again.')).toBeInTheDocument();
    expect(posted).toEqual([{ position: 1, reason: 'Alt account' }]);
  });

  it('pages the entries: page 2 from the address, then back to page 1', async () => {
    const asked: string[] = [];
    const entries = Array.from({ length: 30 }, (_, i) => ({
      id: 100 + i,
      created_at: '2026-11-10T12:00:00.000Z',
      entry_type: 'points' as const,
      entries: 1,
      points_spent: 10,
      user: { id: 200 + i, username: `entrant${i + 1}`, kick_username: null, avatar: null },
    }));
    server.use(
      http.get(`${API}/4`, () =>
        HttpResponse.json({
          success: true,
          data: detailOf({ entries_count: 30, participants_count: 30 }),
        }),
      ),
      http.get(`${API}/4/entries`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        asked.push(String(page));
        return HttpResponse.json(pageOf(entries.slice((page - 1) * 25, page * 25), page, 30));
      }),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/giveaways/4?page=2');
    const table = await screen.findByRole('table', { name: 'Entries' });
    expect(await within(table).findByText('entrant26')).toBeInTheDocument();
    expect(within(table).getByText('#129')).toBeInTheDocument();
    expect(within(table).queryByText('entrant1')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 26–30 of 30')).toBeInTheDocument();
    expect(asked).toEqual(['2']);
    await user.click(screen.getByRole('button', { name: /previous/i }));
    expect(await within(table).findByText('entrant1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–25 of 30')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(/\/giveaways\/4$/);
  });
});
