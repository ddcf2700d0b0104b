import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useSessionStore } from '@lobby/shared-api';
import type { Notification } from '@lobby/shared-api';
import { FakeEventSource } from '@lobby/shared-api/testing';
import { makeNotification, makeSettings, makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

const server = setupApi();

beforeEach(() => {
  FakeEventSource.install();
  useSessionStore.getState().reset();
  setViewport(1440);
});
afterEach(() => {
  delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
});

const memberStream = async (id: number) => {
  await waitFor(() =>
    expect(FakeEventSource.live().some((s) => s.url.includes(`me%3A${id}`))).toBe(true),
  );
  const stream = FakeEventSource.live().find((s) => s.url.includes(`me%3A${id}`))!;
  act(() => stream.open());
  return stream;
};

describe("the member's live channel", () => {
  it('updates the header balance after a change on the server, without a reload', async () => {
    const member = makeUser({ id: 12, points: 2925 });
    let served = member;
    server.use(
      http.get('http://localhost/api/notifications', () => HttpResponse.json([])),
      http.get('http://localhost/api/session', () =>
        HttpResponse.json({ user: served, settings: makeSettings(), csrf_token: 't' }),
      ),
    );
    renderShell({ user: member });
    expect(await screen.findByTitle('Your points')).toHaveTextContent('2,925');
    const stream = await memberStream(12);

    served = { ...member, points: 4925 };
    act(() => stream.send('me:12', { topics: ['points'] }));
    await waitFor(() => expect(screen.getByTitle('Your points')).toHaveTextContent('4,925'));

    // Another member's answer (a logout and login in another tab) is never shown here.
    served = { ...makeUser({ id: 13, points: 1 }) };
    act(() => stream.send('me:12', { topics: ['points'] }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByTitle('Your points')).toHaveTextContent('4,925');
  });

  it('shows a new notification on the bell at once', async () => {
    let list: Notification[] = [];
    server.use(http.get('http://localhost/api/notifications', () => HttpResponse.json(list)));
    renderShell({ user: makeUser({ id: 14 }) });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    const stream = await memberStream(14);

    list = [makeNotification(1, { title: 'Staff replied to your ticket' })];
    act(() => stream.send('me:14', { topics: ['notifications'] }));
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();
  });

  it('opens no member channel for a visitor', async () => {
    renderShell({ user: null });
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(FakeEventSource.live().some((s) => s.url.includes('me%3A'))).toBe(false);
  });
});
