import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminStreamResponse } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

const server = setupApi();
const admin = makeUser({ id: 1, name: 'Site Admin', username: 'admin', role: 'admin' });
const moderator = makeUser({ id: 2, name: 'Mod', username: 'mod', role: 'moderator' });
const API = 'http://localhost/api/admin/stream';

const data = (over: Partial<AdminStreamResponse> = {}): AdminStreamResponse => ({
  success: true,
  settings: {
    kick_chat_enabled: true,
    join_keyword: '!join',
    call_command: '!call',
    announce_kick: true,
    discord_webhook: 'https://discord.com/api/webhooks/123/••••••',
    announce_giveaways: true,
    announce_hunts: true,
    announce_leaderboards: false,
  },
  kick: {
    mode: 'webhook',
    webhook_url: 'https://lobby.example/api/webhooks/kick',
    can_send: true,
    broadcaster_user_id: '1234',
    subscribed: false,
    subscription_error: null,
    last_event_at: null,
    events_24h: { processed: 12, ignored: 3, failed: 1 },
  },
  announcements: [
    {
      id: 1,
      kind: 'giveaway-drawn',
      target: 'discord',
      // Chat text and names are plain text, never HTML.
      text: '🎉 <img src=x onerror=alert(1)> is drawn!',
      status: 'pending',
      attempts: 2,
      next_attempt_at: '2026-11-23T12:01:30.000Z',
      last_error: 'discord.com answered 500',
      created_at: '2026-11-23T12:00:00.000Z',
      sent_at: null,
    },
  ],
  ...over,
});

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
});

describe('Admin › Stream', () => {
  it('asks before leaving with unsaved edits; after a save it lets the page go', async () => {
    server.use(
      http.get(API, () => HttpResponse.json(data())),
      http.put(API, () => HttpResponse.json({ success: true, message: 'Stream settings saved.' })),
    );
    const user = userEvent.setup();
    const { router } = renderShell({ path: '/admin-new/stream', user: admin });
    const keyword = await screen.findByRole('textbox', { name: /Default join keyword/ });
    await user.type(keyword, '2');
    const nav = screen.getByRole('navigation', { name: /admin/i });
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/admin-new/stream');
    expect(keyword).toHaveValue('!join2');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Stream settings saved.');
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin-new/'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the Kick connection and announcements; admins save settings, test and subscribe', async () => {
    const saved: unknown[] = [];
    const posted: string[] = [];
    server.use(
      http.get(API, () => HttpResponse.json(data())),
      http.put(API, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Stream settings saved.' });
      }),
      http.post(`${API}/test`, async ({ request }) => {
        const body = (await request.json()) as { target: string };
        posted.push(body.target);
        return body.target === 'discord'
          ? HttpResponse.json(
              {
                success: false,
                message: 'The test message was not delivered: discord.com answered 500',
              },
              { status: 502 },
            )
          : HttpResponse.json({ success: true, message: 'Test message sent to Kick chat.' });
      }),
      http.post(`${API}/subscribe`, () => {
        posted.push('subscribe');
        return HttpResponse.json({
          success: true,
          message: 'Chat messages are now sent to this site’s webhook.',
        });
      }),
    );
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/stream', user: admin });
    expect(await screen.findByText('https://lobby.example/api/webhooks/kick')).toBeInTheDocument();
    expect(screen.getByText('Not subscribed')).toBeInTheDocument();
    expect(screen.getByText(/12 processed, 3 ignored,/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Recent announcements' });
    expect(
      within(table).getByText('🎉 <img src=x onerror=alert(1)> is drawn!'),
    ).toBeInTheDocument();
    expect(table.querySelector('img')).toBeNull();
    expect(within(table).getByText('Retrying')).toBeInTheDocument();

    const keyword = screen.getByRole('textbox', { name: /Default join keyword/ });
    await user.clear(keyword);
    await user.type(keyword, '!enter');
    await user.click(screen.getByRole('checkbox', { name: 'Leaderboard winners' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Stream settings saved.');
    expect(saved[0]).toMatchObject({
      join_keyword: '!enter',
      announce_leaderboards: true,
      discord_webhook: 'https://discord.com/api/webhooks/123/••••••',
    });

    await user.click(screen.getByRole('button', { name: 'Send a test to Kick chat' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Test message sent to Kick chat.');
    await user.click(screen.getByRole('button', { name: 'Send a test to Discord' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('discord.com answered 500');
    await user.click(screen.getByRole('button', { name: 'Subscribe chat to this webhook' }));
    await waitFor(() => expect(posted).toEqual(['kick', 'discord', 'subscribe']));
  });

  it('shows moderators the settings read-only, with no test buttons', async () => {
    server.use(http.get(API, () => HttpResponse.json(data({ announcements: [] }))));
    renderShell({ path: '/admin-new/stream', user: moderator });
    expect(await screen.findByText('Only admins change these settings.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Default join keyword/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send a test/ })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing announced yet.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('SpinCity - Admin - Stream'));
  });

  it('keeps the header above the loader while the settings load', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(API, async () => {
        await held;
        return HttpResponse.json(data());
      }),
    );
    renderShell({ path: '/admin-new/stream', user: admin });
    expect(await screen.findByText('Loading the stream settings...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Stream' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Kick chat connection')).toBeInTheDocument();
    expect(screen.queryByText('Loading the stream settings...')).not.toBeInTheDocument();
  });

  it('shows the load error with Retry (phone width)', async () => {
    let fail = true;
    server.use(
      http.get(API, () =>
        fail
          ? HttpResponse.json({ success: false, message: 'Server error' }, { status: 500 })
          : HttpResponse.json(data()),
      ),
    );
    setViewport(375);
    const user = userEvent.setup();
    renderShell({ path: '/admin-new/stream', user: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The stream settings could not be loaded: Server error',
    );
    // The page keeps its header (title and description) above the error.
    expect(screen.getByRole('heading', { level: 1, name: 'Stream' })).toBeInTheDocument();
    expect(screen.getByText(/announcements of giveaways, hunts/)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Kick chat connection')).toBeInTheDocument();
  });
});
