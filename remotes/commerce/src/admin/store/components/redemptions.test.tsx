import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Redemption } from '@lobby/contract-commerce';
import { pageOf } from '@lobby/shared-api/testing';
import { adminRedemption } from '../../shared/components/fixtures';
import { API, renderAdmin } from '../../shared/components/test-utils';
import RedemptionsPage from './redemptions-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ROUTES = { redemptions: RedemptionsPage };

/** Serves the queue from `rows` filtered like the server, recording each status asked. */
function serveQueue(rows: Redemption[]) {
  const asked: string[] = [];
  server.use(
    http.get(`${API}/store/redemptions`, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'pending';
      asked.push(status);
      return HttpResponse.json({
        success: true,
        data: status === 'all' ? rows : rows.filter((r) => r.status === status),
      });
    }),
  );
  return asked;
}

describe('Admin › Store redemptions', () => {
  it('lists the pending queue and filters by state; the CSV link follows the filter', async () => {
    const asked = serveQueue([
      adminRedemption(),
      adminRedemption({
        id: 40,
        status: 'refunded',
        user: { id: 8, username: 'refundee', avatar: null },
      }),
    ]);
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/redemptions', ROUTES);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Store redemptions' }),
    ).toBeInTheDocument();
    const row = (await screen.findByText('lucky_lu')).closest('tr')!;
    expect(within(row).getByText('#41')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Signed Hoodie' })).toHaveAttribute(
      'href',
      '/admin-new/commerce/items/1',
    );
    expect(within(row).getByText('2,500 pts')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText('refundee')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      'http://localhost/api/admin/commerce/store/redemptions.csv?status=pending',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'refunded');
    const refunded = (await screen.findByText('refundee')).closest('tr')!;
    expect(within(refunded).getByText('Refunded')).toBeInTheDocument();
    // A refunded redemption has nothing left to do.
    expect(within(refunded).queryByRole('button')).not.toBeInTheDocument();
    expect(asked).toEqual(['pending', 'refunded']);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/admin-new/commerce/redemptions?status=refunded',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      'http://localhost/api/admin/commerce/store/redemptions.csv?status=refunded',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'processed');
    expect(await screen.findByText('No processed redemptions yet.')).toBeInTheDocument();
  });

  it('marks a redemption processed after confirming, and the queue reloads', async () => {
    let rows = [adminRedemption()];
    serveQueue([]);
    server.use(
      http.get(`${API}/store/redemptions`, () => HttpResponse.json({ success: true, data: rows })),
      http.post(`${API}/store/redemptions/41/process`, () => {
        const done = adminRedemption({ status: 'processed', is_processed: true });
        rows = [];
        return HttpResponse.json({
          success: true,
          message: 'Redemption marked processed',
          data: done,
        });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/redemptions', ROUTES);
    await user.click(await screen.findByRole('button', { name: 'Mark #41 processed' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Mark this redemption processed?' });
    expect(dialog).toHaveTextContent('Confirm that “Signed Hoodie” was delivered to lucky_lu.');
    // Focus starts on Cancel; Escape closes without doing anything.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark #41 processed' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Mark processed' }),
    );
    expect(
      await screen.findByText('Redemption marked processed: #41 Signed Hoodie for lucky_lu.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      await screen.findByText('No pending redemptions: the queue is clear.'),
    ).toBeInTheDocument();
  });

  it("refunds after confirming, and shows the server's refusal inside the dialog", async () => {
    serveQueue([adminRedemption({ status: 'processed', is_processed: true })]);
    let refunds = 0;
    server.use(
      http.post(`${API}/store/redemptions/41/refund`, () => {
        refunds += 1;
        return refunds === 1
          ? HttpResponse.json(
              { success: false, message: 'This redemption was already refunded' },
              { status: 409 },
            )
          : HttpResponse.json({
              success: true,
              message: 'Redemption refunded',
              data: adminRedemption({ status: 'refunded' }),
            });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/redemptions?status=all', ROUTES);
    const row = (await screen.findByText('lucky_lu')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /processed/ })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Refund #41' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Refund this redemption?' });
    expect(dialog).toHaveTextContent(
      'lucky_lu gets 2,500 points back for “Signed Hoodie”, one unit goes back in stock',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This redemption was already refunded',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText(/Redemption refunded: #41/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows the load error with Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(`${API}/store/redemptions`, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: [] }),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/redemptions', ROUTES);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load redemptions.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('No pending redemptions: the queue is clear.'),
    ).toBeInTheDocument();
  });

  it('pages the queue: page 2 comes from the server and the status stays in the address', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/store/redemptions`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        const page = Number(q.get('page') ?? 1);
        asked.push(`${q.get('status')}:${page}`);
        const rows = [
          adminRedemption({ id: 100 - page * 2, status: 'refunded' }),
          adminRedemption({
            id: 99 - page * 2,
            status: 'refunded',
            user: { id: 9, username: `member_p${page}`, avatar: null },
          }),
        ];
        return HttpResponse.json(pageOf(rows, page, 5, 2));
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/redemptions?status=refunded', ROUTES);
    expect(await screen.findByText('member_p1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('member_p2')).toBeInTheDocument();
    expect(screen.getByText('Showing 3–4 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/admin-new/commerce/redemptions?status=refunded&page=2',
    );
    expect(asked).toEqual(['refunded:1', 'refunded:2']);
    // A new filter starts again at page 1.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await waitFor(() => expect(asked).toContain('all:1'));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      /\/redemptions\?status=all$/,
    );
  });
});
