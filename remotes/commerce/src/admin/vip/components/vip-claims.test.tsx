import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { pageOf } from '@lobby/shared-api/testing';
import { closingTabAsks } from '@lobby/shared-ui/testing';
import { adminClaim, memberWagers } from '../../shared/components/fixtures';
import { API, renderAdmin } from '../../shared/components/test-utils';
import MemberWagersPage from './member-wagers-page';
import VipClaimsPage from './vip-claims-page';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ROUTES = {
  claims: VipClaimsPage,
  members: MemberWagersPage,
  'members/:id': MemberWagersPage,
};

describe('Admin › VIP claims', () => {
  it('lists cash rewards awaiting payout and marks one paid after confirming', async () => {
    let paid = false;
    const asked: string[] = [];
    server.use(
      http.get(`${API}/vip/claims`, ({ request }) => {
        const status = new URL(request.url).searchParams.get('status')!;
        asked.push(status);
        const rows =
          status === 'processed'
            ? [adminClaim({ id: 90, processed: true, user: { id: 3, username: 'old_timer' } })]
            : paid
              ? []
              : [adminClaim()];
        return HttpResponse.json({ success: true, data: rows });
      }),
      http.post(`${API}/vip/claims/91/pay`, () => {
        paid = true;
        return HttpResponse.json({
          success: true,
          message: 'Claim marked paid',
          data: adminClaim({ processed: true }),
        });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/claims', ROUTES);
    expect(screen.getByRole('heading', { level: 1, name: 'VIP claims' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'lucky_lu' });
    expect(link).toHaveAttribute('href', '/admin-new/commerce/members/7');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Stake · Silver')).toBeInTheDocument();
    expect(within(row).getByText('$25.00 cash')).toBeInTheDocument();
    expect(within(row).getByText('$61,234.50')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();

    await user.click(
      within(row).getByRole('button', { name: "Mark lucky_lu's Silver reward paid" }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Mark this reward paid?' });
    expect(dialog).toHaveTextContent(
      'Confirm that $25.00 for Stake · Silver was paid to lucky_lu.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(
      await screen.findByText('Claim marked paid: lucky_lu, Silver ($25.00).'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No cash rewards waiting to be paid.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'processed');
    const done = (await screen.findByRole('link', { name: 'old_timer' })).closest('tr')!;
    expect(within(done).getByText('Processed')).toBeInTheDocument();
    expect(within(done).queryByRole('button')).not.toBeInTheDocument();
    expect(asked).toEqual(['pending', 'pending', 'processed']);
  });

  it("shows the server's refusal in the dialog, and the load error with Retry", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(`${API}/vip/claims`, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: [adminClaim()] }),
      ),
      http.post(`${API}/vip/claims/91/pay`, () =>
        HttpResponse.json(
          { success: false, message: 'This claim was already processed' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/claims', ROUTES);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load VIP claims.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: /Mark lucky_lu's Silver/ }));
    const dialog = screen.getByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This claim was already processed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens a shared link on page 3 of processed claims and pages back from there', async () => {
    const pages: string[] = [];
    server.use(
      http.get(`${API}/vip/claims`, ({ request }) => {
        const q = new URL(request.url).searchParams;
        pages.push(`${q.get('status')} ${q.get('page')}`);
        const page = Number(q.get('page'));
        return HttpResponse.json(
          pageOf(
            [
              adminClaim({
                id: page * 10,
                processed: true,
                user: { id: page, username: `paid_on_${page}` },
              }),
            ],
            page,
            5,
            2,
          ),
        );
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/claims?status=processed&page=3', ROUTES);
    expect(await screen.findByText('paid_on_3')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('processed');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('paid_on_2')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/admin-new/commerce/claims?status=processed&page=2',
    );
    expect(pages).toEqual(['processed 3', 'processed 2']);
  });
});

describe('Admin › Member wagers', () => {
  it('lists the biggest wagerers, searches by name, and opens a member', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`${API}/vip/members`, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q') ?? '';
        asked.push(q);
        return HttpResponse.json({
          success: true,
          data:
            q === 'zzz'
              ? []
              : [{ id: 7, username: 'lucky_lu', role: 'vip', total_wagered: 1234.56 }],
        });
      }),
      http.get(`${API}/vip/members/7`, () =>
        HttpResponse.json({ success: true, data: memberWagers() }),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/members', ROUTES);
    expect(screen.getByRole('heading', { level: 1, name: 'Member wagers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Members who wagered the most' });
    const row = within(table).getByRole('link', { name: 'lucky_lu' }).closest('tr')!;
    expect(within(row).getByText('VIP')).toBeInTheDocument();
    expect(within(row).getByText('$1,234.56')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'zzz{Enter}');
    expect(await screen.findByText('No member matches “zzz”.')).toBeInTheDocument();
    expect(asked).toEqual(['', 'zzz']);
    await user.clear(screen.getByRole('searchbox', { name: 'Username' }));
    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'lucky');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(await screen.findByRole('link', { name: 'lucky_lu' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'lucky_lu' })).toBeInTheDocument();
    expect(
      screen.getByText('Member · 4,200 points · $1,234.56 wagered in all'),
    ).toBeInTheDocument();
    const stake = screen.getByRole('region', { name: 'Stake' });
    expect(within(stake).getByText('LuckyLu77')).toBeInTheDocument();
    expect(within(stake).getByText('Verified')).toBeInTheDocument();
    const periods = within(stake).getByRole('table', { name: 'Feed periods of LuckyLu77' });
    const rows = within(periods).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Counted')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Ended before verification')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('$500.00')).toBeInTheDocument();
    expect(within(stake).getByText('Counted from this name: $1,234.56')).toBeInTheDocument();
    expect(screen.getByText('No VIP claims yet.')).toBeInTheDocument();
  });

  it('asks before a name typed but not searched for is lost, not once it is searched', async () => {
    server.use(
      http.get(`${API}/vip/members`, () =>
        HttpResponse.json({
          success: true,
          data: [{ id: 7, username: 'lucky_lu', role: 'member', total_wagered: 10 }],
        }),
      ),
      http.get(`${API}/vip/members/7`, () =>
        HttpResponse.json({ success: true, data: memberWagers() }),
      ),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/members', ROUTES);
    await screen.findByRole('link', { name: 'lucky_lu' });
    expect(closingTabAsks()).toBe(false);

    await user.type(screen.getByRole('searchbox', { name: 'Username' }), 'luck');
    expect(closingTabAsks()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'lucky_lu' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByRole('searchbox', { name: 'Username' })).toHaveValue('luck');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      await screen.findByRole('table', { name: 'Members matching “luck”' }),
    ).toBeInTheDocument();
    expect(closingTabAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'lucky_lu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'lucky_lu' })).toBeInTheDocument();
  });

  it('says when the member does not exist, and offers Retry when loading fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    server.use(
      http.get(`${API}/vip/members/404`, () =>
        HttpResponse.json({ success: false, message: 'Member not found' }, { status: 404 }),
      ),
      http.get(`${API}/vip/members/7`, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: { ...memberWagers(), platforms: [] } });
      }),
    );
    const { unmount } = renderAdmin('/admin-new/commerce/members/404', ROUTES);
    expect(await screen.findByRole('heading', { name: 'Member not found' })).toBeInTheDocument();
    unmount();
    const user = userEvent.setup();
    renderAdmin('/admin-new/commerce/members/7', ROUTES);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Failed to load the member's wagers.");
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No wagers yet')).toBeInTheDocument();
  });
});
