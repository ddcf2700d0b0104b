import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminMemberDetail, AdminMemberSummary } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { closingTabAsks } from '@lobby/shared-ui/testing';
import { makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

jest.setTimeout(20_000);

const server = setupApi();
const admin = makeUser({ id: 1, name: 'Site Admin', username: 'admin', role: 'admin' });
const moderator = makeUser({ id: 2, name: 'Mod', username: 'mod', role: 'moderator' });

function summary(id: number, overrides: Partial<AdminMemberSummary> = {}): AdminMemberSummary {
  return {
    id,
    username: `player${id}`,
    name: `Player ${id}`,
    avatar: null,
    discord_id: `99${id}`,
    kick_username: null,
    role: 'member',
    points: 1500,
    xp: 320,
    banned_at: null,
    created_at: '2026-01-02T10:00:00.000Z',
    last_active: new Date().toISOString(),
    ...overrides,
  };
}

function detail(overrides: Partial<AdminMemberDetail> = {}): AdminMemberDetail {
  return {
    ...summary(42, { username: 'dana', name: 'Dana', kick_username: 'danakick' }),
    global_name: 'Dana',
    email: 'dana@example.com',
    time_zone: 'UTC',
    ban_reason: null,
    banned_by: null,
    sessions: [
      {
        id: 'ab12cd34ef56',
        current: false,
        created_at: '2026-11-20T10:00:00.000Z',
        last_seen_at: new Date().toISOString(),
        expires_at: '2026-12-20T10:00:00.000Z',
        ip: '203.0.113.9',
        user_agent: 'Firefox',
      },
    ],
    ledger: [],
    casino_links: [
      {
        id: 3,
        platform: 'Roobet',
        username: 'DanaRoo',
        status: 'pending',
        created_at: '2026-11-20T10:00:00.000Z',
      },
    ],
    activity: [
      {
        id: 'redemption-1',
        type: 'redemption',
        title: 'Redeemed a $10 voucher',
        description: null,
        points: -1000,
        xp: 0,
        occurred_at: new Date().toISOString(),
      },
    ],
    ...overrides,
  };
}

const ledgerAnswer = http.get('http://localhost/api/admin/members/:id/ledger', () =>
  HttpResponse.json({
    data: [
      {
        id: 2,
        delta: -1000,
        balance_after: 1500,
        reason: 'store_redemption',
        ref_type: null,
        ref_id: null,
        created_at: '2026-11-22T10:00:00.000Z',
      },
      {
        id: 1,
        delta: 2500,
        balance_after: 2500,
        reason: 'daily_claim',
        ref_type: null,
        ref_id: null,
        created_at: '2026-11-21T10:00:00.000Z',
      },
    ],
    current_page: 1,
    last_page: 1,
    per_page: 25,
    total: 2,
  }),
);

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
});

