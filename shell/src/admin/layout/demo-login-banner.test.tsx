import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useSessionStore } from '@lobby/shared-api';
import { makeUser } from '../../test/fixtures';
import { renderShell } from '../../test/render-shell';
import { setupApi } from '../../test/server';
import { setViewport } from '../../test/viewport';
import { makeOverview } from '../test/admin-fixtures';

const server = setupApi();
jest.setTimeout(30_000);

const admin = makeUser({ id: 1, name: 'Site Admin', username: 'admin', role: 'admin' });

beforeEach(() => {
  useSessionStore.getState().reset();
  server.use(
    http.get('http://localhost/api/admin/overview', () =>
      HttpResponse.json({ success: true, data: makeOverview() }),
    ),
  );
});

describe.each([1400, 390])('the demo login banner at %i px', (width) => {
  beforeEach(() => setViewport(width));

  it('warns on every admin screen while the demo login is on, saying how to turn it off', async () => {
    renderShell({ path: '/admin-new/', user: admin, demoLogin: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    const note = screen.getByRole('note', { name: 'Demo login is on' });
    expect(note).toHaveTextContent('anyone can log in as anyone, admin included');
    expect(within(note).getByText('LOBBY_DEMO_LOGIN')).toBeInTheDocument();
    expect(note).toHaveTextContent(/restart the server/);
    // Inside the content area, above the screen, not in the sticky bar.
    expect(screen.getByRole('main')).toContainElement(note);
    expect(note.compareDocumentPosition(screen.getByRole('heading', { name: 'Dashboard' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('is on the other admin screens too (part of the layout, not of a screen)', async () => {
    renderShell({ path: '/admin-new/no-such-screen', user: admin, demoLogin: true });
    expect(
      await screen.findByRole('heading', { name: 'No such admin screen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('note', { name: 'Demo login is on' })).toBeInTheDocument();
  });

  it('is absent while the demo login is off', async () => {
    renderShell({ path: '/admin-new/', user: admin, demoLogin: false });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('note', { name: 'Demo login is on' })).not.toBeInTheDocument();
    expect(screen.queryByText(/anyone can log in as anyone/)).not.toBeInTheDocument();
  });
});

it('is not shown on the public pages', async () => {
  setViewport(1400);
  renderShell({ path: '/login', demoLogin: true });
  expect(await screen.findByRole('button', { name: /demo/i })).toBeInTheDocument();
  expect(screen.queryByRole('note', { name: 'Demo login is on' })).not.toBeInTheDocument();
});
