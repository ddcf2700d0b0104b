import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useSessionStore } from '@lobby/shared-api';
import { renderRoutesAt } from '../../../testing/render';
import { sessionUser } from '../../bonus-hunts/testing/fixtures';
import * as f from '../testing/fixtures';
import { TournamentDetailPage } from './tournament-detail-page';

jest.setTimeout(20_000);

const API = 'http://localhost/api/r/tournaments';
let posted: unknown[] = [];

const server = setupServer(
  http.get(`${API}/:id`, ({ params }) =>
    params.id === '3'
      ? HttpResponse.json(f.detail())
      : HttpResponse.json({ success: false, message: 'Tournament not found' }, { status: 404 }),
  ),
  http.post(`${API}/:id/predict`, async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json({ success: true, message: 'Predictions saved successfully!' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  posted = [];
});
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
});
afterAll(() => server.close());

function renderAt(path = '/tournaments/3') {
  return renderRoutesAt(path, { '/tournaments/:id': <TournamentDetailPage /> });
}

const serve = (d: ReturnType<typeof f.detail>) =>
  server.use(http.get(`${API}/:id`, () => HttpResponse.json(d)));
const member = () => useSessionStore.getState().setUser(sessionUser());

describe('TournamentDetailPage', () => {
  it("shows 'Loading Tournament...' then the header with four tiles", async () => {
    renderAt();
    expect(screen.getByText('Loading Tournament...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Slot Showdown' })).toBeInTheDocument();
    expect(screen.getByText('Tournament #3')).toBeInTheDocument();
    expect(document.title).toBe('Tournament #3');
    expect(screen.getByText('Eight slots, one champion.')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('4 slots')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Tournaments/ })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    // A visitor gets no prediction button.
    expect(screen.queryByRole('button', { name: /Predictions$/ })).not.toBeInTheDocument();
  });

  it("says 'Tournament Not Found' with a way back", async () => {
    renderAt('/tournaments/99');
    expect(await screen.findByText('Tournament Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tournaments' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
    expect(screen.getByText('This tournament does not exist or was removed.')).toBeInTheDocument();
    // The picture is the site's SVG trophy, not an emoji that depends on the visitor's fonts.
    const state = screen.getByRole('heading', { name: 'Tournament Not Found' }).parentElement!;
    expect(state.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(state).not.toHaveTextContent(/\p{Extended_Pictographic}/u);
  });

  it('draws a bracket of 4: Round 1 and Final, TBD, VS, PENDING, a winner with its trophy', async () => {
    const matches = f.bracket(4);
    matches[0] = {
      ...matches[0]!,
      winner_name: 'Slot 1',
      slot1_multiplier: 120.5,
      slot2_multiplier: 3,
      match_date: '2026-11-21T20:00:00.000Z',
    };
    matches[2] = { ...matches[2]!, slot1_name: 'Slot 1' };
    serve(f.detail({ tournament: f.tournament({ matches }) }));
    renderAt();
    const bracket = await screen.findByLabelText('Tournament bracket');
    const columns = within(bracket)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(columns).toEqual(['Round 1', 'Final']);
    const first = within(bracket).getByRole('article', { name: 'Match 1' });
    expect(within(first).getByText('COMPLETED')).toBeInTheDocument();
    expect(within(first).getByText('120.50x')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Winner' })).toBeInTheDocument();
    expect(within(first).getAllByText('VS')).toHaveLength(1);
    expect(within(first).getByText('Nov 21, 2026')).toBeInTheDocument();
    const final = within(bracket).getByRole('article', { name: 'Match 3' });
    expect(within(final).getByText('PENDING')).toBeInTheDocument();
    expect(within(final).getByText('TBD')).toBeInTheDocument();
  });

  it('draws a bracket of 32 in five columns ending with the Final', async () => {
    serve(f.detail({ tournament: f.tournament({ matches: f.bracket(32), size: 32 }) }));
    renderAt();
    const bracket = await screen.findByLabelText('Tournament bracket');
    expect(
      within(bracket)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Round 1', 'Round 2', 'Round 3', 'Round 4', 'Final']);
    expect(within(bracket).getAllByRole('article')).toHaveLength(31);
  });

  it("says 'No Bracket Available' without matches", async () => {
    serve(f.detail({ tournament: f.tournament({ matches: [] }) }));
    renderAt();
    expect(await screen.findByText('No Bracket Available')).toBeInTheDocument();
    expect(screen.getByText("Tournament matches haven't been set up yet.")).toBeInTheDocument();
  });

  it('asks a visitor to log in on the Predict tab', async () => {
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByRole('tab', { name: 'Predict' }));
    expect(screen.getByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to make predictions.')).toBeInTheDocument();
  });

  it("says 'Predictions Closed' to a member when predictions are off", async () => {
    member();
    serve(f.detail({ tournament: f.tournament({ predictions_active: false }) }));
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByRole('tab', { name: 'Predict' }));
    expect(screen.getByText('Predictions Closed')).toBeInTheDocument();
    const closed = screen.getByRole('heading', { name: 'Predictions Closed' }).parentElement!;
    expect(closed.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(closed).not.toHaveTextContent(/\p{Extended_Pictographic}/u);
    expect(
      screen.getByText('Prediction period has ended for this tournament.'),
    ).toBeInTheDocument();
  });

  it("says 'No Matches Available' when there is nothing to pick", async () => {
    member();
    serve(f.detail({ tournament: f.tournament({ matches: [] }) }));
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Make Predictions' }));
    expect(screen.getByText('No Matches Available')).toBeInTheDocument();
  });

  it('propagates picks into the final in blue italic and saves every pick', async () => {
    member();
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Make Predictions' }));
    const board = screen.getByLabelText('Your bracket');
    const final = within(board).getByRole('group', { name: 'Winner of match 3' });
    // Defaults: slot 1 of each match, so the final opens with Slot 1 v Slot 3.
    expect(
      within(final)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Slot 1', 'Slot 3']);
    await user.click(within(board).getByRole('radio', { name: /Slot 2/ }));
    await user.click(within(board).getByRole('radio', { name: /Slot 4/ }));
    expect(
      within(final)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['Slot 2', 'Slot 4']);
    expect(getComputedStyle(within(final).getByText('Slot 2')).fontStyle).toBe('italic');
    await user.click(within(final).getByRole('radio', { name: /Slot 4/ }));
    await user.click(screen.getByRole('button', { name: 'Save Predictions' }));
    expect(await screen.findByText('Predictions saved successfully!')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        predictions: [
          { match_id: 101, winner_name: 'Slot 2' },
          { match_id: 102, winner_name: 'Slot 4' },
          { match_id: 103, winner_name: 'Slot 4' },
        ],
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Predictions saved successfully!')).not.toBeInTheDocument();
  });

  it("shows 'Slots not determined yet' and 'Update Predictions' for a member who predicted", async () => {
    member();
    // Matches 3 and 4 are not seeded yet: the round-2 match they feed has no slot at all.
    const matches = f
      .bracket(8)
      .map((m) =>
        m.match_number === 3 || m.match_number === 4
          ? { ...m, slot1_name: null, slot2_name: null }
          : m,
      );
    serve(
      f.detail({
        tournament: f.tournament({ matches, size: 8 }),
        user_prediction: {
          matches: [{ tournament_match_id: 101, predicted_winner_name: 'Slot 2' }],
        },
      }),
    );
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Update Predictions' }));
    expect(screen.getAllByRole('button', { name: 'Update Predictions' })).toHaveLength(2);
    const board = screen.getByLabelText('Your bracket');
    const first = within(board).getByRole('group', { name: 'Winner of match 1' });
    expect(within(first).getByRole('radio', { name: /Slot 2/ })).toBeChecked();
    expect(within(board).getAllByText('Slots not determined yet')).toHaveLength(3);
  });

  it("shows the server's refusal, or the network error text", async () => {
    member();
    server.use(
      http.post(`${API}/:id/predict`, () =>
        HttpResponse.json(
          { success: false, message: 'Predictions are closed for this tournament.' },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByRole('button', { name: 'Make Predictions' }));
    await user.click(screen.getByRole('button', { name: 'Save Predictions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Predictions are closed for this tournament.',
    );
    server.use(http.post(`${API}/:id/predict`, () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Save Predictions' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'An error occurred while saving predictions',
      ),
    );
  });

  it('lists predictions with ranks, links and search, and both empty texts', async () => {
    serve(
      f.detail({
        top_predictions: [
          f.standing('oracle', 3, 3, {
            user: { id: 1, username: 'oracle', global_name: 'The Oracle', avatar: null },
          }),
          f.standing('second', 2, 3),
          f.standing('third', 1, 3),
          f.standing('fourth', 0, 3),
        ],
      }),
    );
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByRole('tab', { name: 'Predictions' }));
    expect(screen.getByRole('heading', { name: 'Tournament Predictions (4)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The Oracle' })).toHaveAttribute(
      'href',
      '/profile/oracle',
    );
    expect(screen.getByText('@oracle')).toBeInTheDocument();
    expect(screen.getByText('100.0%')).toBeInTheDocument();
    expect(screen.getAllByText('3/3')).toHaveLength(1);
    expect(screen.getByText('#1')).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search users...'), 'zz');
    expect(screen.getByText('No users found matching "zz"')).toBeInTheDocument();
    await user.clear(screen.getByPlaceholderText('Search users...'));
    await user.type(screen.getByPlaceholderText('Search users...'), 'thi');
    expect(screen.getByText('#3')).toBeInTheDocument();
    expect(screen.queryByText('#1')).not.toBeInTheDocument();
  });

  it("says 'No predictions made yet' when nobody predicted", async () => {
    const user = userEvent.setup();
    renderAt();
    await user.click(await screen.findByRole('tab', { name: 'Predictions' }));
    expect(screen.getByText('No predictions made yet')).toBeInTheDocument();
  });
});
