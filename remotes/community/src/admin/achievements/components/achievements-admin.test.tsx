import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithProviders } from '../../../testing/render';
import { AchievementsAdmin } from './achievements-admin';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Admin › Achievements', () => {
  it('lists the catalogue with what earns each one and its holders', async () => {
    server.use(
      http.get('http://localhost/api/admin/community/achievements', () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              key: 'first_daily_claim',
              title: 'Daily Dose',
              description: 'Claimed your first daily reward.',
              icon: 'calendar',
              badge_color: '#22c55e',
              rarity: 'common',
              points: 25,
              xp_reward: 50,
              holders: 1234,
              last_unlocked_at: '2026-11-21T12:00:00.000Z',
              trigger: 'First daily claim',
            },
            {
              key: 'tier_diamond',
              title: 'Diamond Tier',
              description: 'Reached 100,000 points.',
              icon: 'shield',
              badge_color: '#a78bfa',
              rarity: 'legendary',
              points: 1000,
              xp_reward: 2000,
              holders: 0,
              last_unlocked_at: null,
              trigger: 'Reaching 100,000 points',
            },
          ],
        }),
      ),
    );
    renderWithProviders(<AchievementsAdmin />);
    const row = (await screen.findByText('Daily Dose')).closest('tr')!;
    expect(within(row).getByText('First daily claim')).toBeInTheDocument();
    expect(within(row).getByText('1,234')).toBeInTheDocument();
    expect(within(row).getByText('25 pts · 50 XP')).toBeInTheDocument();
    const diamond = screen.getByText('Diamond Tier').closest('tr')!;
    expect(within(diamond).getByText('Legendary')).toBeInTheDocument();
    expect(within(diamond).getByText('—')).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('http://localhost/api/admin/community/achievements', () =>
        HttpResponse.json({ success: false, message: 'no' }, { status: 500 }),
      ),
    );
    renderWithProviders(<AchievementsAdmin />);
    expect(await screen.findByText('Failed to load achievements')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
