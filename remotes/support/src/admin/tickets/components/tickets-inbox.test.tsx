import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { pageOf } from '@lobby/shared-api/testing';
import { staff, ticket } from '../../shared/components/fixtures';
import { renderAdmin } from '../../shared/components/test-utils';
import TicketsInboxPage from './tickets-inbox-page';

const API = 'http://localhost/api/admin/support/tickets';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderInbox = () => renderAdmin('/admin-new/support/tickets', { tickets: TicketsInboxPage });

describe('Admin › Tickets inbox', () => {
  it('lists tickets linking to each, and sends filters, search and sort to the server', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(API, ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        const data = params.get('status') === 'closed' ? [] : [{ ...ticket, assignee: staff[0]! }];
        return HttpResponse.json({ success: true, data, staff });
      }),
    );
    const user = userEvent.setup();
    renderInbox();
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: '#7 Withdrawal stuck' });
    expect(link).toHaveAttribute('href', '/admin-new/support/tickets/7');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(within(row).getByText('High')).toBeInTheDocument();
    expect(within(row).getByText('modmax')).toBeInTheDocument();
    expect(seen[0]!.get('sort')).toBe('activity');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Assignee' }), 'Unassigned');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'high');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'payment');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'withdrawal{Enter}');
    await waitFor(() => expect(seen.at(-1)!.get('q')).toBe('withdrawal'));
    expect(seen.at(-1)!.get('assignee')).toBe('none');
    expect(seen.at(-1)!.get('priority')).toBe('high');
    expect(seen.at(-1)!.get('category')).toBe('payment');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'closed');
    expect(await screen.findByText('No tickets match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: '#7 Withdrawal stuck' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
  });

  it('shows the load error with Retry, then the empty state', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(API, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: [], staff }),
      ),
    );
    const user = userEvent.setup();
    renderInbox();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load tickets.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No tickets yet.')).toBeInTheDocument();
  });

  it('opens a shared link with its filters and page, and Back returns to the page before', async () => {
    const asked: string[] = [];
    server.use(
      http.get(API, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page'));
        asked.push(`${params.get('status')}:${params.get('sort')}:${page}`);
        const row = { ...ticket, id: 100 + page, title: `Waiting ticket ${page}` };
        return HttpResponse.json({ ...pageOf([row], page, 75), staff });
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/support/tickets?status=waiting&sort=priority&page=2', {
      tickets: TicketsInboxPage,
    });
    expect(await screen.findByRole('link', { name: '#102 Waiting ticket 2' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('waiting');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priority');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: '#103 Waiting ticket 3' })).toBeInTheDocument();
    expect(screen.getByText('Showing 51–51 of 75')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(
      '/admin-new/support/tickets?status=waiting&sort=priority&page=3',
    );
    expect(asked).toEqual(['waiting:priority:2', 'waiting:priority:3']);
  });
});
