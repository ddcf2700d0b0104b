import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../../testing/render';
import LeaderboardsAdmin from './leaderboards-admin';

const BASE = 'http://localhost/api/admin/community/leaderboards';

const server = setupServer(
  http.get(BASE, () =>
    HttpResponse.json({
      success: true,
      data: {
        platforms: [
          {
            id: 1,
            slug: 'lumen',
            name: 'Lumen Casino',
            image: null,
            currency_symbol: '$',
            time_zone: 'UTC',
            wager_basis: 'raw',
            excluded_usernames: [],
            mask_usernames: false,
            active: true,
            period: null,
            feed: null,
          },
        ],
        feed_kinds: [],
      },
    }),
  ),
  http.get(`${BASE}/platforms/1/entries`, () =>
    HttpResponse.json({ success: true, data: { entries: [], total: 0 } }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

jest.setTimeout(20_000);

describe('Admin › Leaderboards › focus', () => {
  it('"New platform" moves focus to the form that opens below the list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LeaderboardsAdmin />);
    await screen.findByText('Lumen Casino');
    await user.click(screen.getByRole('button', { name: 'New platform' }));
    expect(screen.getByRole('heading', { level: 2, name: 'New platform' })).toHaveFocus();
  });

  it('"Manage" moves focus to the platform panel', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LeaderboardsAdmin />);
    const row = (await screen.findByText('Lumen Casino')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Manage Lumen Casino' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Platform' })).toHaveFocus();
  });
});
