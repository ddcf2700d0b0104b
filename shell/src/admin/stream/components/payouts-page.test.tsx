import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminPayout, AdminPayoutsResponse } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

const server = setupApi();
const admin = makeUser({ id: 1, name: 'Site Admin', username: 'admin', role: 'admin' });
const moderator = makeUser({ id: 2, name: 'Mod', username: 'mod', role: 'moderator' });
const API = 'http://localhost/api/admin/payouts';

function payout(over: Partial<AdminPayout> = {}): AdminPayout {
  return {
    id: 1,
    user: { id: 5, username: 'alice' },
    platform: { id: 3, name: 'Roobet' },
    source: 'vip_claim',
    description: 'VIP reward Gold',
    amount: 25,
    recipient: 'AliceR',
    status: 'sent',
    attempts: 1,
    next_attempt_at: null,
    last_error: null,
    uncertain: false,
    approved_by: null,
    sent_at: '2026-11-23T10:00:00.000Z',
    created_at: '2026-11-23T09:59:00.000Z',
    ...over,
  };
}

const ROWS: AdminPayout[] = [
  payout(),
  payout({
    id: 2,
    status: 'needs_approval',
    amount: 500,
    sent_at: null,
    user: { id: 6, username: 'bob' },
  }),
  payout({
    id: 3,
    status: 'failed',
    amount: 40,
    sent_at: null,
    uncertain: true,
    last_error: 'No answer from casino within 8000 ms (gave up after 8 attempts)',
    user: { id: 7, username: 'carol' },
  }),
];

/** A page of `rows` (page 1 of them all unless `over` says otherwise) with the providers. */
const data = (
  rows: AdminPayout[] = ROWS,
  over: Partial<AdminPayoutsResponse> = {},
): AdminPayoutsResponse => ({
  success: true,
  data: rows,
  current_page: 1,
  last_page: 1,
  per_page: 25,
  total: rows.length,
  providers: [
    {
      platform: { id: 3, name: 'Roobet' },
      configured: true,
      enabled: true,
      api_url: 'https://tips.example/tip',
      has_token: true,
      per_payout_cap: 1000,
      daily_cap: 5000,
      approval_threshold: 100,
      used_today: 25,
    },
  ],
  prize_platform_id: 3,
  counts: { pending: 0, needs_approval: 1, sent: 1, failed: 1 },
  ...over,
});

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
});

