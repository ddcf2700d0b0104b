import { screen, within } from '@testing-library/react';
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

function challenge(over: Partial<AdminChallenge> = {}): AdminChallenge {
  return {
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
    ...over,
  };
}

describe('Admin › Challenges', () => {
  it('creates a challenge, showing the server’s per-field errors and a refusal first', async () => {
    const LIMIT = 'Moderators may set cash prizes of at most $50.00 in all; ask an admin.';
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(`${ADMIN}/challenges`, () =>
        HttpResponse.json({ success: true, data: [challenge()] }),
      ),
      http.post(`${ADMIN}/challenges`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (bodies.length === 1)
          return HttpResponse.json(
            {
              success: false,
              message: 'The given data was invalid.',
              errors: { slot_image: ['Image must be a URL or a site path'] },
            },
            { status: 400 },
          );
        if (bodies.length === 2)
          return HttpResponse.json({ success: false, message: LIMIT }, { status: 403 });
        return HttpResponse.json(
          { success: true, data: challenge({ id: 9, slot_name: 'Big Bass' }) },
          { status: 201 },
        );
      }),
    );
    renderWithProviders(<ChallengesAdmin />);
    expect(await screen.findByText('Sugar Rush')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claims queue (1)' })).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'New challenge' });
    await user.click(within(form).getByRole('button', { name: 'Create challenge' }));
    expect(within(form).getByText('Slot name is required')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/Slot name/), 'Big Bass');
    await user.type(within(form).getByLabelText(/Slot image URL/), 'nope');
    await user.type(within(form).getByLabelText(/Multiplier/), '250');
    await user.type(within(form).getByLabelText(/Minimum bet/), '0.5');
    await user.type(within(form).getByLabelText(/Prize \(\$\)/), '75');
    await user.click(within(form).getByRole('button', { name: 'Create challenge' }));
    expect(await within(form).findByText('Image must be a URL or a site path')).toBeInTheDocument();

    // A moderator above the prize limit is told why, for the whole form.
    await user.clear(within(form).getByLabelText(/Slot image URL/));
    await user.click(within(form).getByRole('button', { name: 'Create challenge' }));
    expect(await within(form).findByText(LIMIT)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Slot name/)).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(within(form).getByRole('button', { name: 'Create challenge' }));
    expect(await screen.findByText('Created Big Bass')).toBeInTheDocument();
    expect(within(form).queryByText(LIMIT)).not.toBeInTheDocument();
    expect(bodies[1]).toMatchObject({
      slot_name: 'Big Bass',
      slot_image: null,
      multiplier: 250,
      min_bet: 0.5,
      prize: 75,
      prize_type: 'cash',
      enabled: true,
    });
    expect(typeof bodies[1]!.start_date).toBe('string');
  }, 30_000);

  it('ends a challenge early after confirming', async () => {
    const user = userEvent.setup();
    let ended = false;
    server.use(
      http.get(`${ADMIN}/challenges`, () =>
        HttpResponse.json({
          success: true,
          data: [challenge(ended ? { status: 'completed' } : {})],
        }),
      ),
      http.post(`${ADMIN}/challenges/4/end`, () => {
        ended = true;
        return HttpResponse.json({ success: true, data: challenge({ status: 'completed' }) });
      }),
    );
    renderWithProviders(<ChallengesAdmin />);
    await user.click(await screen.findByRole('button', { name: 'End Sugar Rush now' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End Sugar Rush now?' });
    await user.click(within(dialog).getByRole('button', { name: 'End now' }));
    expect(await screen.findByText('Ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End Sugar Rush now' })).not.toBeInTheDocument();
  });
});

describe('Admin › Challenges › edit', () => {
  it('"Edit" in a row moves focus to the form above the list; loading the page does not', async () => {
    server.use(
      http.get(`${ADMIN}/challenges`, () =>
        HttpResponse.json({ success: true, data: [challenge()] }),
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
