import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminClaim } from '@lobby/contract-community';
import { pageOf } from '@lobby/shared-api/testing';
import { renderWithProviders } from '../../../testing/render';
import { ClaimsQueue } from './claims-queue';

const ADMIN = 'http://localhost/api/admin/community';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function claim(over: Partial<AdminClaim> = {}): AdminClaim {
  return {
    id: 7,
    challenge_id: 3,
    slot_name: 'Thunder Llama',
    description: 'Hit 612x',
    evidence_images: [
      '/api/r/challenges/claims/7/evidence/0',
      '/api/r/challenges/claims/7/evidence/1',
    ],
    status: 'pending',
    reason: null,
    created_at: '2026-11-21T12:00:00.000Z',
    reviewed_at: null,
    user: { id: 5, username: 'spinwizard', avatar: null },
    challenge_status: 'active',
    challenge_claimed_by: null,
    reviewed_by: null,
    ...over,
  };
}

describe('Admin › Challenge claims', () => {
  it('shows the evidence and approves a claim after confirming', async () => {
    const user = userEvent.setup();
    let approved = false;
    server.use(
      http.get(`${ADMIN}/challenges/claims`, () =>
        HttpResponse.json({ success: true, data: approved ? [] : [claim()] }),
      ),
      http.post(`${ADMIN}/challenges/claims/7/approve`, () => {
        approved = true;
        return HttpResponse.json({
          success: true,
          message: 'Claim approved.',
          data: claim({ status: 'approved' }),
        });
      }),
    );
    renderWithProviders(<ClaimsQueue />);
    const row = (await screen.findByText('spinwizard')).closest('tr')!;
    expect(within(row).getAllByRole('link', { name: /evidence/ })).toHaveLength(2);
    await user.click(within(row).getByRole('button', { name: "Approve spinwizard's claim" }));
    const dialog = screen.getByRole('alertdialog', { name: "Approve spinwizard's claim?" });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText("Approved spinwizard's claim for Thunder Llama."),
    ).toBeInTheDocument();
    expect(await screen.findByText('No claims waiting for review')).toBeInTheDocument();
  });

  it('rejects with a reason and shows a refused approval inside the dialog', async () => {
    const user = userEvent.setup();
    let reason = '';
    server.use(
      http.get(`${ADMIN}/challenges/claims`, () =>
        HttpResponse.json({ success: true, data: [claim()] }),
      ),
      http.post(`${ADMIN}/challenges/claims/7/approve`, () =>
        HttpResponse.json(
          { success: false, message: 'This challenge has already been won.' },
          { status: 409 },
        ),
      ),
      http.post(`${ADMIN}/challenges/claims/7/reject`, async ({ request }) => {
        reason = ((await request.json()) as { reason: string }).reason;
        return HttpResponse.json({
          success: true,
          message: 'Claim rejected.',
          data: claim({ status: 'rejected', reason }),
        });
      }),
    );
    renderWithProviders(<ClaimsQueue />);
    await user.click(await screen.findByRole('button', { name: "Approve spinwizard's claim" }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Approve' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This challenge has already been won.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: "Reject spinwizard's claim" }));
    const dialog = screen.getByRole('alertdialog', { name: "Reject spinwizard's claim?" });
    await user.type(within(dialog).getByLabelText(/Reason/), 'Bet below the minimum');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      await screen.findByText("Rejected spinwizard's claim for Thunder Llama."),
    ).toBeInTheDocument();
    expect(reason).toBe('Bet below the minimum');
  });

  it('pages the approved claims; the filter and page stay in the address', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      http.get(`${ADMIN}/challenges/claims`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        const page = Number(q.get('page'));
        asked.push(`${q.get('status')}/${page}`);
        const row = claim({
          id: page,
          status: 'approved',
          user: { id: page, username: `winner${page}`, avatar: null },
        });
        return HttpResponse.json(pageOf([row], page, 51));
      }),
    );
    renderWithProviders(<ClaimsQueue />, { route: '/admin/claims?status=approved' });
    expect(await screen.findByText('winner1')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Claims (51)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('winner3')).toBeInTheDocument();
    expect(screen.getByText('Showing 51–51 of 51')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/admin/claims?status=approved&page=3',
    );
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveValue('approved');
    expect(asked).toEqual(['approved/1', 'approved/3']);
  });
});
