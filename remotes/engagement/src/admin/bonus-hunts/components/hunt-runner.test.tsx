import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminHunt } from '@lobby/contract-engagement';
import { pageOf } from '@lobby/shared-api/testing';
import { closingTabAsks } from '@lobby/shared-ui/testing';
import * as f from '../../../features/bonus-hunts/testing/fixtures';
import { renderRoutesAt } from '../../../testing/render';
import { HuntRunner } from './hunt-runner';
import { HuntsAdmin } from './hunts-admin';

jest.setTimeout(20_000);

const API = 'http://localhost/api/admin/engagement/bonus-hunts';

function adminHunt(over: Partial<AdminHunt> = {}): AdminHunt {
  return {
    ...f.hunt(),
    ended_at: null,
    prize_points: [500, 250],
    winnings: 251.6,
    break_even_x: 1.85,
    average_x: 12.7,
    results: [],
    ...over,
  };
}

let hunt = adminHunt();
let patches: { gameId: string; body: unknown }[] = [];

const server = setupServer(
  // No call session by default (the players tests queue calls).
  http.get('http://localhost/api/admin/engagement/slot-calls', () =>
    HttpResponse.json({
      ...pageOf([], 1, 0, 100),
      session: null,
      blacklist: [],
      command: '!call',
    }),
  ),
  http.get(`${API}/:id`, ({ params }) =>
    params.id === '12'
      ? HttpResponse.json({ success: true, data: hunt })
      : HttpResponse.json({ success: false, message: 'Bonus hunt not found' }, { status: 404 }),
  ),
  http.patch(`${API}/:id/games/:gameId`, async ({ params, request }) => {
    const body = (await request.json()) as { win?: number | null; player?: unknown };
    patches.push({ gameId: String(params.gameId), body });
    if (body.player !== undefined) {
      const player = body.player as { source: string; kick_username?: string } | null;
      // What the server answers for the players this test assigns.
      const assigned = {
        user_id: player?.source === 'member' || player?.source === 'call' ? f.bob.id : null,
        assigned_user: player?.source === 'member' || player?.source === 'call' ? f.bob : null,
        assigned_kick_username: player?.source === 'kick' ? player.kick_username! : null,
      };
      hunt = {
        ...hunt,
        games: hunt.games.map((g) => (g.id === Number(params.gameId) ? { ...g, ...assigned } : g)),
      };
      return HttpResponse.json({ success: true, data: hunt });
    }
    const win = body.win ?? null;
    hunt = {
      ...hunt,
      games: hunt.games.map((g) =>
        g.id === Number(params.gameId)
          ? {
              ...g,
              slot_win: win,
              pending_win: win == null,
              multiplier: win != null ? win / g.slot_bet : null,
            }
          : g,
      ),
    };
    return HttpResponse.json({ success: true, data: hunt });
  }),
  http.patch(`${API}/:id`, async ({ request }) => {
    const body = (await request.json()) as { predictions_active: boolean };
    hunt = { ...hunt, predictions_active: body.predictions_active };
    return HttpResponse.json({ success: true, data: hunt });
  }),
  http.post(`${API}/:id/complete`, () =>
    HttpResponse.json(
      { success: false, message: 'Record the win of every slot first (2 still pending).' },
      { status: 422 },
    ),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  hunt = adminHunt();
  patches = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderAt = (path: string) =>
  renderRoutesAt(path, {
    '/admin-new/engagement/hunts': <HuntsAdmin />,
    '/admin-new/engagement/hunts/:id': <HuntRunner />,
  });

describe('Admin › Bonus hunt runner', () => {
  it('shows the hunt, its figures and a win field per slot', async () => {
    renderAt('/admin-new/engagement/hunts/12');
    expect(await screen.findByRole('heading', { name: 'Friday Mega Hunt' })).toBeInTheDocument();
    expect(screen.getByText('Predictions open')).toBeInTheDocument();
    expect(screen.getByText('$251.60')).toBeInTheDocument();
    expect(screen.getByText('500 / 250 pts')).toBeInTheDocument();
    expect(screen.getAllByRole('spinbutton', { name: /^Win of/ })).toHaveLength(4);
  });

  it('records a win with Enter and moves to the next slot', async () => {
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/hunts/12');
    const third = await screen.findByRole('spinbutton', { name: 'Win of #3 slot ($)' });
    await user.click(third);
    await user.type(third, '42.5{Enter}');
    await waitFor(() => expect(patches).toEqual([{ gameId: '3', body: { win: 42.5 } }]));
    await waitFor(() =>
      expect(
        screen.getByRole('spinbutton', { name: 'Win of #4 Wanted Dead or a Wild ($)' }),
      ).toHaveFocus(),
    );
    expect(await screen.findByText('8.50x')).toBeInTheDocument();
  });

  it('says under the field why a negative win is not saved', async () => {
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/hunts/12');
    const third = await screen.findByRole('spinbutton', { name: 'Win of #3 slot ($)' });
    await user.click(third);
    await user.type(third, '-5{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter 0 or more');
    expect(third).toHaveAccessibleDescription('Enter 0 or more');
    expect(third).toHaveFocus();
    expect(patches).toEqual([]);
    await user.clear(third);
    await user.type(third, '5{Enter}');
    await waitFor(() => expect(patches).toEqual([{ gameId: '3', body: { win: 5 } }]));
    expect(screen.queryByText('Enter 0 or more')).not.toBeInTheDocument();
  });

  it('asks before removing a slot, says what leaves with it, and shows a refusal in the dialog', async () => {
    const removed: string[] = [];
    let refuse = true;
    server.use(
      http.delete(`${API}/:id/games/:gameId`, ({ params }) => {
        if (refuse)
          return HttpResponse.json(
            {
              success: false,
              message:
                'You predicted in this bonus hunt: another staff member must record its wins.',
            },
            { status: 403 },
          );
        removed.push(String(params.gameId));
        hunt = { ...hunt, games: hunt.games.filter((g) => g.id !== Number(params.gameId)) };
        return HttpResponse.json({ success: true, data: hunt });
      }),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/hunts/12');
    await user.click(await screen.findByRole('button', { name: 'Remove #2 Sweet Bonanza' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Remove #2 Sweet Bonanza?' });
    expect(dialog).toHaveTextContent(
      "Its bet of $4.00 and its win of $1.60 leave the hunt's figures. This cannot be undone.",
    );
    // Cancel keeps it; nothing was sent.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove #2 Sweet Bonanza' }));
    dialog = screen.getByRole('alertdialog', { name: 'Remove #2 Sweet Bonanza?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove slot' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'another staff member must record its wins',
    );
    expect(removed).toEqual([]);
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Remove slot' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(removed).toEqual(['2']);
    expect(screen.getAllByRole('spinbutton', { name: /^Win of/ })).toHaveLength(3);
  });

  it('closes predictions', async () => {
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/hunts/12');
    await user.click(await screen.findByRole('button', { name: 'Close predictions' }));
    expect(await screen.findByText('Predictions closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open predictions' })).toBeInTheDocument();
  });

  it("asks before completing and shows the server's refusal", async () => {
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/hunts/12');
    await user.click(await screen.findByRole('button', { name: 'Complete hunt' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Complete this hunt?' });
    expect(dialog).toHaveTextContent('2 slots are still pending');
    await user.click(within(dialog).getByRole('button', { name: 'Complete hunt' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Record the win of every slot first (2 still pending).',
    );
  });

  it('shows results and no inputs once completed', async () => {
    hunt = adminHunt({
      is_active: false,
      end_balance: 400,
      results: [
        {
          rank: 1,
          user: { id: 7, username: 'alice' },
          end_balance: 410,
          distance: 10,
          points_awarded: 500,
        },
      ],
    });
    renderAt('/admin-new/engagement/hunts/12');
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
    const results = screen.getByRole('table', { name: /^Results/ });
    expect(within(results).getByText('@alice')).toBeInTheDocument();
    expect(screen.getByText('+500')).toBeInTheDocument();
    // It paid points: it stays in History, no delete offered.
    expect(screen.queryByRole('button', { name: 'Delete hunt' })).not.toBeInTheDocument();
  });

  it('deletes a hunt after confirming and goes back to the list with a notice', async () => {
    let deleted = false;
    server.use(
      http.delete(`${API}/:id`, () => {
        deleted = true;
        return HttpResponse.json({ success: true, message: 'Bonus hunt deleted.' });
      }),
      http.get(API, () =>
        HttpResponse.json({ success: true, data: [], current_page: 1, last_page: 1, total: 0 }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/hunts/12');
    await user.click(await screen.findByRole('button', { name: 'Delete hunt' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this hunt?' });
    expect(dialog).toHaveTextContent(
      'Friday Mega Hunt, its 4 slots and 2 predictions will be deleted for good. No points were paid for it',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete hunt' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Bonus hunt deleted.');
    expect(screen.getByRole('heading', { name: 'Bonus hunts' })).toBeInTheDocument();
    expect(deleted).toBe(true);
  });

  it("shows the server's refusal to delete in the dialog", async () => {
    server.use(
      http.delete(`${API}/:id`, () =>
        HttpResponse.json(
          {
            success: false,
            message:
              'This hunt paid 500 points to 1 member: it stays in History and cannot be deleted.',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/hunts/12');
    await user.click(await screen.findByRole('button', { name: 'Delete hunt' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this hunt?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete hunt' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'it stays in History and cannot be deleted',
    );
  });

  it('says when the hunt does not exist', async () => {
    renderAt('/admin-new/engagement/hunts/99');
    expect(await screen.findByText('Bonus hunt not found')).toBeInTheDocument();
  });
});

describe('Admin › Bonus hunt runner › players', () => {
  const queue = (status: 'open' | 'closed' = 'open') =>
    http.get('http://localhost/api/admin/engagement/slot-calls', () =>
      HttpResponse.json({
        success: true,
        data: [
          {
            id: 31,
            kick_username: 'bobspins',
            user: { id: f.bob.id, username: 'bob' },
            slot: { id: 4, name: 'Thunder Llama', image: null, provider: null },
            requested: 'llama',
            status: 'queued',
            created_at: '2026-11-20T12:00:00.000Z',
          },
          {
            id: 32,
            kick_username: 'played_one',
            user: null,
            slot: { id: 4, name: 'Thunder Llama', image: null, provider: null },
            requested: 'llama',
            status: 'played',
            created_at: '2026-11-20T12:01:00.000Z',
          },
        ],
        current_page: 1,
        last_page: 1,
        per_page: 100,
        total: 2,
        session: {
          id: 3,
          title: 'Friday calls',
          status,
          opened_at: '2026-11-20T11:00:00.000Z',
          closed_at: null,
        },
        blacklist: [],
        command: '!call',
      }),
    );

  it("shows each slot's player or Unassigned, and assigns a member found by name", async () => {
    server.use(
      queue(),
      http.get('http://localhost/api/admin/members', ({ request }) =>
        HttpResponse.json({
          success: true,
          data:
            new URL(request.url).searchParams.get('q') === 'bo'
              ? [{ ...f.bob, name: 'bob', role: 'member', points: 0, xp: 0 }]
              : [],
          current_page: 1,
          last_page: 1,
          per_page: 25,
          total: 1,
        }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/hunts/12');
    const slots = await screen.findByRole('table', { name: 'Slots' });
    expect(within(slots).getByText('@alice')).toBeInTheDocument();
    expect(within(slots).getAllByText('Unassigned')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Assign player of #2 Sweet Bonanza' }));
    const dialog = screen.getByRole('dialog', { name: 'Player of #2 Sweet Bonanza' });
    expect(within(dialog).getByText('Nobody plays this slot yet.')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Member or Kick name' }),
      'bo{Enter}',
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Assign @bob' }));
    await waitFor(() =>
      expect(patches).toEqual([
        { gameId: '2', body: { player: { source: 'member', user_id: 8 } } },
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(slots).getAllByText('@bob')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Change player of #2 Sweet Bonanza' })).toHaveFocus();
  });

  it('assigns a typed Kick name, takes a queued call, and unassigns', async () => {
    server.use(queue());
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/hunts/12');
    await user.click(await screen.findByRole('button', { name: 'Assign player of #3 slot' }));
    let dialog = screen.getByRole('dialog', { name: 'Player of #3 slot' });
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Member or Kick name' }),
      'drifter_99',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Assign Kick name drifter_99' }));
    expect(await screen.findByText('drifter_99')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Assign player of #2 Sweet Bonanza' }));
    dialog = screen.getByRole('dialog', { name: 'Player of #2 Sweet Bonanza' });
    // Only the queued calls of the open session are offered.
    const calls = await within(dialog).findByRole('list', { name: 'Queued calls' });
    expect(within(calls).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(calls).getByRole('button', { name: 'Take call of bobspins' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Change player of #1 Gates of Olympus' }));
    dialog = screen.getByRole('dialog', { name: 'Player of #1 Gates of Olympus' });
    expect(within(dialog).getByText('Played by @alice.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches.map((p) => p.body)).toEqual([
      { player: { source: 'kick', kick_username: 'drifter_99' } },
      { player: { source: 'call', slot_call_id: 31 } },
      { player: null },
    ]);
  });

  it('adds the slot of a queued call, played by its caller', async () => {
    let posted: unknown = null;
    server.use(
      queue(),
      http.post(`${API}/:id/games`, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ success: true, data: hunt });
      }),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/hunts/12');
    const form = await screen.findByRole('form', { name: 'Add a slot' });
    const from = await within(form).findByRole('combobox', { name: 'From a call' });
    expect(
      within(from)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No call', 'bobspins: Thunder Llama']);
    expect(closingTabAsks()).toBe(false);
    await user.selectOptions(from, 'bobspins: Thunder Llama');
    expect(within(form).getByRole('combobox', { name: 'Slot' })).toHaveValue('Thunder Llama');
    // A slot chosen and not yet added: closing the tab asks first.
    expect(closingTabAsks()).toBe(true);
    await user.type(within(form).getByRole('spinbutton', { name: 'Bet ($)' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Add slot' }));
    await waitFor(() => expect(posted).toEqual({ slot_call_id: 31, bet: 2 }));
    expect(from).toHaveValue('');
    expect(closingTabAsks()).toBe(false);
  });

  it('says when no call is waiting (no open session) and offers no Assign once completed', async () => {
    server.use(queue('closed'));
    const user = userEvent.setup();
    const { unmount } = renderAt('/admin-new/engagement/hunts/12');
    await user.click(await screen.findByRole('button', { name: 'Assign player of #3 slot' }));
    expect(await screen.findByText('No call is waiting.')).toBeInTheDocument();
    unmount();

    hunt = adminHunt({ is_active: false, end_balance: 400 });
    renderAt('/admin-new/engagement/hunts/12');
    expect(await screen.findByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('@alice')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /player of/ })).not.toBeInTheDocument();
  });
});

describe('Admin › Bonus hunts list', () => {
  it('lists hunts and says so when there are none', async () => {
    server.use(
      http.get(API, () =>
        HttpResponse.json({ success: true, data: [], current_page: 1, last_page: 1, total: 0 }),
      ),
    );
    renderAt('/admin-new/engagement/hunts');
    expect(
      await screen.findByText('No bonus hunts yet — create the first one above.'),
    ).toBeInTheDocument();
  });

  it('checks the new hunt form and creates the hunt', async () => {
    let posted: unknown = null;
    server.use(
      http.get(API, () =>
        HttpResponse.json({ success: true, data: [], current_page: 1, last_page: 1, total: 0 }),
      ),
      http.post(API, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json({ success: true, data: adminHunt() });
      }),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/hunts');
    await user.click(await screen.findByRole('button', { name: 'Create hunt' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Name/), 'Friday Mega Hunt');
    await user.type(screen.getByLabelText(/^Start balance/), '1000');
    // A prize list with a part that is not points says which part.
    await user.type(screen.getByLabelText(/^Prize points/), 'abc, 100');
    await user.click(screen.getByRole('button', { name: 'Create hunt' }));
    expect(screen.getByLabelText(/^Prize points/)).toHaveAccessibleDescription(
      /“abc” is not a whole number of points above 0/,
    );
    expect(posted).toBeNull();
    await user.clear(screen.getByLabelText(/^Prize points/));
    await user.type(screen.getByLabelText(/^Prize points/), '500, 250');
    await user.click(screen.getByRole('button', { name: 'Create hunt' }));
    expect(await screen.findByRole('heading', { name: 'Friday Mega Hunt' })).toBeInTheDocument();
    expect(posted).toEqual({
      name: 'Friday Mega Hunt',
      start_balance: 1000,
      prize_points: [500, 250],
      predictions_active: true,
    });
  });
});
