import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminChallenge } from '@lobby/contract-community';
import { renderWithProviders } from '../../../testing/render';
import { ChallengesAdmin } from './challenges-admin';

const ADMIN = 'http://localhost/api/admin/community';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const challenge: AdminChallenge = {
  id: 4,
  slot_name: 'Sugar Rush',
  slot_image: null,
  slot_provider: null,
  multiplier: 1000,
  min_bet: 0.2,
  prize: 5000,
  prize_type: 'points',
  claims_count: 2,
  is_active: true,
  is_expired: false,
  status: 'active',
  time_remaining: 3600,
  start_date: '2026-11-20T12:00:00.000Z',
  end_date: '2026-11-27T12:00:00.000Z',
  claimed_by: null,
  claimed_at: null,
  claimer: null,
  enabled: true,
  pending_claims: 1,
  created_at: '2026-11-20T12:00:00.000Z',
};

describe('Admin › Challenges › edit', () => {
  it('"Edit" in a row moves focus to the form above the list; loading the page does not', async () => {
    server.use(
      http.get(`${ADMIN}/challenges`, () =>
        HttpResponse.json({ success: true, data: [challenge] }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ChallengesAdmin />);
    const edit = await screen.findByRole('button', { name: 'Edit Sugar Rush' });
    expect(screen.getByRole('heading', { level: 2, name: 'New challenge' })).not.toHaveFocus();
    // The row's actions wrap inside a phone's stacked card instead of running past its edge.
    expect(edit.parentElement).toHaveStyle({ flexWrap: 'wrap' });
    await user.click(edit);
    expect(screen.getByRole('heading', { level: 2, name: 'Edit Sugar Rush' })).toHaveFocus();
  });
});
