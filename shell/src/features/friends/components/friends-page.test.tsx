import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Friend, FriendRequest } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { makeFriend, makeRequest, makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

const server = setupApi();

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
});

/** An in-memory friends API behaving like the server. */
function friendsApi(friends: Friend[], requests: FriendRequest[]) {
  const state = { friends: [...friends], requests: [...requests] };
  const calls = { accepted: [] as number[], declined: [] as number[], removed: [] as number[] };
  server.use(
    http.get('http://localhost/api/friends', () => HttpResponse.json(state.friends)),
    http.get('http://localhost/api/friends/requests', () => HttpResponse.json(state.requests)),
    http.post('http://localhost/api/friends/requests/:id/accept', ({ params }) => {
      const id = Number(params.id);
      calls.accepted.push(id);
      const req = state.requests.find((r) => r.id === id)!;
      state.requests = state.requests.filter((r) => r.id !== id);
      state.friends.push(req.user);
      return HttpResponse.json({ success: true });
    }),
    http.post('http://localhost/api/friends/requests/:id/decline', ({ params }) => {
      calls.declined.push(Number(params.id));
      state.requests = state.requests.filter((r) => r.id !== Number(params.id));
      return HttpResponse.json({ success: true });
    }),
    http.delete('http://localhost/api/friends/:userId', ({ params }) => {
      calls.removed.push(Number(params.userId));
      state.friends = state.friends.filter((f) => f.id !== Number(params.userId));
      return HttpResponse.json({ success: true });
    }),
  );
  return calls;
}

describe('/friends', () => {
  it('asks a visitor to log in', () => {
    renderShell({ path: '/friends' });
    expect(screen.getByRole('heading', { name: 'Log in to see your friends' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?next=%2Ffriends',
    );
    expect(document.title).toBe('SpinCity - Friends');
  });

  it("says 'No friends yet' for a member without friends or requests", async () => {
    friendsApi([], []);
    renderShell({ path: '/friends', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'No friends yet' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Friend Requests' })).not.toBeInTheDocument();
  });

  it('lists friends with avatar, name, Online/Offline and a link to their profile', async () => {
    friendsApi(
      [
        makeFriend(1, { username: 'bob', kick_username: 'bobkick', online: true }),
        makeFriend(2, { username: 'carol' }),
      ],
      [],
    );
    renderShell({ path: '/friends', user: makeUser() });
    const bob = await screen.findByRole('listitem', { name: 'bobkick' });
    expect(within(bob).getByRole('link', { name: 'bobkick' })).toHaveAttribute(
      'href',
      '/profile/bob',
    );
    expect(within(bob).getByText('Online')).toBeInTheDocument();
    // The initial letter stands in for a missing avatar; decorative (the name is beside it).
    expect(bob.querySelector('[data-initial="B"]')).toHaveAttribute('aria-hidden', 'true');
    expect(
      within(screen.getByRole('listitem', { name: 'carol' })).getByText('Offline'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your Friends (2)' })).toBeInTheDocument();
  });

  it('accepts an incoming request: it leaves the requests and joins the friends', async () => {
    const user = userEvent.setup();
    const dave = makeFriend(4, { username: 'dave' });
    const calls = friendsApi([], [makeRequest(40, 'incoming', dave)]);
    renderShell({ path: '/friends', user: makeUser() });
    const request = await screen.findByRole('listitem', { name: 'Request from dave' });
    await user.click(within(request).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('listitem', { name: 'dave' })).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'Request from dave' })).not.toBeInTheDocument();
    expect(calls.accepted).toEqual([40]);
  });

  it('declines an incoming request', async () => {
    const user = userEvent.setup();
    const calls = friendsApi(
      [],
      [makeRequest(41, 'incoming', makeFriend(5, { username: 'erin' }))],
    );
    renderShell({ path: '/friends', user: makeUser() });
    const request = await screen.findByRole('listitem', { name: 'Request from erin' });
    await user.click(within(request).getByRole('button', { name: 'Decline' }));
    expect(screen.queryByRole('listitem', { name: 'Request from erin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: 'erin' })).not.toBeInTheDocument();
    expect(calls.declined).toEqual([41]);
  });

  it("shows outgoing requests as 'Pending'", async () => {
    friendsApi([], [makeRequest(42, 'outgoing', makeFriend(6, { username: 'frank' }))]);
    renderShell({ path: '/friends', user: makeUser() });
    const request = await screen.findByRole('listitem', { name: 'Request to frank' });
    expect(within(request).getByText('Pending')).toBeInTheDocument();
    expect(within(request).queryByRole('button')).not.toBeInTheDocument();
  });

  it('removes a friend after confirming', async () => {
    const user = userEvent.setup();
    const calls = friendsApi([makeFriend(1, { username: 'bob' })], []);
    renderShell({ path: '/friends', user: makeUser() });
    await user.click(await screen.findByRole('button', { name: 'Remove bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove friend' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('listitem', { name: 'bob' })).toBeInTheDocument();
    expect(calls.removed).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove bob' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove friend' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No friends yet' })).toBeInTheDocument();
    expect(calls.removed).toEqual([1]);
  });

  it('says so when an action fails', async () => {
    const user = userEvent.setup();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    friendsApi([], [makeRequest(43, 'incoming', makeFriend(7, { username: 'gina' }))]);
    server.use(
      http.post('http://localhost/api/friends/requests/:id/accept', () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderShell({ path: '/friends', user: makeUser() });
    await user.click(
      within(await screen.findByRole('listitem', { name: 'Request from gina' })).getByRole(
        'button',
        { name: 'Accept' },
      ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request could not be accepted. Please try again.',
    );
    expect(screen.getByRole('listitem', { name: 'Request from gina' })).toBeInTheDocument();
    spy.mockRestore();
  });

  it('offers a retry when the lists cannot be loaded', async () => {
    const user = userEvent.setup();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('http://localhost/api/friends', () =>
        HttpResponse.json({ success: false, message: 'x' }, { status: 500 }),
      ),
    );
    renderShell({ path: '/friends', user: makeUser() });
    expect(await screen.findByRole('heading', { name: 'Friends unavailable' })).toBeInTheDocument();
    friendsApi([makeFriend(1, { username: 'bob' })], []);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'bob' })).toBeInTheDocument();
    spy.mockRestore();
  });
});
