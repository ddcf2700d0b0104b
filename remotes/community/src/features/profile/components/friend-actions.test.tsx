import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ProfileFriendship } from '@lobby/contract-community';
import { useSessionStore } from '@lobby/shared-api';
import { API, profile, renderProfile, sessionUser } from '../testing/fixtures';

const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

/**
 * A small friends server: the profile lookup answers the viewer's current friendship, and the
 * friend calls change it as the real server does. Records the calls made.
 */
function friendsServer(initial: ProfileFriendship | null) {
  const state = { friendship: initial, calls: [] as string[] };
  server.use(
    http.get(`${API}/user/reelqueen`, () =>
      HttpResponse.json({ success: true, data: profile({ friendship: state.friendship }) }),
    ),
    http.get(`${API}/profile/42/achievements`, () =>
      HttpResponse.json({ success: true, achievements: [] }),
    ),
    http.get(`${API}/user/42/recent-activity`, () =>
      HttpResponse.json({ success: true, activities: [] }),
    ),
    http.post('http://localhost/api/friends/requests', async ({ request }) => {
      state.calls.push(`send ${JSON.stringify(await request.json())}`);
      state.friendship = { status: 'pending_outgoing', request_id: 91 };
      return HttpResponse.json({ success: true, message: 'Friend request sent' }, { status: 201 });
    }),
    http.post('http://localhost/api/friends/requests/:id/accept', ({ params }) => {
      state.calls.push(`accept ${String(params.id)}`);
      state.friendship = { status: 'friends', request_id: null };
      return HttpResponse.json({ success: true, message: 'Friend request accepted' });
    }),
    http.post('http://localhost/api/friends/requests/:id/decline', ({ params }) => {
      state.calls.push(`decline ${String(params.id)}`);
      state.friendship = { status: 'none', request_id: null };
      return HttpResponse.json({ success: true, message: 'Friend request declined' });
    }),
    http.delete('http://localhost/api/friends/:userId', ({ params }) => {
      state.calls.push(`remove ${String(params.userId)}`);
      state.friendship = { status: 'none', request_id: null };
      return HttpResponse.json({ success: true, message: 'Friend removed' });
    }),
  );
  return state;
}

const login = () => useSessionStore.getState().setUser(sessionUser());

describe('the friend button of another member’s profile', () => {
  it("none → 'Add Friend' sends a request, then shows 'Request Sent' disabled", async () => {
    const user = userEvent.setup();
    login();
    const srv = friendsServer({ status: 'none', request_id: null });
    renderProfile('/profile/reelqueen');
    await user.click(await screen.findByRole('button', { name: /Add Friend/ }));
    expect(await screen.findByRole('button', { name: 'Request Sent' })).toBeDisabled();
    expect(srv.calls).toEqual(['send {"user_id":42}']);
    expect(screen.queryByRole('button', { name: /Add Friend/ })).not.toBeInTheDocument();
  });

  it("pending_outgoing → 'Request Sent', disabled", async () => {
    login();
    const srv = friendsServer({ status: 'pending_outgoing', request_id: 91 });
    renderProfile('/profile/reelqueen');
    expect(await screen.findByRole('button', { name: 'Request Sent' })).toBeDisabled();
    expect(srv.calls).toEqual([]);
  });

  it("pending_incoming → 'Accept Request' accepts their request, then 'Friends ✓'", async () => {
    const user = userEvent.setup();
    login();
    const srv = friendsServer({ status: 'pending_incoming', request_id: 77 });
    renderProfile('/profile/reelqueen');
    await user.click(await screen.findByRole('button', { name: /Accept Request/ }));
    expect(await screen.findByText('Friends ✓')).toBeInTheDocument();
    expect(srv.calls).toEqual(['accept 77']);
    expect(
      screen.getByRole('button', { name: 'Remove Reel Queen from friends' }),
    ).toBeInTheDocument();
  });

  it("pending_incoming → 'Decline' refuses their request, then 'Add Friend'", async () => {
    const user = userEvent.setup();
    login();
    const srv = friendsServer({ status: 'pending_incoming', request_id: 77 });
    renderProfile('/profile/reelqueen');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    expect(await screen.findByRole('button', { name: /Add Friend/ })).toBeEnabled();
    expect(srv.calls).toEqual(['decline 77']);
  });

  it("friends → 'Friends ✓' with Remove, confirmed in a dialog", async () => {
    const user = userEvent.setup();
    login();
    const srv = friendsServer({ status: 'friends', request_id: null });
    renderProfile('/profile/reelqueen');
    expect(await screen.findByText('Friends ✓')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Reel Queen from friends' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove friend' });
    expect(dialog).toHaveTextContent('Remove Reel Queen from your friends?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(srv.calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove Reel Queen from friends' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Remove friend' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByRole('button', { name: /Add Friend/ })).toBeEnabled();
    expect(srv.calls).toEqual(['remove 42']);
  });

  it("logged out → a 'Log in to add friends' link back to this profile", async () => {
    friendsServer(null);
    renderProfile('/profile/reelqueen');
    const link = await screen.findByRole('link', { name: /Log in to add friends/ });
    expect(link).toHaveAttribute('href', '/login?next=%2Fprofile%2Freelqueen');
    expect(screen.queryByRole('button', { name: /Add Friend/ })).not.toBeInTheDocument();
  });

  it('shows the server’s message inline when an action fails, and keeps the button', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    login();
    friendsServer({ status: 'none', request_id: null });
    server.use(
      http.post('http://localhost/api/friends/requests', () =>
        HttpResponse.json(
          { success: false, message: 'You have already sent this member a friend request.' },
          { status: 409 },
        ),
      ),
    );
    renderProfile('/profile/reelqueen');
    await user.click(await screen.findByRole('button', { name: /Add Friend/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have already sent this member a friend request.',
    );
    expect(screen.getByRole('button', { name: /Add Friend/ })).toBeEnabled();
  });

  it('shows a fallback message when the network fails', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    login();
    friendsServer({ status: 'pending_incoming', request_id: 5 });
    server.use(
      http.post('http://localhost/api/friends/requests/:id/accept', () => HttpResponse.error()),
    );
    renderProfile('/profile/reelqueen');
    await user.click(await screen.findByRole('button', { name: /Accept Request/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The request could not be accepted. Please try again.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Accept Request/ })).toBeEnabled(),
    );
  });

  it('follows the server when a request turned into a friendship (they had asked first)', async () => {
    const user = userEvent.setup();
    login();
    const srv = friendsServer({ status: 'none', request_id: null });
    server.use(
      http.post('http://localhost/api/friends/requests', () => {
        srv.friendship = { status: 'friends', request_id: null };
        return HttpResponse.json({
          success: true,
          message: 'You are now friends with Reel Queen.',
        });
      }),
    );
    renderProfile('/profile/reelqueen');
    await user.click(await screen.findByRole('button', { name: /Add Friend/ }));
    expect(await screen.findByText('Friends ✓')).toBeInTheDocument();
  });
});
