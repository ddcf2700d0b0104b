import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient } from '@lobby/shared-api';
import { LobbyThemeProvider } from '@lobby/shared-ui';
import { endedRaffle, inHours, listResponse, raffle } from '../testing/fixtures';
import { WagerRafflesPage } from './wager-raffles-page';

const API = 'http://localhost/api/r/wager-raffles';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderPage() {
  const queryClient = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  return render(
    <LobbyThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/affiliate/wager-raffle']}>
          <Routes>
            <Route path="/affiliate/wager-raffle" element={<WagerRafflesPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </LobbyThemeProvider>,
  );
}

describe('WagerRafflesPage', () => {
  it("shows 'Active Raffles' with countdowns and 'Recent Winners' (5 raffles × 3 winners)", async () => {
    const ended = Array.from({ length: 6 }, (_, i) =>
      endedRaffle(10 + i, `Past Raffle ${i + 1}`, ['ann', 'ben', 'cat', 'dan']),
    );
    server.use(
      http.get(API, () =>
        HttpResponse.json(
          listResponse(
            [
              raffle({ id: 1, name: 'Summer Mega Raffle', end_date: inHours(26) }),
              raffle({
                id: 2,
                name: 'Autumn Raffle',
                status: 'upcoming',
                is_active: false,
                auto_draw: false,
                start_date: inHours(5),
              }),
            ],
            ended,
          ),
        ),
      ),
    );
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Wager Raffles' })).toBeInTheDocument();
    const summer = within(await screen.findByRole('article', { name: 'Summer Mega Raffle' }));
    expect(summer.getByText('ACTIVE')).toBeInTheDocument();
    expect(summer.getByText('AUTO DRAW')).toBeInTheDocument();
    expect(summer.getByText('Ends in').nextElementSibling).toHaveTextContent(
      /1d 0[12]h \d\dm \d\ds/,
    );
    expect(summer.getByText('1,234')).toBeInTheDocument();
    expect(summer.getByRole('link', { name: 'View Raffle: Summer Mega Raffle' })).toHaveAttribute(
      'href',
      '/affiliate/wager-raffle/1',
    );
    const autumn = within(screen.getByRole('article', { name: 'Autumn Raffle' }));
    expect(autumn.getByText('UPCOMING')).toBeInTheDocument();
    expect(autumn.getByText('Starts in')).toBeInTheDocument();
    expect(autumn.queryByText('AUTO DRAW')).not.toBeInTheDocument();

    const recent = screen.getByRole('region', { name: 'Recent Winners' });
    const cards = within(recent).getAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Past Raffle ${n}`),
    );
    expect(within(cards[0]!).getAllByRole('listitem')).toHaveLength(3);
    expect(within(cards[0]!).getAllByRole('listitem')[0]).toHaveTextContent('1st');
    expect(within(cards[0]!).getByText('ann')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('$1,000.00');
  });

  it("shows 'No Raffles Available' when there is none", async () => {
    server.use(http.get(API, () => HttpResponse.json(listResponse([], []))));
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'No Raffles Available' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Recent Winners' })).not.toBeInTheDocument();
  });

  it("shows 'No Raffles Available' for active raffles while past winners stay listed", async () => {
    server.use(
      http.get(API, () =>
        HttpResponse.json(listResponse([], [endedRaffle(3, 'Spring Raffle', ['zoe'])])),
      ),
    );
    renderPage();
    const active = await screen.findByRole('region', { name: 'Active Raffles' });
    expect(
      within(active).getByRole('heading', { name: 'No Raffles Available' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Spring Raffle' })).toHaveTextContent('zoe');
  });

  it('shows loading, then an error with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(API, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 })
          : HttpResponse.json(listResponse([raffle()], [])),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading wager raffles' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load wager raffles');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Summer Mega Raffle' })).toBeInTheDocument();
  });
});
