import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminSlotCallsResponse } from '@lobby/contract-engagement';
import { pageOf } from '@lobby/shared-api/testing';
import { closingTabAsks } from '@lobby/shared-ui/testing';
import { renderRoutesAt, setupApiServer } from '../../../testing/render';
import { SlotCallsAdminPage } from './slot-calls-admin-page';

const API = 'http://localhost/api/admin/engagement/slot-calls';
const server = setupApiServer();

const renderPage = (path = '/admin-new/engagement/slot-calls') =>
  renderRoutesAt(path, { '/admin-new/engagement/slot-calls': <SlotCallsAdminPage /> });

const bonanza = { id: 3, name: 'Sweet Bonanza', image: null, provider: 'Pragmatic Play' };
const open = (over: Partial<AdminSlotCallsResponse> = {}): AdminSlotCallsResponse => ({
  success: true,
  session: {
    id: 1,
    title: 'Bonus buys',
    status: 'open',
    opened_at: '2026-11-23T12:00:00.000Z',
    closed_at: null,
  },
  current_page: 1,
  last_page: 1,
  per_page: 25,
  total: 2,
  data: [
    {
      id: 10,
      kick_username: '<b>alice</b>',
      user: { id: 5, username: 'alice' },
      slot: bonanza,
      requested: 'sweet bonanza',
      status: 'queued',
      created_at: '2026-11-23T12:01:00.000Z',
    },
    {
      id: 11,
      kick_username: 'bob',
      user: null,
      slot: { ...bonanza, id: 4, name: 'Gates of Olympus' },
      requested: 'gates of olympus',
      status: 'played',
      created_at: '2026-11-23T12:02:00.000Z',
    },
  ],
  blacklist: [
    {
      id: 1,
      kind: 'viewer',
      kick_username: 'spammer',
      slot: null,
      reason: 'spam',
      created_at: '2026-11-23T11:00:00.000Z',
    },
  ],
  command: '!call',
  ...over,
});

describe('Admin › Slot calls', () => {
  it('shows the queue of the open session (chat names as text), marks calls and closes the session', async () => {
    const actions: string[] = [];
    server.use(
      http.get(API, () => HttpResponse.json(open())),
      http.patch(`${API}/calls/:id`, async ({ params, request }) => {
        actions.push(`${params.id}:${((await request.json()) as { status: string }).status}`);
        return HttpResponse.json({ success: true, message: 'Call updated.' });
      }),
      http.post(`${API}/sessions/1/close`, () => {
        actions.push('close');
        return HttpResponse.json({ success: true, message: 'Call session closed.' });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Call queue' });
    const rows = await within(table).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Sweet Bonanza');
    expect(rows[1]).toHaveTextContent('<b>alice</b>');
    expect(rows[1]).toHaveTextContent('Member alice');
    expect(table.querySelector('b')).toBeNull();
    expect(rows[2]).toHaveTextContent('Kick account not linked');
    expect(rows[2]).toHaveTextContent('Played');
    await user.click(
      screen.getByRole('button', { name: 'Mark Sweet Bonanza for <b>alice</b> played' }),
    );
    await user.click(screen.getByRole('button', { name: 'Queue Gates of Olympus for bob again' }));
    await user.click(screen.getByRole('button', { name: 'Close session' }));
    await waitFor(() => expect(actions).toEqual(['10:played', '11:queued', 'close']));
    expect(screen.getByRole('status')).toHaveTextContent('Call session closed.');
  });

  it('opens a session with field errors first, and shows the empty states', async () => {
    const titles: string[] = [];
    server.use(
      http.get(API, () =>
        HttpResponse.json(open({ session: null, data: [], total: 0, blacklist: [] })),
      ),
      http.post(`${API}/sessions`, async ({ request }) => {
        const { title } = (await request.json()) as { title: string };
        titles.push(title);
        if (!title)
          return HttpResponse.json(
            {
              success: false,
              message: 'The given data was invalid.',
              errors: { title: ['Title is required'] },
            },
            { status: 400 },
          );
        return HttpResponse.json(
          { success: true, message: 'Call session opened.', id: 2 },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('No call session yet.')).toBeInTheDocument();
    expect(screen.getByText('No calls in this session.')).toBeInTheDocument();
    expect(screen.getByText('Nobody and nothing is blacklisted.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open session' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Session title/ }), 'Sunday buys');
    await user.click(screen.getByRole('button', { name: 'Open session' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Call session opened.');
    expect(titles).toEqual(['', 'Sunday buys']);
  });

  it('blacklists a viewer (server field errors shown) and removes an entry', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(API, () => HttpResponse.json(open())),
      http.post(`${API}/blacklist`, async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1
          ? HttpResponse.json(
              {
                success: false,
                message: 'The given data was invalid.',
                errors: { kick_username: ['A Kick username: 2–30 letters, digits, _ . or -'] },
              },
              { status: 400 },
            )
          : HttpResponse.json(
              { success: true, message: 'Added to the blacklist.' },
              { status: 201 },
            );
      }),
      http.delete(`${API}/blacklist/1`, () =>
        HttpResponse.json({ success: true, message: 'Removed from the blacklist.' }),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByRole('textbox', { name: /Kick username/ });
    expect(closingTabAsks()).toBe(false);
    await user.type(name, 'a b');
    // An entry being written asks before it is lost; once added, it does not.
    expect(closingTabAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Blacklist viewer' }));
    expect(
      await screen.findByText('A Kick username: 2–30 letters, digits, _ . or -'),
    ).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'troll');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'rude');
    await user.click(screen.getByRole('button', { name: 'Blacklist viewer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added to the blacklist.');
    expect(bodies[1]).toEqual({ kind: 'viewer', kick_username: 'troll', reason: 'rude' });
    expect(closingTabAsks()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove spammer from the blacklist' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Removed from the blacklist.'),
    );
  });

  it('shows the load error with Retry', async () => {
    let fail = true;
    server.use(
      http.get(API, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Server error' }, { status: 500 })
          : HttpResponse.json(open()),
      ),
    );
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Server error')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sweet Bonanza')).toBeInTheDocument();
  });

  it('pages a long queue: numbers follow the whole queue and the page stays in the address', async () => {
    const pages: number[] = [];
    server.use(
      http.get(API, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        pages.push(page);
        const base = open();
        const rows = base.data.map((c, i) => ({ ...c, id: page * 100 + i }));
        return HttpResponse.json({ ...base, ...pageOf(rows, page, 27) });
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const queue = await screen.findByRole('table', { name: 'Call queue' });
    await within(queue).findByText('bob');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(pages).toEqual([1, 2]));
    await waitFor(() => expect(within(queue).getAllByRole('row')[1]).toHaveTextContent(/^26/));
    expect(screen.getByText('Showing 26–27 of 27')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent(
      '/admin-new/engagement/slot-calls?page=2',
    );
  });
});
