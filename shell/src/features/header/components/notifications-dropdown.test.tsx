import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSessionStore } from '@lobby/shared-api';
import type { Notification } from '@lobby/shared-api';
import { makeNotification, makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

const server = setupApi();

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
});

/** A tiny in-memory notifications API: GET lists unread, POST read / read-all mark them. */
function notificationsApi(initial: Notification[]) {
  let list = [...initial];
  const calls = { read: [] as number[], readAll: 0, gets: 0 };
  server.use(
    http.get('http://localhost/api/notifications', () => {
      calls.gets += 1;
      return HttpResponse.json(list);
    }),
    http.post('http://localhost/notifications/:id/read', ({ params }) => {
      calls.read.push(Number(params.id));
      list = list.filter((n) => n.id !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
    http.post('http://localhost/notifications/read-all', () => {
      calls.readAll += 1;
      list = [];
      return HttpResponse.json({ success: true });
    }),
  );
  return { calls, push: (n: Notification) => (list = [n, ...list]) };
}

describe('notifications dropdown', () => {
  it('shows the unread count as a badge', async () => {
    notificationsApi([
      makeNotification(1),
      makeNotification(2),
      makeNotification(3, { read_at: new Date().toISOString() }),
    ]);
    renderShell({ user: makeUser() });
    const button = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(button).toHaveTextContent('2');
  });

  it('lists title, message and a relative time', async () => {
    const user = userEvent.setup();
    notificationsApi([
      makeNotification(1, {
        title: 'Daily reward',
        message: 'You claimed 100 points',
        ageMs: 10_000,
      }),
      makeNotification(2, {
        title: 'Raffle won',
        message: 'You won the weekly raffle',
        ageMs: 5 * 60_000,
      }),
      makeNotification(3, {
        title: 'Ticket reply',
        message: 'Support answered',
        ageMs: 3 * 3600_000,
      }),
      makeNotification(4, { title: 'Welcome', message: 'Glad you are here', ageMs: 2 * 86400_000 }),
    ]);
    renderShell({ user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 4 unread' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Daily reward');
    expect(items[0]).toHaveTextContent('You claimed 100 points');
    expect(items[0]).toHaveTextContent('Just now');
    expect(items[1]).toHaveTextContent('5m ago');
    expect(items[2]).toHaveTextContent('3h ago');
    expect(items[3]).toHaveTextContent('2d ago');
  });

  it('clicking one marks it read, removes it and refreshes the count', async () => {
    const user = userEvent.setup();
    const api = notificationsApi([
      makeNotification(1, { title: 'First' }),
      makeNotification(2, { title: 'Second' }),
    ]);
    renderShell({ user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Notifications' })).getByRole('button', {
        name: /First/,
      }),
    );
    expect(
      within(screen.getByRole('dialog', { name: 'Notifications' })).queryByRole('button', {
        name: /First/,
      }),
    ).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
    expect(api.calls.read).toEqual([1]);
  });

  it("follows a notification's link", async () => {
    const user = userEvent.setup();
    notificationsApi([makeNotification(1, { title: 'Ticket reply', url: '/tickets/12' })]);
    const { router } = renderShell({ user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Notifications' })).getByRole('button', {
        name: /Ticket reply/,
      }),
    );
    expect(router.state.location.pathname).toBe('/tickets/12');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it("'Mark all as read' empties the list and sets the count to 0", async () => {
    const user = userEvent.setup();
    const api = notificationsApi([makeNotification(1), makeNotification(2), makeNotification(3)]);
    renderShell({ user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    await user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(within(panel).getByText('No new notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications' })).not.toHaveTextContent(/\d/);
    expect(api.calls.readAll).toBe(1);
  });

  it("says 'No new notifications' when there are none", async () => {
    const user = userEvent.setup();
    notificationsApi([]);
    renderShell({ user: makeUser() });
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(
      await within(screen.getByRole('dialog', { name: 'Notifications' })).findByText(
        'No new notifications',
      ),
    ).toBeInTheDocument();
  });

  describe('with fake timers', () => {
    beforeEach(() =>
      jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }),
    );
    afterEach(() => jest.useRealTimers());

    it('refreshes the list every five minutes while logged in (besides the live channel)', async () => {
      const api = notificationsApi([]);
      renderShell({ user: makeUser() });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      const first = api.calls.gets;
      expect(first).toBeGreaterThanOrEqual(1);
      api.push(makeNotification(9, { title: 'New one' }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(api.calls.gets).toBe(first);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(4 * 60_000);
      });
      expect(api.calls.gets).toBe(first + 1);
      expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    });
  });
});
