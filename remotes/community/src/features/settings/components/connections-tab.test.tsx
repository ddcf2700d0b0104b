import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useSessionStore } from '@lobby/shared-api';
import { renderWithProviders } from '../../../testing/render';
import { API, logIn, member, profile } from '../testing/fixtures';
import { KICK_STATUSES, kickStatusMessage } from '../utils/kick-status';
import { ConnectionsTab } from './connections-tab';
import { SettingsPage } from './settings-page';

const server = setupServer(
  // Settings › Casino lists the casino platforms and the member's names (casino-tab.test.tsx).
  http.get(`${API}/casino-links`, () =>
    HttpResponse.json({ success: true, data: { platforms: [], links: [] } }),
  ),
  http.get(`${API}/user/7`, () => HttpResponse.json({ success: true, data: profile() })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers();
  useSessionStore.getState().reset();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const location = () => screen.getByTestId('location').textContent;

function renderTab(kickUsername: string | null, onReload = jest.fn()) {
  const user = member({ kick_username: kickUsername });
  logIn(user);
  renderWithProviders(
    <ConnectionsTab
      user={user}
      kickUsername={kickUsername}
      status={null}
      onDismissStatus={() => {}}
      onReload={onReload}
    />,
  );
  return onReload;
}

describe('Settings › Connections', () => {
  it('not connected: a Connect button that is a full-page link to /auth/kick', async () => {
    logIn(member());
    renderWithProviders(<SettingsPage />, { route: '/settings?tab=connections' });
    const kick = screen.getByRole('listitem', { name: 'Kick' });
    expect(within(kick).getByText('Not connected')).toBeInTheDocument();
    const connect = within(kick).getByRole('link', { name: 'Connect Kick' });
    expect(connect).toHaveAttribute('href', '/auth/kick');
    expect(within(kick).queryByRole('button', { name: 'Disconnect' })).not.toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'X / Twitter', hidden: true });
  });

  it('the Connect link keeps the site base path', () => {
    logIn(member(), {}, '/lobby');
    renderWithProviders(
      <ConnectionsTab
        user={member()}
        kickUsername={null}
        status={null}
        onDismissStatus={() => {}}
      />,
    );
    expect(screen.getByRole('link', { name: 'Connect Kick' })).toHaveAttribute(
      'href',
      '/lobby/auth/kick',
    );
  });

  it('connected (from the own profile): shows @name and Disconnect', async () => {
    server.use(
      http.get(`${API}/user/7`, () =>
        HttpResponse.json({ success: true, data: profile({ kick_username: 'KickViewer42' }) }),
      ),
    );
    logIn(member());
    renderWithProviders(<SettingsPage />, { route: '/settings?tab=connections' });
    const kick = screen.getByRole('listitem', { name: 'Kick' });
    expect(await within(kick).findByText('@KickViewer42')).toBeInTheDocument();
    expect(within(kick).getByText('Connected')).toBeInTheDocument();
    expect(within(kick).getByRole('button', { name: 'Disconnect' })).toBeEnabled();
    expect(within(kick).queryByRole('link', { name: 'Connect Kick' })).not.toBeInTheDocument();
  });

  it('Disconnect asks first; cancelling does nothing', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/profile/disconnect-kick`, () => {
        calls += 1;
        return HttpResponse.json({ success: true, message: 'Kick account disconnected' });
      }),
    );
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const reload = renderTab('KickViewer42');
    await setup().click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to disconnect your Kick account?');
    expect(calls).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(reload).not.toHaveBeenCalled();
  });

  it('Disconnect calls the API, then reloads the page after 1.5 s', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/profile/disconnect-kick`, () => {
        calls += 1;
        return HttpResponse.json({ success: true, message: 'Kick account disconnected' });
      }),
    );
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const reload = renderTab('KickViewer42');
    await setup().click(screen.getByRole('button', { name: 'Disconnect' }));
    expect(await screen.findByText('Kick account disconnected. Reloading…')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(screen.getByRole('button', { name: 'Disconnecting...' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1499));
    expect(reload).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failed disconnect alerts and keeps the account connected', async () => {
    server.use(
      http.post(`${API}/profile/disconnect-kick`, () =>
        HttpResponse.json({ success: false, message: 'Nope' }, { status: 500 }),
      ),
    );
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => {});
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const reload = renderTab('KickViewer42');
    await setup().click(screen.getByRole('button', { name: 'Disconnect' }));
    await act(async () => {});
    expect(alert).toHaveBeenCalledWith('Failed to disconnect Kick account. Please try again.');
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeEnabled();
    expect(screen.getByText('@KickViewer42')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows the ?kick= outcome on the Connections tab, dismissible', async () => {
    logIn(member({ kick_username: 'KickViewer42' }));
    const user = setup();
    renderWithProviders(<SettingsPage />, { route: '/settings?kick=connected' });
    expect(screen.getByRole('tab', { name: 'Connections' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const banner = screen.getByRole('status', { name: 'Kick account connected' });
    expect(banner).toHaveTextContent('Your Kick account is now linked to your profile.');
    await user.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Kick account connected')).not.toBeInTheDocument();
    expect(location()).toBe('/settings?tab=connections');
    expect(screen.getByRole('tab', { name: 'Connections' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeInTheDocument();
  });

  it.each(KICK_STATUSES)('has a clear sentence for ?kick=%s', async (status) => {
    logIn(member());
    renderWithProviders(<SettingsPage />, { route: `/settings?kick=${status}` });
    const message = kickStatusMessage(status)!;
    const role = message.tone === 'danger' || message.tone === 'warning' ? 'alert' : 'status';
    const banner = screen.getByRole(role, { name: message.title });
    expect(banner).toHaveTextContent(message.text);
    expect(within(banner).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'X / Twitter', hidden: true });
  });

  it('the sentences say what happened', () => {
    expect(kickStatusMessage('taken')?.text).toMatch(/already linked to another member/);
    expect(kickStatusMessage('access_denied')?.text).toMatch(/declined/);
    expect(kickStatusMessage('expired_state')?.text).toMatch(/expired/);
    expect(kickStatusMessage('unavailable')?.text).toMatch(/not available/);
    expect(kickStatusMessage('bogus')).toBeNull();
    expect(kickStatusMessage(null)).toBeNull();
  });

  it('ignores an unknown ?kick= value', async () => {
    logIn(member());
    renderWithProviders(<SettingsPage />, { route: '/settings?kick=<script>' });
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Bio' });
  });
});
