import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { failUntilRecovered, renderRoutesAt, setupApiServer } from '../../../testing/render';
import { endedRaffle, inHours, listResponse, raffle } from '../testing/fixtures';
import { WagerRafflesPage } from './wager-raffles-page';

const API = 'http://localhost/api/r/wager-raffles';
const server = setupApiServer();

const renderPage = () =>
  renderRoutesAt('/affiliate/wager-raffle', { '/affiliate/wager-raffle': <WagerRafflesPage /> });

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
    const api = failUntilRecovered(() => HttpResponse.json(listResponse([raffle()], [])));
    server.use(http.get(API, api.answer));
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading wager raffles' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load wager raffles');
    api.recover();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Summer Mega Raffle' })).toBeInTheDocument();
  });
});
