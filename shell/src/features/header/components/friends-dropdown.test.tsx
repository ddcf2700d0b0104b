import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSessionStore } from '@lobby/shared-api';
import { makeFriend, makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

const server = setupApi();

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
});

async function openFriends() {
  const user = userEvent.setup();
  const utils = renderShell({ user: makeUser() });
  await user.click(screen.getByRole('button', { name: 'Friends' }));
  return { user, ...utils, panel: screen.getByRole('dialog', { name: 'Friends' }) };
}

describe('friends dropdown', () => {
  it("says 'No friends yet' when the member has none", async () => {
    const { panel } = await openFriends();
    expect(await within(panel).findByText('No friends yet')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/friends',
    );
  });

  it('lists up to five friends with avatar, name and Online/Offline', async () => {
    server.use(
      http.get('http://localhost/api/friends', () =>
        HttpResponse.json([
          makeFriend(1, {
            kick_username: 'kickname',
            username: 'user1',
            name: 'Name 1',
            online: true,
            avatar: 'https://cdn.example.com/1.png',
          }),
          makeFriend(2, { kick_username: null, username: 'user2', name: 'Name 2' }),
          makeFriend(3, { kick_username: null, username: '', name: 'Only Name' }),
        ]),
      ),
    );
    const { panel } = await openFriends();
    const list = await within(panel).findByRole('list', { name: 'Friends list' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    // name: kick_username, else username, else name
    expect(items[0]).toHaveTextContent('kickname');
    expect(items[0]).toHaveTextContent('Online');
    expect(items[0]!.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/1.png');
    expect(items[1]).toHaveTextContent('user2');
    expect(items[1]).toHaveTextContent('Offline');
    expect(items[2]).toHaveTextContent('Only Name');
    expect(within(panel).queryByText(/View all \d+ friends/)).not.toBeInTheDocument();
  });

  it("shows only the first five and 'View all N friends' when there are more", async () => {
    server.use(
      http.get('http://localhost/api/friends', () =>
        HttpResponse.json(Array.from({ length: 8 }, (_, i) => makeFriend(i + 1))),
      ),
    );
    const { panel, user, router } = await openFriends();
    const list = await within(panel).findByRole('list', { name: 'Friends list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).queryByText('friend6')).not.toBeInTheDocument();
    const all = within(panel).getByRole('link', { name: 'View all 8 friends' });
    expect(all).toHaveAttribute('href', '/friends');
    await user.click(all);
    expect(router.state.location.pathname).toBe('/friends');
    expect(screen.queryByRole('dialog', { name: 'Friends' })).not.toBeInTheDocument();
  });

  it('empties the list when the friends cannot be loaded', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.get('http://localhost/api/friends', () =>
        HttpResponse.json({ success: false, message: 'down' }, { status: 503 }),
      ),
    );
    const { panel } = await openFriends();
    expect(await within(panel).findByText('No friends yet')).toBeInTheDocument();
    spy.mockRestore();
  });
});