describe('Admin › Members search', () => {
  it('lists members, searches by the query in the URL and pages', async () => {
    const asked: string[] = [];
    server.use(
      http.get('http://localhost/api/admin/members', ({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        const page = Number(url.searchParams.get('page') ?? 1);
        return HttpResponse.json({
          data: [summary(page * 10), summary(page * 10 + 1, { banned_at: '2026-11-01T00:00:00Z' })],
          current_page: page,
          last_page: 3,
          per_page: 25,
          total: 52,
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderShell({ path: '/admin-new/members', user: moderator });
    const table = screen.getByRole('table', { name: 'Members' });
    expect(await within(table).findByText('Player 10')).toBeInTheDocument();
    expect(screen.getByText('52 members')).toBeInTheDocument();
    const rows = within(table).getAllByRole('row');
    expect(rows[2]).toHaveTextContent('Banned');
    expect(within(rows[1]!).getByRole('link', { name: /Player 10/ })).toHaveAttribute(
      'href',
      '/admin-new/members/10',
    );

    await user.type(screen.getByLabelText('Name, Discord id or Kick name'), 'dana');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dana'));
    expect(await screen.findByText('52 members matching “dana”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=dana&page=2'));
    expect(await within(table).findByText('Player 20')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Show'), 'banned');
    await waitFor(() => expect(router.state.location.search).toBe('?q=dana&status=banned'));
    expect(asked).toEqual(
      expect.arrayContaining(['?q=dana&status=all&page=2', '?q=dana&status=banned&page=1']),
    );
  });

  it('says when nothing matches, and when the search fails (Retry)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      http.get('http://localhost/api/admin/members', () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 })
          : HttpResponse.json({ data: [], current_page: 1, last_page: 1, per_page: 25, total: 0 }),
      ),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/members?q=zzz', user: moderator });
    const table = screen.getByRole('table', { name: 'Members' });
    expect(await within(table).findByRole('alert')).toHaveTextContent(
      'The members could not be loaded: Boom',
    );
    fail = false;
    await user.click(within(table).getByRole('button', { name: 'Retry' }));
    expect(await within(table).findByText('No member matches “zzz”.')).toBeInTheDocument();
  });
});

describe('Admin › Members › a member', () => {
  it('shows points, XP, ledger with reasons, sessions and activity; a moderator sees no role form', async () => {
    server.use(
      http.get('http://localhost/api/admin/members/42', () =>
        HttpResponse.json({ member: detail() }),
      ),
      ledgerAnswer,
    );
    renderShell({ path: '/admin-new/members/42', user: moderator });
    expect(screen.getByRole('status', { name: 'Loading the member' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dana', level: 1 })).toBeInTheDocument();
    const figures = screen.getByRole('group', { name: 'Figures' });
    expect(figures).toHaveTextContent('1,500');
    expect(figures).toHaveTextContent('320');
    const ledger = screen.getByRole('table', { name: 'Points ledger' });
    expect(await within(ledger).findByText('store_redemption')).toBeInTheDocument();
    expect(ledger).toHaveTextContent('−1,000');
    expect(screen.getByRole('table', { name: 'Sessions' })).toHaveTextContent('203.0.113.9');
    expect(screen.getByText('Redeemed a $10 voucher')).toBeInTheDocument();
    const casinos = screen.getByRole('table', { name: 'Casino names' });
    expect(casinos).toHaveTextContent('Roobet');
    expect(casinos).toHaveTextContent('DanaRoo');
    expect(casinos).toHaveTextContent('Pending');
    expect(screen.getByRole('heading', { name: 'Ban' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Role' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Adjust points' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SpinCity - Admin - Member Dana'));
  });

  it('asks before a typed adjustment or ban reason is lost; an empty form lets the page go', async () => {
    server.use(
      http.get('http://localhost/api/admin/members/42', () =>
        HttpResponse.json({ member: detail() }),
      ),
      ledgerAnswer,
    );
    const user = userEvent.setup();
    const { router } = renderShell({ path: '/admin-new/members/42', user: moderator });
    const points = await screen.findByRole('region', { name: 'Adjust points' });
    const nav = screen.getByRole('navigation', { name: /admin/i });
    expect(closingTabAsks()).toBe(false);

    await user.type(within(points).getByRole('textbox', { name: /Reason/ }), 'Stream bonus');
    expect(closingTabAsks()).toBe(true);
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/admin-new/members/42');

    await user.clear(within(points).getByRole('textbox', { name: /Reason/ }));
    const ban = screen.getByRole('region', { name: 'Ban' });
    await user.type(within(ban).getByRole('textbox', { name: /Reason/ }), 'Spam');
    expect(closingTabAsks()).toBe(true);
    await user.clear(within(ban).getByRole('textbox', { name: /Reason/ }));
    expect(closingTabAsks()).toBe(false);
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-new/'));
  });

  it('bans with a required reason after confirming, then unbans', async () => {
    let banned: { reason: string } | null = null;
    const now = new Date().toISOString();
    server.use(
      http.get('http://localhost/api/admin/members/42', () =>
        HttpResponse.json({ member: detail() }),
      ),
      ledgerAnswer,
      http.post('http://localhost/api/admin/members/42/ban', async ({ request }) => {
        banned = (await request.json()) as { reason: string };
        return HttpResponse.json({
          success: true,
          member: detail({
            banned_at: now,
            ban_reason: banned.reason,
            banned_by: { id: 2, username: 'mod' },
            sessions: [],
          }),
        });
      }),
      http.post('http://localhost/api/admin/members/42/unban', () =>
        HttpResponse.json({ success: true, member: detail({ sessions: [] }) }),
      ),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/members/42', user: moderator });
    await user.click(await screen.findByRole('button', { name: 'Ban member' }));
    expect(
      await screen.findByText('A reason is required (at least 3 characters)'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    const ban = screen.getByRole('region', { name: 'Ban' });
    await user.type(within(ban).getByLabelText(/Reason/), 'Spamming the chat');
    await user.click(screen.getByRole('button', { name: 'Ban member' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ban Dana?' });
    expect(dialog).toHaveTextContent('This account is banned');
    // Escape cancels and nothing is sent.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(banned).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ban member' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ban' }),
    );
    expect(await screen.findByRole('heading', { name: 'Banned' })).toBeInTheDocument();
    expect(banned).toEqual({ reason: 'Spamming the chat' });
    expect(screen.getByText(/by mod: Spamming the chat/)).toBeInTheDocument();
    expect(screen.getByText(/No live sessions/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unban member' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Unban Dana?' })).getByRole('button', {
        name: 'Unban',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Ban' })).toBeInTheDocument();
  });

  it('an admin changes the role and adjusts points; server messages show per field', async () => {
    let points: unknown = null;
    server.use(
      http.get('http://localhost/api/admin/members/42', () =>
        HttpResponse.json({ member: detail() }),
      ),
      ledgerAnswer,
      http.patch('http://localhost/api/admin/members/42/role', async ({ request }) => {
        const { role } = (await request.json()) as { role: 'vip' };
        return HttpResponse.json({ success: true, member: detail({ role }) });
      }),
      http.post('http://localhost/api/admin/members/42/points', async ({ request }) => {
        points = await request.json();
        const body = points as { delta: number };
        if (body.delta < -1500)
          return HttpResponse.json(
            {
              success: false,
              message: 'The member has only 1,500 points',
              errors: { delta: ['The member has only 1,500 points'] },
            },
            { status: 422 },
          );
        return HttpResponse.json({ success: true, member: detail({ points: 1500 + body.delta }) });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/members/42', user: admin });
    await screen.findByRole('heading', { name: 'Role' });
    const role = screen.getByRole('combobox', { name: 'Role' });
    await user.selectOptions(role, 'vip');
    await user.click(screen.getByRole('button', { name: 'Save role' }));
    expect(await screen.findByText('Role changed to VIP.')).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Adjust points' });
    await user.click(within(panel).getByRole('button', { name: 'Adjust points' }));
    expect(within(panel).getByText('Enter a number of points')).toBeInTheDocument();
    expect(
      within(panel).getByText('A reason is required (at least 3 characters)'),
    ).toBeInTheDocument();

    await user.type(within(panel).getByLabelText(/Points/), '-5000');
    await user.type(within(panel).getByLabelText(/Reason/), 'Chargeback');
    await user.click(within(panel).getByRole('button', { name: 'Adjust points' }));
    expect(await within(panel).findByText('The member has only 1,500 points')).toBeInTheDocument();

    await user.clear(within(panel).getByLabelText(/Points/));
    await user.type(within(panel).getByLabelText(/Points/), '250');
    await user.click(within(panel).getByRole('button', { name: 'Adjust points' }));
    expect(await within(panel).findByText('Done: +250 points: Chargeback.')).toBeInTheDocument();
    expect(points).toEqual({ delta: 250, reason: 'Chargeback' });
    expect(screen.getByRole('group', { name: 'Figures' })).toHaveTextContent('1,750');
  });

  it("a moderator's adjustment above the limit shows the server's sentence; nobody adjusts their own points", async () => {
    server.use(
      http.get('http://localhost/api/admin/members/42', () =>
        HttpResponse.json({ member: detail() }),
      ),
      http.get('http://localhost/api/admin/members/2', () =>
        HttpResponse.json({
          member: detail({ id: 2, username: 'mod', name: 'Mod', role: 'moderator' }),
        }),
      ),
      ledgerAnswer,
      http.post('http://localhost/api/admin/members/42/points', () =>
        HttpResponse.json(
          {
            success: false,
            message:
              "Moderators may adjust a member's points by at most 1,000 points at once; ask an admin.",
          },
          { status: 403 },
        ),
      ),
    );
    const user = userEvent.setup();
    const first = renderShell({ path: '/admin-new/members/42', user: moderator });
    const panel = await screen.findByRole('region', { name: 'Adjust points' });
    await user.type(within(panel).getByLabelText(/Points/), '5000');
    await user.type(within(panel).getByLabelText(/Reason/), 'Stream winner');
    await user.click(within(panel).getByRole('button', { name: 'Adjust points' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      "Moderators may adjust a member's points by at most 1,000 points at once; ask an admin.",
    );
    first.unmount();

    renderShell({ path: '/admin-new/members/2', user: moderator });
    const own = await screen.findByRole('region', { name: 'Adjust points' });
    expect(own).toHaveTextContent('You cannot adjust your own points: another staff member can.');
    expect(within(own).queryByRole('button', { name: 'Adjust points' })).not.toBeInTheDocument();
  });

  it('ends one session after confirming; a failure shows in the dialog', async () => {
    const second = {
      id: '99ff88ee77dd',
      current: false,
      created_at: '2026-11-21T10:00:00.000Z',
      last_seen_at: new Date().toISOString(),
      expires_at: '2026-12-21T10:00:00.000Z',
      ip: '198.51.100.4',
      user_agent: 'Safari on iPhone',
    };
    const ended: string[] = [];
    let fail = true;
    server.use(
      http.get('http://localhost/api/admin/members/42', () =>
        HttpResponse.json({ member: detail({ sessions: [...detail().sessions, second] }) }),
      ),
      ledgerAnswer,
      http.delete('http://localhost/api/admin/members/42/sessions/:session', ({ params }) => {
        if (fail)
          return HttpResponse.json(
            { success: false, message: 'This session has already ended' },
            { status: 404 },
          );
        ended.push(String(params.session));
        return HttpResponse.json({ success: true, member: detail() });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/members/42', user: moderator });
    const table = await screen.findByRole('table', { name: 'Sessions' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(within(table).getByRole('button', { name: 'End session 99ff88ee77dd' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'End session 99ff88ee77dd?' });
    expect(dialog).toHaveTextContent('Safari on iPhone');
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await within(dialog).findByText(/This session has already ended/)).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Session 99ff88ee77dd ended.')).toBeInTheDocument();
    expect(ended).toEqual(['99ff88ee77dd']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Sessions' })).getAllByRole('row'),
    ).toHaveLength(2);
    // Escape cancels without a call.
    await user.click(screen.getByRole('button', { name: 'End session ab12cd34ef56' }));
    dialog = await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(ended).toHaveLength(1);
  });

  it("a moderator cannot end a staff member's sessions; the own browser is marked", async () => {
    server.use(
      http.get('http://localhost/api/admin/members/42', () =>
        HttpResponse.json({
          member: detail({
            role: 'admin',
            sessions: [{ ...detail().sessions[0]!, current: true }],
          }),
        }),
      ),
      ledgerAnswer,
    );
    renderShell({ path: '/admin-new/members/42', user: moderator });
    const table = await screen.findByRole('table', { name: 'Sessions' });
    expect(table).toHaveTextContent('This browser');
    expect(within(table).queryByRole('button', { name: /End session/ })).not.toBeInTheDocument();
  });

  it('a missing member says so with a way back; a failure offers Retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('http://localhost/api/admin/members/404', () =>
        HttpResponse.json({ success: false, message: 'No such member' }, { status: 404 }),
      ),
      http.get('http://localhost/api/admin/members/500', () =>
        HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 }),
      ),
    );
    const first = renderShell({ path: '/admin-new/members/404', user: moderator });
    expect(await screen.findByText('Member not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute(
      'href',
      '/admin-new/members',
    );
    first.unmount();
    renderShell({ path: '/admin-new/members/500', user: moderator });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The member could not be loaded: Boom');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
