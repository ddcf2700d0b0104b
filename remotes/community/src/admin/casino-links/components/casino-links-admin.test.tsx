import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminCasinoLink } from '@lobby/contract-community';
import { renderWithProviders } from '../../../testing/render';
import CasinoLinksAdmin from './casino-links-admin';

const BASE = 'http://localhost/api/admin/community/casino-links';

const link = (over: Partial<AdminCasinoLink> = {}): AdminCasinoLink => ({
  id: 1,
  platform: { id: 3, slug: 'lumen', name: 'Lumen Casino', image: null },
  username: 'BigWhale',
  status: 'pending',
  reason: null,
  submitted_at: '2026-11-20T10:00:00.000Z',
  reviewed_at: null,
  evidence_url: '/api/admin/community/casino-links/1/evidence',
  member: { id: 7, username: 'neo', display_name: 'Neo' },
  reviewed_by: null,
  ...over,
});
const counts = { pending: 1, verified: 4, rejected: 2 };

const server = setupServer(
  http.get(BASE, () => HttpResponse.json({ success: true, data: { links: [link()], counts } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Admin › Casino links', () => {
  it('lists the pending names with their evidence and approves one', async () => {
    let approved = 0;
    server.use(
      http.post(`${BASE}/1/approve`, () => {
        approved += 1;
        return HttpResponse.json({
          success: true,
          message: 'Casino username verified.',
          data: link({ status: 'verified' }),
        });
      }),
    );
    renderWithProviders(<CasinoLinksAdmin />);
    const row = (await screen.findByText('BigWhale')).closest('tr')!;
    expect(within(row).getByText('Neo')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Evidence of BigWhale/ })).toHaveAttribute(
      'href',
      '/api/admin/community/casino-links/1/evidence',
    );
    expect(screen.getByRole('option', { name: 'Pending (1)' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Approve BigWhale' }));
    expect(await screen.findByText('BigWhale on Lumen Casino is verified.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(approved).toBe(1);
  });

  it('rejects with a required reason in a dialog (Escape closes it)', async () => {
    let sent: unknown = null;
    server.use(
      http.post(`${BASE}/1/reject`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          success: true,
          message: 'Casino username rejected.',
          data: link({ status: 'rejected', reason: 'Wrong code' }),
        });
      }),
    );
    renderWithProviders(<CasinoLinksAdmin />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject BigWhale' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reject BigWhale' }));
    const again = await screen.findByRole('alertdialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Reject' }));
    expect(await within(again).findByText('Give the member a reason')).toBeInTheDocument();
    expect(sent).toBeNull();
    await userEvent.type(within(again).getByRole('textbox'), 'Wrong code');
    await userEvent.click(within(again).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('BigWhale on Lumen Casino is rejected.')).toBeInTheDocument();
    expect(sent).toEqual({ reason: 'Wrong code' });
    expect(dialog).not.toBeInTheDocument();
  });

  it('shows the empty queue, and an error with Retry', async () => {
    server.use(
      http.get(BASE, () =>
        HttpResponse.json({
          success: true,
          data: { links: [], counts: { ...counts, pending: 0 } },
        }),
      ),
    );
    const { unmount } = renderWithProviders(<CasinoLinksAdmin />);
    expect(
      await screen.findByText('No casino usernames are waiting for review.'),
    ).toBeInTheDocument();
    unmount();

    let calls = 0;
    server.use(
      http.get(BASE, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 })
          : HttpResponse.json({ success: true, data: { links: [link()], counts } });
      }),
    );
    renderWithProviders(<CasinoLinksAdmin />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Boom');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('BigWhale')).toBeInTheDocument();
  });

  it('says a search matched nothing instead of calling the queue empty', async () => {
    server.use(
      http.get(BASE, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        return HttpResponse.json({
          success: true,
          data: { links: q ? [] : [link()], counts },
        });
      }),
    );
    renderWithProviders(<CasinoLinksAdmin />);
    await screen.findByText('BigWhale');
    await userEvent.type(screen.getByLabelText('Search by casino or member name'), 'zzz');
    expect(await screen.findByText('No casino usernames match “zzz”.')).toBeInTheDocument();
    expect(screen.queryByText('No casino usernames are waiting for review.')).toBeNull();
  });
});