describe('Admin › Payouts', () => {
  it('lists payouts with their states; moderators approve but neither retry nor configure', async () => {
    const actions: string[] = [];
    server.use(
      http.get(API, () => HttpResponse.json(data())),
      http.post(`${API}/:id/:action`, ({ params }) => {
        actions.push(`${params.id}:${params.action}`);
        return HttpResponse.json({
          success: true,
          message: 'Payout approved: it is sent with the next run.',
        });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/payouts', user: moderator });
    const table = await screen.findByRole('table', { name: 'Payouts' });
    const rows = await within(table).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('alice');
    expect(rows[1]).toHaveTextContent('Roobet: AliceR');
    expect(rows[1]).toHaveTextContent('$25.00');
    expect(rows[1]).toHaveTextContent('Sent');
    expect(rows[2]).toHaveTextContent('Needs approval');
    expect(rows[3]).toHaveTextContent('gave up after 8 attempts');
    expect(rows[3]).toHaveTextContent('it may have paid');
    expect(screen.queryByRole('button', { name: /Retry payout/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /Tipping API/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve payout 2 to bob' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Payout approved');
    expect(actions).toEqual(['2:approve']);
    await waitFor(() => expect(document.title).toBe('SpinCity - Admin - Payouts'));
  });

  it("shows the server's sentence when an approval is refused (above the threshold, one's own)", async () => {
    server.use(
      http.get(API, () => HttpResponse.json(data())),
      http.post(`${API}/:id/approve`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Only an admin may approve a payout above the approval threshold of $100.00.',
          },
          { status: 403 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/payouts', user: moderator });
    await user.click(await screen.findByRole('button', { name: 'Approve payout 2 to bob' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only an admin may approve a payout above the approval threshold of $100.00.',
    );
  });

  it('lets admins retry a failed payout, filter, and save a platform’s tipping API with field errors', async () => {
    const statuses: string[] = [];
    const saved: unknown[] = [];
    server.use(
      http.get(API, ({ request }) => {
        const status = new URL(request.url).searchParams.get('status') ?? 'all';
        statuses.push(status);
        return HttpResponse.json(
          status === 'failed' ? data(ROWS.filter((p) => p.status === 'failed')) : data(),
        );
      }),
      http.post(`${API}/3/retry`, () =>
        HttpResponse.json({ success: true, message: 'Payout queued again with the same nonce.' }),
      ),
      http.put(`${API}/providers/3`, async ({ request }) => {
        saved.push(await request.json());
        if (saved.length === 1)
          return HttpResponse.json(
            {
              success: false,
              message: 'The given data was invalid.',
              errors: { daily_cap: ['The daily cap must be at least the per-payout cap'] },
            },
            { status: 400 },
          );
        return HttpResponse.json({ success: true, message: 'Tipping API saved.' });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/payouts', user: admin });
    await user.click(await screen.findByRole('button', { name: 'Retry payout 3 to carol' }));
    expect(await screen.findByRole('status')).toHaveTextContent('same nonce');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed (1)');
    await waitFor(() => expect(statuses).toContain('failed'));
    expect(await screen.findByText('Showing 1–1 of 1')).toBeInTheDocument();
    expect(screen.queryByText('bob')).not.toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Tipping API of Roobet' });
    const daily = within(form).getByRole('spinbutton', { name: /Daily cap/ });
    await user.clear(daily);
    await user.type(daily, '10');
    await user.click(within(form).getByRole('button', { name: 'Save tipping API' }));
    expect(
      await within(form).findByText('The daily cap must be at least the per-payout cap'),
    ).toBeInTheDocument();
    expect(saved[0]).toEqual({
      enabled: true,
      api_url: 'https://tips.example/tip',
      per_payout_cap: 1000,
      daily_cap: 10,
      approval_threshold: 100,
    });
    await user.type(within(form).getByLabelText(/API token/), 'new-token');
    await user.clear(daily);
    await user.type(daily, '5000');
    await user.click(within(form).getByRole('button', { name: 'Save tipping API' }));
    expect(await screen.findByText('Tipping API saved.')).toBeInTheDocument();
    expect(saved[1]).toMatchObject({ api_token: 'new-token', daily_cap: 5000 });
  });

  it('shows the empty state, the load error with Retry, and fits a phone', async () => {
    let fail = true;
    server.use(
      http.get(API, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Database is down' }, { status: 500 })
          : HttpResponse.json(data([], { providers: [] })),
      ),
    );
    setViewport(375);
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/payouts', user: admin });
    expect(
      await screen.findByText('The payouts could not be loaded: Database is down'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No payouts yet.')).toBeInTheDocument();
    expect(screen.getByText(/No casino platforms yet/)).toBeInTheDocument();
  });

  it('pages the list: page 2 from the address, Previous keeps the filter', async () => {
    const asked: string[] = [];
    const many = Array.from({ length: 30 }, (_, i) =>
      payout({ id: 100 - i, user: { id: 200 + i, username: `member${i + 1}` } }),
    );
    server.use(
      http.get(API, ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(`${q.get('status')}:${q.get('page')}`);
        const page = Number(q.get('page') ?? 1);
        return HttpResponse.json(
          data(many.slice((page - 1) * 25, page * 25), {
            current_page: page,
            last_page: 2,
            total: 30,
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/payouts?status=sent&page=2', user: admin });
    expect(await screen.findByText('member26')).toBeInTheDocument();
    expect(screen.queryByText('member1')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 26–30 of 30')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('sent');
    expect(asked).toContain('sent:2');
    await user.click(screen.getByRole('button', { name: /previous/i }));
    expect(await screen.findByText('member1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–25 of 30')).toBeInTheDocument();
    expect(asked).toContain('sent:1');
  });
});
