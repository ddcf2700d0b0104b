import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ChatPointsLeaderboard } from '@lobby/contract-community';
import { API } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { TopChatters } from './top-chatters';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const board = (leaders: ChatPointsLeaderboard['leaders']): ChatPointsLeaderboard => ({
  week_start: '2026-11-23T00:00:00.000Z',
  interval_minutes: 10,
  points_per_interval: 10,
  leaders,
});
const answer = (data: ChatPointsLeaderboard) =>
  server.use(
    http.get(`${API}/chat-points/leaderboard`, () => HttpResponse.json({ success: true, data })),
  );

describe('TopChatters', () => {
  it('is busy while loading, then lists the chatters in rank order with their points', async () => {
    answer(
      board([
        {
          rank: 1,
          user_id: 7,
          username: 'ChattyCathy',
          avatar: null,
          points: 1250,
          intervals: 125,
        },
        { rank: 2, user_id: 9, username: 'quietquinn', avatar: null, points: 10, intervals: 1 },
      ]),
    );
    renderWithProviders(<TopChatters />);
    const panel = screen.getByRole('region', { name: 'Top chatters this week' });
    expect(panel).toHaveAttribute('aria-busy', 'true');

    const items = await screen.findAllByRole('listitem');
    expect(panel).toHaveAttribute('aria-busy', 'false');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('ChattyCathy')).toBeInTheDocument();
    expect(within(items[0]!).getByText('1,250 points')).toBeInTheDocument();
    expect(within(items[1]!).getByText('quietquinn')).toBeInTheDocument();
    expect(
      screen.getByText(/10 points for every 10 minutes you chat while live/),
    ).toBeInTheDocument();
  });

  it('says so when no one has earned chat points this week', async () => {
    answer(board([]));
    renderWithProviders(<TopChatters />);
    expect(
      await screen.findByText(/No one has earned chat points this week yet/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('logs a failure and shows the list as unavailable', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(
      http.get(`${API}/chat-points/leaderboard`, () =>
        HttpResponse.json({ success: false, message: 'boom' }, { status: 500 }),
      ),
    );
    renderWithProviders(<TopChatters />);
    expect(await screen.findByText('Unavailable right now')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Failed to load the top chatters', expect.any(Error));
    warn.mockRestore();
  });
});
