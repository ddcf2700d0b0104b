import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import * as f from '../../../features/tournaments/testing/fixtures';
import { renderRoutesAt } from '../../../testing/render';
import { TournamentEditor } from './tournament-editor';
import { TournamentsAdmin } from './tournaments-admin';

jest.setTimeout(20_000);

const API = 'http://localhost/api/admin/engagement/tournaments';
let patches: { url: string; body: unknown }[] = [];

const server = setupServer(
  http.get(`${API}/:id`, ({ params }) =>
    params.id === '3'
      ? HttpResponse.json(f.detail())
      : HttpResponse.json({ success: false, message: 'Tournament not found' }, { status: 404 }),
  ),
  http.patch(`${API}/:id/matches/:matchId`, async ({ request, params }) => {
    patches.push({ url: String(params.matchId), body: await request.json() });
    const matches = f.bracket(4);
    matches[0] = { ...matches[0]!, winner_name: 'Slot 1' };
    matches[2] = { ...matches[2]!, slot1_name: 'Slot 1' };
    return HttpResponse.json(f.detail({ tournament: f.tournament({ matches }) }));
  }),
  http.get(API, () => HttpResponse.json(f.listResponse([]))),
  http.delete(`${API}/:id`, ({ params }) =>
    params.id === '3'
      ? HttpResponse.json({ success: true, message: 'Tournament deleted.' })
      : HttpResponse.json(
          {
            success: false,
            message:
              '2 decided picks of this tournament count toward the accuracy leaderboard: undo its results first.',
          },
          { status: 409 },
        ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  patches = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderAt(path: string) {
  return renderRoutesAt(path, {
    '/admin-new/engagement/tournaments': <TournamentsAdmin />,
    '/admin-new/engagement/tournaments/:id': <TournamentEditor />,
  });
}

describe('Admin › Tournament editor', () => {
  it('sets a winner with its multipliers; the winner advances into the final', async () => {
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/tournaments/3');
    const m1 = await screen.findByRole('article', { name: 'Match 1' });
    await user.type(within(m1).getByLabelText('Multiplier of Slot 1 in match 1'), '120.5');
    await user.click(within(m1).getByRole('button', { name: 'Slot 1 wins match 1' }));
    await waitFor(() =>
      expect(patches).toEqual([
        { url: '101', body: { slot1_multiplier: 120.5, slot2_multiplier: null, winner: 1 } },
      ]),
    );
    const final = screen.getByRole('article', { name: 'Match 3' });
    expect(await within(final).findByText('Slot 1')).toBeInTheDocument();
    // The final has one slot so far: no winner can be set yet.
    expect(within(final).getByRole('button', { name: 'Slot 1 wins match 3' })).toBeDisabled();
    await user.click(
      within(screen.getByRole('article', { name: 'Match 1' })).getByRole('button', {
        name: 'Undo result',
      }),
    );
    await waitFor(() => expect(patches[1]).toEqual({ url: '101', body: { winner: null } }));
  });

  it('deletes after confirming and goes back to the list with a notice', async () => {
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/tournaments/3');
    await user.click(await screen.findByRole('button', { name: 'Delete tournament' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this tournament?' });
    expect(dialog).toHaveTextContent('count toward the accuracy leaderboard');
    await user.click(within(dialog).getByRole('button', { name: 'Delete tournament' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tournament deleted.');
    expect(screen.getByRole('heading', { name: 'Tournaments' })).toBeInTheDocument();
  });

  it('shows why a tournament with counted picks is kept', async () => {
    server.use(
      http.get(`${API}/:id`, () =>
        HttpResponse.json(f.detail({ tournament: f.tournament({ id: 4 }) })),
      ),
    );
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/tournaments/4');
    await user.click(await screen.findByRole('button', { name: 'Delete tournament' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this tournament?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete tournament' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '2 decided picks of this tournament count toward the accuracy leaderboard',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says when the tournament does not exist', async () => {
    renderAt('/admin-new/engagement/tournaments/9');
    expect(await screen.findByText('Tournament Not Found')).toBeInTheDocument();
  });
});

describe('Admin › Tournaments', () => {
  it('needs a name and exactly as many slots as the size', async () => {
    const user = userEvent.setup();
    renderAt('/admin-new/engagement/tournaments');
    expect(
      await screen.findByText('No tournaments yet — create the first bracket above.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create tournament' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose exactly 8 slots (0 chosen)')).toBeInTheDocument();
  });
});
