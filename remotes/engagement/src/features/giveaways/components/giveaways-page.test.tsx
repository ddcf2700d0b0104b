import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { failUntilRecovered, renderRoutesAt, setupApiServer } from '../../../testing/render';
import { ended, future, giveaway, listResponse } from '../testing/fixtures';
import { GiveawaysPage } from './giveaways-page';

const API = 'http://localhost/api/r/giveaways';
const server = setupApiServer();

const renderPage = (path = '/raffles') => renderRoutesAt(path, { '/raffles': <GiveawaysPage /> });

const sample = [
  giveaway({ id: 1, title: 'Open Cash', end_datetime: future(30) }),
  giveaway({
    id: 2,
    title: 'Soon Ending',
    end_datetime: future(2),
    allow_passwordless_entry: false,
    allow_points_entry: false,
    allow_password_entry: true,
    prize_type: 'points',
    prize_value: 5000,
  }),
  giveaway({ id: 3, title: 'Not Open Yet', status: 'pending', is_accepting_entries: false }),
  ended({
    id: 4,
    title: 'Hoodie Drop',
    prize_type: 'custom',
    prize_value: 0,
    prize_description: 'Lobby Hoodie',
    number_of_winners: 4,
    winners: ['ann', 'ben', 'cat', 'dan'].map((username, i) => ({
      position: i + 1,
      username,
      user: { id: 100 + i, username, kick_username: null, avatar: null },
    })),
  }),
];

describe('GiveawaysPage', () => {
  it('shows the filters with counts and a card per giveaway with status, entries and methods', async () => {
    server.use(http.get(API, () => HttpResponse.json(listResponse(sample))));
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Raffles' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Open Cash' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (4)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Active (2)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ended (1)' })).toBeInTheDocument();

    const open = within(screen.getByRole('article', { name: 'Open Cash' }));
    expect(open.getByText('ACTIVE')).toBeInTheDocument();
    expect(open.getByText('$250.00')).toBeInTheDocument();
    expect(open.getByText('12')).toBeInTheDocument();
    expect(
      within(open.getByRole('list', { name: 'Entry methods' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Free Entry', 'Points (100 per entry)']);
    expect(open.getByRole('link', { name: 'View Raffle: Open Cash' })).toHaveAttribute(
      'href',
      '/raffles/1',
    );

    const secret = within(screen.getByRole('article', { name: 'Soon Ending' }));
    expect(secret.getByText('5,000 points')).toBeInTheDocument();
    expect(secret.getByText('Password')).toBeInTheDocument();

    expect(
      within(screen.getByRole('article', { name: 'Not Open Yet' })).getByText('PENDING'),
    ).toBeInTheDocument();

    const done = within(screen.getByRole('article', { name: 'Hoodie Drop' }));
    expect(done.getByText('ENDED')).toBeInTheDocument();
    expect(done.getByText('Lobby Hoodie')).toBeInTheDocument();
    // Three winners previewed, then how many more.
    expect(done.getByText('ann, ben, cat +1 more')).toBeInTheDocument();
  });

  it('filters Active and Ended, keeps the filter in the address and shows the next-ending countdown', async () => {
    server.use(http.get(API, () => HttpResponse.json(listResponse(sample))));
    const user = userEvent.setup();
    renderPage();
    await screen.findByRole('article', { name: 'Open Cash' });
    expect(screen.queryByText('Next ending in')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Active (2)' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/raffles?filter=active');
    expect(
      screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(screen.queryByRole('article', { name: 'Hoodie Drop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Not Open Yet' })).not.toBeInTheDocument();
    // The soonest end among active giveaways: about 2 hours.
    expect(screen.getByText('Next ending in').parentElement).toHaveTextContent(
      /0[12]h \d\dm \d\ds/,
    );

    await user.click(screen.getByRole('tab', { name: 'Ended (1)' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Hoodie Drop' })).toBeInTheDocument();
  });

  it('shows the empty state of a filter', async () => {
    server.use(http.get(API, () => HttpResponse.json(listResponse([sample[0]!]))));
    renderPage('/raffles?filter=ended');
    expect(await screen.findByRole('heading', { name: 'No ended raffles' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ended (0)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the empty state when there is no giveaway at all', async () => {
    server.use(http.get(API, () => HttpResponse.json(listResponse([]))));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No raffles yet' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (0)' })).toBeInTheDocument();
  });

  it('shows a loading state, then an error with Retry that loads again', async () => {
    const api = failUntilRecovered(() => HttpResponse.json(listResponse(sample)));
    server.use(http.get(API, api.answer));
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading raffles' })).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load raffles')).toBeInTheDocument();
    expect(api.log).toHaveBeenCalledWith(
      '[engagement/giveaways] Failed to load raffles',
      expect.anything(),
    );
    api.recover();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Open Cash' })).toBeInTheDocument();
  });
});
