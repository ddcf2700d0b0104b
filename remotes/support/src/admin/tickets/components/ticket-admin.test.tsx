import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminTicketDetail } from '@lobby/contract-support';
import { closingTabAsks } from '@lobby/shared-ui/testing';
import { detail, staff } from '../../shared/components/fixtures';
import { renderAdmin } from '../../shared/components/test-utils';
import TicketAdminPage from './ticket-admin-page';

const API = 'http://localhost/api/admin/support/tickets';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderTicket = (id = 7) =>
  renderAdmin(`/admin-new/support/tickets/${id}`, { 'tickets/:id': TicketAdminPage });

function serveTicket(initial: AdminTicketDetail = detail) {
  let current = initial;
  const bodies: { url: string; method: string; body: unknown }[] = [];
  server.use(
    http.get(API, () => HttpResponse.json({ success: true, data: [], staff })),
    http.get(`${API}/7`, () => HttpResponse.json({ success: true, data: current })),
    http.post(`${API}/7/reply`, async ({ request }) => {
      const body = (await request.json()) as { message: string };
      bodies.push({ url: 'reply', method: 'POST', body });
      if (!body.message.trim())
        return HttpResponse.json(
          { success: false, message: 'Invalid', errors: { message: ['Write a reply'] } },
          { status: 400 },
        );
      const reply = {
        id: 12,
        message: body.message,
        is_staff: true,
        created_at: '2026-11-22T12:00:00.000Z',
        user: { username: 'modmax' },
      };
      current = { ...current, replies: [...current.replies, reply] };
      return HttpResponse.json({ success: true, data: reply });
    }),
    http.patch(`${API}/7`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push({ url: 'patch', method: 'PATCH', body });
      current = {
        ...current,
        ...(body.status ? { status: body.status as 'waiting', status_label: 'Waiting' } : {}),
        ...(body.priority ? { priority: body.priority as 'urgent', priority_label: 'Urgent' } : {}),
        ...(body.assignee_id !== undefined
          ? { assignee: staff.find((s) => s.id === body.assignee_id) ?? null }
          : {}),
      };
      return HttpResponse.json({ success: true, data: current });
    }),
    http.post(`${API}/7/notes`, async ({ request }) => {
      const body = (await request.json()) as { note: string };
      bodies.push({ url: 'notes', method: 'POST', body });
      current = {
        ...current,
        notes: [
          ...current.notes,
          {
            id: 6,
            note: body.note,
            created_at: '2026-11-22T13:00:00.000Z',
            user: { id: 1, username: 'modmax' },
          },
        ],
      };
      return HttpResponse.json({ success: true, data: current });
    }),
  );
  return bodies;
}

describe('Admin › Ticket', () => {
  it('shows the thread with attachments and internal notes marked as such', async () => {
    serveTicket();
    renderTicket();
    expect(
      await screen.findByRole('heading', { level: 1, name: '#7 Withdrawal stuck' }),
    ).toBeInTheDocument();
    expect(screen.getByText('My withdrawal has been pending for three days now.')).toBeVisible();
    const file = screen.getByRole('link', { name: 'receipt.png' });
    expect(file).toHaveAttribute('href', 'http://localhost/api/r/tickets/7/attachments/2');
    expect(file).toHaveAttribute('target', '_blank');
    const memberReply = screen.getByRole('region', { name: 'Member reply' });
    expect(memberReply).toHaveTextContent('Any news?');
    const note = screen.getByRole('region', { name: 'Internal note' });
    expect(note).toHaveTextContent('Internal note — members never see this');
    expect(note).toHaveTextContent('Checked the payment provider.');
    expect(screen.getByRole('link', { name: '← All tickets' })).toHaveAttribute(
      'href',
      '/admin-new/support/tickets',
    );
  });

  it('replies as staff, changes status, priority and assignee, and adds a note', async () => {
    const bodies = serveTicket();
    const user = userEvent.setup();
    renderTicket();
    const box = await screen.findByRole('textbox', { name: 'Reply as staff' });
    await user.type(box, 'We are on it.');
    expect(screen.getByText(/13\/1000 characters/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    const staffReply = await screen.findByRole('region', { name: 'Staff reply' });
    expect(staffReply).toHaveTextContent('We are on it.');
    expect(within(staffReply).getByText('Staff')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'waiting');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('waiting'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'urgent');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Priority' })).toBeEnabled());
    const assignee = screen.getByRole('combobox', { name: 'Assignee' });
    await waitFor(() => expect(within(assignee).getByText('adminann')).toBeInTheDocument());
    await user.selectOptions(assignee, 'adminann');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Assignee' })).toHaveValue('2'),
    );

    await user.type(screen.getByRole('textbox', { name: 'Add internal note' }), 'Escalated.');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(screen.getAllByRole('region', { name: 'Internal note' })).toHaveLength(2),
    );
    expect(bodies.map((b) => b.body)).toEqual([
      { message: 'We are on it.' },
      { status: 'waiting' },
      { priority: 'urgent' },
      { assignee_id: 2 },
      { note: 'Escalated.' },
    ]);
  });

  it('asks before a reply being written is lost when the tab closes, not once it is sent', async () => {
    serveTicket();
    const user = userEvent.setup();
    renderTicket();
    const box = await screen.findByRole('textbox', { name: 'Reply as staff' });
    expect(closingTabAsks()).toBe(false);
    await user.type(box, 'Half a sentence');
    expect(closingTabAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(closingTabAsks()).toBe(false);
  });

  it('shows a failed reply and keeps the text', async () => {
    serveTicket();
    server.use(
      http.post(`${API}/7/reply`, () =>
        HttpResponse.json({ success: false, message: 'Failed to send reply' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderTicket();
    const box = await screen.findByRole('textbox', { name: 'Reply as staff' });
    await user.type(box, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reply');
    expect(box).toHaveValue('Hello');
  });

  it('shows loading, then the error with Retry, then the ticket', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(API, () => HttpResponse.json({ success: true, data: [], staff })),
      http.get(`${API}/7`, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: detail }),
      ),
    );
    const user = userEvent.setup();
    renderTicket();
    expect(screen.getByText('Loading ticket...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load ticket.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: '#7 Withdrawal stuck' }),
    ).toBeInTheDocument();
  });

  it('says a missing ticket is not found', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get(`${API}/99`, () =>
        HttpResponse.json({ success: false, message: 'Ticket not found' }, { status: 404 }),
      ),
    );
    renderTicket(99);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ticket not found' }),
    ).toBeInTheDocument();
  });
});
