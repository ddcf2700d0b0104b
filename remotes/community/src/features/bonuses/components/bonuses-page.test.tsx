import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../../testing/render';
import { SAMPLE_BONUSES, SAMPLE_CLAIMS } from '../utils/bonuses';
import { BonusesPage } from './bonuses-page';

// Any request at all fails the test: the bonus centre makes no server call.
const server = setupServer(http.all('*', () => HttpResponse.error()));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('BonusesPage', () => {
  it('shows sample bonuses, counts and recent claims without calling the server', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(request.url));
    renderWithProviders(<BonusesPage />, { route: '/bonuses' });

    expect(screen.getByRole('heading', { name: 'Bonuses', level: 1 })).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Bonuses' })).getAllByRole('listitem');
    expect(cards).toHaveLength(SAMPLE_BONUSES.length);
    expect(
      within(screen.getByLabelText('Bonus centre figures')).getByText('Active bonuses'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Recent claims' })).toBeInTheDocument();
    expect(screen.getByText(SAMPLE_CLAIMS[0]!.name)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('filters by type and copies a code', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BonusesPage />, { route: '/bonuses' });
    await user.click(screen.getByRole('button', { name: 'Free Spins' }));
    const cards = within(screen.getByRole('list', { name: 'Bonuses' })).getAllByRole('listitem');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
      'Stakeforge: Free Spins Drop',
      'Rollvault: Midweek Spins',
    ]);
    const write = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(cards[0]!).getByRole('button', { name: 'Copy code' }));
    expect(write).toHaveBeenCalledWith('LLAMA50');
    expect(within(cards[0]!).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});
