import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Ticket, TicketDetail } from '@lobby/contract-support';
import { createQueryClient, useSessionStore } from '@lobby/shared-api';
import { FakeEventSource } from '@lobby/shared-api/testing';
import { sessionUser } from '@lobby/shared-api/testing';
import { renderRoutesAt } from '@lobby/shared-ui/testing';
import { ticketKeys } from '../api/tickets';
import { TICKET_LOADER_MS, resetSpecLoaders } from '../hooks/use-spec-loader';
import { TicketCreatePage } from './ticket-create-page';
import { TicketDetailPage } from './ticket-detail-page';
import { TicketsPage } from './tickets-page';

const API = 'http://localhost/api/r/tickets';
const member = sessionUser({ id: 3, global_name: 'Ace' });

const HOUR = 3_600_000;
// One reference time, taken before anything renders (the pages read the clock when they mount).
const T0 = Date.now();
const ago = (ms: number) => new Date(T0 - ms).toISOString();

jest.setTimeout(20_000);

// jest-fixed-jsdom gives the page Node's Blob and FormData but jsdom's File; the files a member
// picks must be Blobs that FormData accepts, so they are Node's Files here.
const file = (body: string, name: string, type: string) =>
  new NodeFile([body], name, { type }) as unknown as File;
const ticket = (over: Partial<Ticket> = {}): Ticket => ({
  id: 12,
  title: 'Tip has not arrived',
  category: 'payment',
  category_label: 'Payment/Billing',
  priority: 'high',
  priority_label: 'High',
  status: 'open',
  status_label: 'Open',
  description: 'I redeemed the tip two days ago and nothing arrived.',
  attachments: [],
  replies_count: 2,
  created_at: ago(3 * HOUR),
  last_reply_at: ago(5 * 60_000),
  user: { id: 3, username: 'ace' },
  ...over,
});
const detail = (over: Partial<TicketDetail> = {}): TicketDetail => ({
  ...ticket(),
  attachments: [
    {
      id: 1,
      name: 'receipt.pdf',
      url: '/api/r/tickets/12/attachments/1',
      content_type: 'application/pdf',
      size: 10,
    },
  ],
  replies: [
    {
      id: 1,
      message: 'We are looking into it.',
      is_staff: true,
      created_at: ago(HOUR),
      user: { username: 'mod_mia' },
    },
    {
      id: 2,
      message: 'Thanks!',
      is_staff: false,
      created_at: ago(30 * 60_000),
      user: { username: 'ace' },
    },
    { id: 3, message: 'Old staff note.', is_staff: true, created_at: ago(20 * 60_000), user: null },
  ],
  ...over,
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  TICKET_LOADER_MS.list = 0;
  TICKET_LOADER_MS.form = 0;
  TICKET_LOADER_MS.detail = 0;
  resetSpecLoaders();
  useSessionStore.getState().setUser(member);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

function renderAt(
  url: string,
  client = createQueryClient({ queries: { retry: false, gcTime: Infinity } }),
) {
  renderRoutesAt(
    url,
    {
      '/tickets': <TicketsPage />,
      '/tickets/create': <TicketCreatePage />,
      '/tickets/:id': <TicketDetailPage />,
    },
    client,
  );
  return client;
}

describe('tickets list', () => {
  it('asks a visitor to log in', () => {
    useSessionStore.getState().setUser(null);
    renderAt('/tickets');
    expect(screen.getByRole('heading', { level: 1, name: 'Support Center' })).toBeInTheDocument();
    expect(screen.getByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to view your support tickets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it("shows 'Loading tickets...' for 2 seconds, but not when the list is cached", async () => {
    TICKET_LOADER_MS.list = 2000;
    jest.useFakeTimers();
    server.use(http.get(API, () => HttpResponse.json({ success: true, data: [] })));
    renderAt('/tickets');
    expect(screen.getByText('Loading tickets...')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(1900);
    });
    expect(screen.getByText('Loading tickets...')).toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    jest.useRealTimers();
    expect(await screen.findByText('No Tickets Yet')).toBeInTheDocument();
  });

  it('shows a cached list at once', () => {
    TICKET_LOADER_MS.list = 2000;
    const client = createQueryClient({
      queries: { retry: false, gcTime: Infinity, staleTime: Infinity },
    });
    client.setQueryData(ticketKeys.list(), { success: true, data: [ticket()] });
    renderAt('/tickets', client);
    expect(screen.queryByText('Loading tickets...')).not.toBeInTheDocument();
    expect(screen.getByText('Tip has not arrived')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server.use(http.get(API, () => HttpResponse.json({ success: true, data: [] })));
    renderAt('/tickets');
    expect(await screen.findByText('No Tickets Yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First Ticket' })).toHaveAttribute(
      'href',
      '/tickets/create',
    );
    expect(screen.getByText('Support Center')).toBeInTheDocument();
    expect(screen.getByText('Your Tickets')).toBeInTheDocument();
  });

  it('shows cards with every status and priority badge, an unknown status neutral', async () => {
    const statuses = [
      ['open', 'Open', 'info'],
      ['in_progress', 'In Progress', 'primary'],
      ['waiting', 'Waiting', 'warning'],
      ['resolved', 'Resolved', 'success'],
      ['closed', 'Closed', 'neutral'],
      ['escalated', '', 'neutral'],
    ] as const;
    const priorities = ['low', 'medium', 'high', 'urgent', 'low', 'medium'] as const;
    server.use(
      http.get(API, () =>
        HttpResponse.json({
          success: true,
          data: statuses.map(([status, label], i) =>
            ticket({
              id: 100 + i,
              title: `Ticket ${i}`,
              status: status as Ticket['status'],
              status_label: label,
              priority: priorities[i]!,
              priority_label: '',
              last_reply_at: i === 0 ? null : ago(2 * HOUR),
            }),
          ),
        }),
      ),
    );
    renderAt('/tickets');
    await screen.findByText('Ticket 0');
    for (const [i, [status, label, tone]] of statuses.entries()) {
      const badge = document.querySelector(`[data-status="${status}"]`)!;
      expect(badge).toHaveAttribute('data-tone', tone);
      expect(badge).toHaveTextContent(label || status);
      expect(screen.getByText(`#${100 + i}`)).toBeInTheDocument();
    }
    for (const [p, tone] of [
      ['low', 'neutral'],
      ['medium', 'info'],
      ['high', 'warning'],
      ['urgent', 'danger'],
    ])
      expect(document.querySelector(`[data-priority="${p}"]`)).toHaveAttribute('data-tone', tone);
    expect(screen.getAllByText('Payment/Billing')).toHaveLength(6);
    expect(screen.getAllByText('2 replies')).toHaveLength(6);
    expect(screen.getAllByText('Created 3 hours ago')).toHaveLength(6);
    expect(screen.getAllByText('Last reply 2 hours ago')).toHaveLength(5);
  });
});

describe('create ticket', () => {
  it('sends a visitor to /tickets', () => {
    useSessionStore.getState().setUser(null);
    renderAt('/tickets/create');
    expect(screen.getByLabelText('location')).toHaveTextContent('/tickets');
  });

  it("shows 'Loading form...' first", () => {
    TICKET_LOADER_MS.form = 1500;
    renderAt('/tickets/create');
    expect(screen.getByText('Loading form...')).toBeInTheDocument();
  });

  it('shows every validation message and clears each on edit', async () => {
    const user = userEvent.setup();
    renderAt('/tickets/create');
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a category')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Priority/)).toHaveValue('medium');
    await user.type(screen.getByLabelText(/Title/), 'abcd');
    expect(screen.queryByText('Title is required')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Description/), 'too short');
    expect(screen.getByText('9/2000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(screen.getByText('Title must be at least 5 characters')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 20 characters')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(/Category/), 'bug');
    expect(screen.queryByText('Please select a category')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveAttribute('maxLength', '200');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(
      expect.arrayContaining([
        'Account Issues',
        'Payment/Billing',
        'Technical Support',
        'Bug Report',
        'Feature Request',
        'Other',
      ]),
    );
  });

  it('checks attachments: at most 5, 10MB each, removable', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAt('/tickets/create');
    const input = screen.getByTestId('attachments-input');
    const big = (name: string) => {
      const f = new File(['x'], name, { type: 'image/png' });
      Object.defineProperty(f, 'size', { value: 11 * 1024 * 1024 });
      return f;
    };
    await user.upload(input, [big('a.png'), big('b.png')]);
    expect(
      screen.getByText('a.png is too large (max 10MB), b.png is too large (max 10MB)'),
    ).toBeInTheDocument();
    const small = Array.from(
      { length: 6 },
      (_, i) => new File(['hi'], `f${i}.txt`, { type: 'text/plain' }),
    );
    await user.upload(input, small);
    expect(screen.getByText('Maximum 5 files allowed')).toBeInTheDocument();
    await user.upload(input, small.slice(0, 2));
    expect(screen.queryByText('Maximum 5 files allowed')).not.toBeInTheDocument();
    expect(screen.getByText('f0.txt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove f0.txt' }));
    expect(screen.queryByText('f0.txt')).not.toBeInTheDocument();
    expect(screen.getByText('f1.txt')).toBeInTheDocument();
  });

  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(screen.getByLabelText(/Title/), 'Tip has not arrived');
    await user.selectOptions(screen.getByLabelText(/Category/), 'payment');
    await user.type(screen.getByLabelText(/Description/), 'I redeemed the tip two days ago.');
  };

  it('creates the ticket with its files and opens it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    let sent: FormData | null = null;
    // The answer waits until the test has seen the form busy.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(API, async ({ request }) => {
        sent = await request.formData();
        await answered;
        return HttpResponse.json(
          { success: true, message: 'ok', data: detail({ id: 77, replies: [] }) },
          { status: 201 },
        );
      }),
      http.get(`${API}/77`, () =>
        HttpResponse.json({ success: true, data: detail({ id: 77, replies: [] }) }),
      ),
    );
    renderAt('/tickets/create');
    await fill(user);
    await user.upload(
      screen.getByTestId('attachments-input'),
      file('png', 'shot.png', 'image/png'),
    );
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByRole('button', { name: 'Creating Ticket...' })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(screen.getByLabelText('location')).toHaveTextContent('/tickets/77'));
    expect(sent!.get('title')).toBe('Tip has not arrived');
    expect(sent!.get('priority')).toBe('medium');
    expect((sent!.get('attachments[0]') as File).name).toBe('shot.png');
  });

  it('shows the server errors per field, or the generic failure', async () => {
    const user = userEvent.setup();
    let answer: 'map' | 'fail' = 'map';
    server.use(
      http.post(API, () =>
        answer === 'map'
          ? HttpResponse.json(
              {
                success: false,
                message: 'The given data was invalid.',
                errors: {
                  attachments: [
                    'evil.pdf is not an accepted file type (images, PDF, TXT, DOC, DOCX)',
                  ],
                },
              },
              { status: 400 },
            )
          : HttpResponse.json({ success: false, message: 'boom' }, { status: 500 }),
      ),
    );
    renderAt('/tickets/create');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(await screen.findByText(/evil\.pdf is not an accepted file type/)).toBeInTheDocument();
    answer = 'fail';
    await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
    expect(
      await screen.findByText('Failed to create ticket. Please try again.'),
    ).toBeInTheDocument();
  });
});

