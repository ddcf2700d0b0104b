import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AdminContactMessage } from '@lobby/contract-support';
import { pageOf } from '@lobby/shared-api/testing';
import { renderAdmin } from '../../shared/components/test-utils';
import ContactMessagesPage from './contact-messages-page';

const API = 'http://localhost/api/admin/support/contact';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderPage = () =>
  renderAdmin('/admin-new/support/contact-messages', { 'contact-messages': ContactMessagesPage });

const message: AdminContactMessage = {
  id: 4,
  name: 'Jane Doe',
  email: 'jane@example.com',
  subject: 'Partnership & more',
  message: 'Hello there,\nlet us talk.',
  created_at: '2026-11-20T12:00:00.000Z',
  handled_at: null,
  user: null,
};

function serve() {
  let rows = [message];
  const calls: string[] = [];
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(API, ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      const handled = params.get('handled') ?? 'no';
      const q = params.get('q');
      const data = rows.filter(
        (m) =>
          (handled === 'all' || (handled === 'yes') === (m.handled_at != null)) &&
          (!q || m.subject.toLowerCase().includes(q)),
      );
      return HttpResponse.json({ success: true, data });
    }),
    http.patch(`${API}/4`, async ({ request }) => {
      const body = (await request.json()) as { handled: boolean };
      calls.push(`patch ${body.handled}`);
      rows = rows.map((m) => ({
        ...m,
        handled_at: body.handled ? '2026-11-21T12:00:00.000Z' : null,
      }));
      return HttpResponse.json({ success: true });
    }),
    http.delete(`${API}/4`, () => {
      calls.push('delete');
      rows = [];
      return HttpResponse.json({ success: true });
    }),
  );
  return { calls, seen };
}

describe('Admin › Contact messages', () => {
  it('lists messages with a mailto Reply, marks one handled and reopens it', async () => {
    const { calls, seen } = serve();
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Partnership & more' });
    expect(card).toHaveTextContent('Jane Doe <jane@example.com>');
    expect(card).toHaveTextContent('To handle');
    const reply = within(card).getByRole('link', { name: 'Reply' });
    const href = reply.getAttribute('href')!;
    expect(
      href.startsWith('mailto:jane@example.com?subject=Re%3A%20Partnership%20%26%20more&body='),
    ).toBe(true);
    expect(decodeURIComponent(href.split('body=')[1]!)).toContain('> let us talk.');

    await user.click(within(card).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('No messages to handle.')).toBeInTheDocument();
    expect(screen.getByText('Marked as handled.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'yes');
    const handled = await screen.findByRole('article', { name: 'Partnership & more' });
    expect(handled).toHaveTextContent('Handled');
    await user.click(within(handled).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('No messages.')).toBeInTheDocument();
    expect(calls).toEqual(['patch true', 'patch false']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing{Enter}');
    expect(await screen.findByText('No messages match this search.')).toBeInTheDocument();
    expect(seen.at(-1)!.get('q')).toBe('nothing');
    expect(seen.at(-1)!.get('handled')).toBe('all');
  });

  it('deletes a message only after confirming, and Cancel or Escape keeps it', async () => {
    const { calls } = serve();
    const user = userEvent.setup();
    renderPage();
    const card = await screen.findByRole('article', { name: 'Partnership & more' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete this message?' });
    expect(dialog).toHaveTextContent('“Partnership & more” from Jane Doe is deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No messages to handle.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual(['delete']);
  });

  it('shows loading, the load error with Retry, then the empty state', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get(API, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 })
          : HttpResponse.json({ success: true, data: [] }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByText('Loading messages...')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load contact messages.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No messages to handle.')).toBeInTheDocument();
  });

  it('pages through the messages; a search starts again at page 1 and stays in the address', async () => {
    const seen: string[] = [];
    server.use(
      http.get(API, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page'));
        seen.push(`${params.get('handled')}|${params.get('q')}|${page}`);
        const row = { ...message, id: page, subject: `Subject on page ${page}` };
        return HttpResponse.json(pageOf([row], page, 40, 25));
      }),
    );
    const user = userEvent.setup();
    renderAdmin('/admin-new/support/contact-messages?handled=all', {
      'contact-messages': ContactMessagesPage,
    });
    expect(await screen.findByRole('heading', { name: 'Subject on page 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByRole('heading', { name: 'Subject on page 2' })).toBeInTheDocument();
    expect(screen.getByText('Showing 26–26 of 40')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('?handled=all&page=2');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'refund{Enter}');
    await waitFor(() => expect(seen.at(-1)).toBe('all|refund|1'));
    expect(screen.getByLabelText('location')).toHaveTextContent('?handled=all&q=refund');
    expect(seen).toEqual(['all|null|1', 'all|null|2', 'all|refund|1']);
  });
});
