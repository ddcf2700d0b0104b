import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { theme } from '@lobby/shared-ui';
import { renderRoutesAt, setupApiServer } from '../../../testing/render';
import { WagerRaffleEditPage } from './wager-raffle-edit-page';

const API = 'http://localhost/api/admin/engagement/wager-raffles';
const server = setupApiServer();
const casinos = [
  { id: 1, name: 'Roobet', image: null, platform_type: 'roobet' },
  { id: 2, name: 'Rainbet', image: null, platform_type: 'rainbet' },
];

describe('Admin › Wager raffles › form errors', () => {
  it('shows the casinos error in the error colour, tied to the Casinos group', async () => {
    server.use(
      http.get(API, () => HttpResponse.json({ success: true, data: [], casinos })),
      http.post(API, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Validation failed',
            errors: { casino_ids: ['Choose at least one casino'] },
          },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderRoutesAt('/admin-new/engagement/wager-raffles/new', {
      '/admin-new/engagement/wager-raffles/new': <WagerRaffleEditPage />,
    });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Winter Raffle');
    await user.type(screen.getByLabelText(/Starts/), '2026-12-01T00:00');
    await user.type(screen.getByLabelText(/Ends/), '2026-12-15T00:00');
    await screen.findByRole('checkbox', { name: 'Rainbet' });
    await user.click(screen.getByRole('button', { name: 'Create wager raffle' }));
    const error = await screen.findByText('Choose at least one casino');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveStyle({ color: theme.colors.danger });
    expect(screen.getByRole('group', { name: 'Casinos' })).toHaveAccessibleDescription(
      'Choose at least one casino',
    );
  }, 20_000);
});