describe('ticket detail', () => {
  it('sends a visitor to /tickets', () => {
    useSessionStore.getState().setUser(null);
    renderAt('/tickets/12');
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/tickets$/);
  });

  it("shows 'Loading ticket...' first", () => {
    TICKET_LOADER_MS.detail = 1800;
    server.use(http.get(`${API}/12`, () => HttpResponse.json({ success: true, data: detail() })));
    renderAt('/tickets/12');
    expect(screen.getByText('Loading ticket...')).toBeInTheDocument();
  });

  it("shows a staff reply within a second, without a reload, when the member's channel says so", async () => {
    FakeEventSource.install();
    try {
      let served = detail();
      server.use(http.get(`${API}/12`, () => HttpResponse.json({ success: true, data: served })));
      renderAt('/tickets/12');
      expect(await screen.findByText('We are looking into it.')).toBeInTheDocument();
      await waitFor(() => expect(FakeEventSource.live()).toHaveLength(1));
      const stream = FakeEventSource.live()[0]!;
      expect(decodeURIComponent(stream.url)).toContain('channels=me:3');
      act(() => stream.open());

      served = detail({
        status: 'in_progress',
        replies: [
          ...detail().replies,
          {
            id: 4,
            message: 'Your tip was sent again.',
            is_staff: true,
            created_at: ago(0),
            user: { username: 'mod_mia' },
          },
        ],
      });
      act(() => stream.send('me:3', { topics: ['tickets'] }));
      expect(await screen.findByText('Your tip was sent again.')).toBeInTheDocument();
    } finally {
      delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
    }
  });

  it('shows the ticket, its files and replies with staff marked', async () => {
    server.use(http.get(`${API}/12`, () => HttpResponse.json({ success: true, data: detail() })));
    renderAt('/tickets/12');
    expect(await screen.findByRole('heading', { name: 'Tip has not arrived' })).toBeInTheDocument();
    expect(screen.getByText('You')).toBeInTheDocument();
    expect(screen.getByText('opened this ticket')).toBeInTheDocument();
    const file = screen.getByRole('link', { name: 'receipt.pdf' });
    expect(file).toHaveAttribute('target', '_blank');
    expect(file).toHaveAttribute('href', '/api/r/tickets/12/attachments/1');
    expect(screen.getByText('mod_mia')).toBeInTheDocument();
    expect(screen.getByText('Support Team')).toBeInTheDocument();
    expect(screen.getAllByText('Staff')).toHaveLength(2);
    expect(screen.getByText('1 hour ago')).toBeInTheDocument();
    expect(screen.getByText('Payment/Billing', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add Reply' })).toBeInTheDocument();
  });

  it('sends a reply; empty is disabled; a failure says so', async () => {
    const user = userEvent.setup();
    let fail = false;
    // The first reply's answer waits until the test has seen the form sending.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`${API}/12`, () => HttpResponse.json({ success: true, data: detail() })),
      http.post(`${API}/12/reply`, async ({ request }) => {
        if (fail) return HttpResponse.json({ success: false, message: 'no' }, { status: 500 });
        const { message } = (await request.json()) as { message: string };
        await answered;
        return HttpResponse.json({
          success: true,
          data: {
            id: 9,
            message,
            is_staff: false,
            created_at: new Date().toISOString(),
            user: { username: 'ace' },
          },
        });
      }),
    );
    renderAt('/tickets/12');
    const send = await screen.findByRole('button', { name: 'Send Reply' });
    expect(send).toBeDisabled();
    await user.type(screen.getByLabelText('Your reply'), '   ');
    expect(send).toBeDisabled();
    await user.clear(screen.getByLabelText('Your reply'));
    await user.type(screen.getByLabelText('Your reply'), 'Any news?');
    expect(screen.getByText('9/1000 characters')).toBeInTheDocument();
    await user.click(send);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Any news?')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your reply')).toHaveValue(''));
    fail = true;
    await user.type(screen.getByLabelText('Your reply'), 'Again');
    await user.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(await screen.findByText('Failed to send reply')).toBeInTheDocument();
  });

  it('has no reply form when closed', async () => {
    server.use(
      http.get(`${API}/12`, () =>
        HttpResponse.json({
          success: true,
          data: detail({ status: 'closed', status_label: 'Closed' }),
        }),
      ),
    );
    renderAt('/tickets/12');
    await screen.findByRole('heading', { name: 'Tip has not arrived' });
    expect(screen.queryByText('Add Reply')).not.toBeInTheDocument();
  });

  it("shows 'Ticket not found' and 'Failed to load ticket' with Back to Tickets", async () => {
    server.use(
      http.get(`${API}/404`, () =>
        HttpResponse.json({ success: false, message: 'Ticket not found' }, { status: 404 }),
      ),
      http.get(`${API}/500`, () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderAt('/tickets/404');
    expect(await screen.findByText('Ticket not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Tickets' })).toHaveAttribute(
      'href',
      '/tickets',
    );
  });

  it("shows 'Failed to load ticket' on another failure", async () => {
    server.use(
      http.get(`${API}/500`, () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderAt('/tickets/500');
    expect(await screen.findByText('Failed to load ticket')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'Back to Tickets' }));
    expect(screen.getByLabelText('location')).toHaveTextContent(/^\/tickets$/);
  });
});
