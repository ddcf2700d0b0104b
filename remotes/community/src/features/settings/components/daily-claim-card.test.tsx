import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sharedKeys, useSessionStore } from '@lobby/shared-api';
import { renderWithProviders } from '../../../testing/render';
import { API, logIn, member, profile } from '../testing/fixtures';
import { SettingsPage } from './settings-page';

const server = setupServer(
  // Settings › Casino lists the casino platforms and the member's names (casino-tab.test.tsx).
  http.get(`${API}/casino-links`, () =>
    HttpResponse.json({ success: true, data: { platforms: [], links: [] } }),
  ),
  http.get(`${API}/user/7`, () => HttpResponse.json({ success: true, data: profile() })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  jest.setSystemTime(new Date('2026-11-21T12:00:00.000Z'));
});
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers();
  useSessionStore.getState().reset();
});
afterAll(() => server.close());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const claimButton = () =>
  screen.getByRole('button', { name: /Claim Daily Points|Claiming\.\.\.|Claimed ✓/ });

describe('daily points claim on /settings', () => {
  it('goes Claim Daily Points → Claiming... → Claimed ✓, shows the points for 3 s and updates the session', async () => {
    const gate = deferred();
    let calls = 0;
    server.use(
      http.post(`${API}/profile/claim-daily`, async () => {
        calls += 1;
        await gate.promise;
        return HttpResponse.json({
          success: true,
          points_awarded: 100,
          xp_awarded: 50,
          points: 1300,
          last_daily_claim: '2026-11-21T12:00:00.000Z',
          last_daily_claim_day: '2026-11-21',
          next_claim_at: '2026-11-22T00:00:00.000Z',
        });
      }),
    );
    logIn(member());
    const user = setup();
    const { queryClient } = renderWithProviders(<SettingsPage />, { route: '/settings' });
    // The header's notifications, as the shell has them cached: a claim adds one.
    queryClient.setQueryData(sharedKeys.notificationList(7), []);

    expect(screen.getByText('1,200 points')).toBeInTheDocument();
    const button = claimButton();
    expect(button).toHaveTextContent('Claim Daily Points');
    expect(button).toBeEnabled();

    await user.click(button);
    expect(claimButton()).toHaveTextContent('Claiming...');
    expect(claimButton()).toBeDisabled();

    await act(async () => gate.resolve());
    expect(await screen.findByText('Successfully claimed 100 points!')).toBeInTheDocument();
    expect(claimButton()).toHaveTextContent('Claimed ✓');
    expect(claimButton()).toBeDisabled();
    expect(screen.getByText('Next claim in 12h 0m')).toBeInTheDocument();
    expect(screen.getByText('1,300 points')).toBeInTheDocument();
    expect(useSessionStore.getState().user).toMatchObject({
      points: 1300,
      xp: 3450,
      last_daily_claim: '2026-11-21T12:00:00.000Z',
      last_daily_claim_day: '2026-11-21',
    });
    expect(queryClient.getQueryState(sharedKeys.notificationList(7))?.isInvalidated).toBe(true);

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Successfully claimed 100 points!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Successfully claimed 100 points!')).not.toBeInTheDocument();
    expect(claimButton()).toHaveTextContent('Claimed ✓');
    expect(calls).toBe(1);
  });

  it('shows Claimed ✓ (disabled) when the last claim day is today in the member time zone', async () => {
    logIn(
      member({
        last_daily_claim: '2026-11-21T08:00:00.000Z',
        last_daily_claim_day: '2026-11-21',
        time_zone: 'Europe/Berlin',
      }),
    );
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    expect(claimButton()).toHaveTextContent('Claimed ✓');
    expect(claimButton()).toBeDisabled();
    // Berlin midnight is 23:00 UTC: claimable again from then.
    act(() => jest.advanceTimersByTime(11 * 3600_000));
    expect(claimButton()).toHaveTextContent('Claim Daily Points');
    expect(claimButton()).toBeEnabled();
    await screen.findByRole('textbox', { name: 'Bio' });
  });

  it('a claim on an earlier day there is claimable, though it is the same UTC date', async () => {
    // In Kiritimati (UTC+14) it is already 22 November.
    logIn(
      member({
        last_daily_claim: '2026-11-21T01:00:00.000Z',
        last_daily_claim_day: '2026-11-21',
        time_zone: 'Pacific/Kiritimati',
      }),
    );
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    expect(claimButton()).toHaveTextContent('Claim Daily Points');
    expect(claimButton()).toBeEnabled();
    await screen.findByRole('textbox', { name: 'Bio' });
  });

  it('shows the server message on failure for 5 s and lets the member try again', async () => {
    server.use(
      http.post(`${API}/profile/claim-daily`, () =>
        HttpResponse.json(
          { success: false, message: 'You already claimed your daily points today.' },
          { status: 409 },
        ),
      ),
    );
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    logIn(member());
    const user = setup();
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    await user.click(claimButton());
    expect(
      await screen.findByText('You already claimed your daily points today.'),
    ).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to claim daily points', expect.anything());
    expect(claimButton()).toHaveTextContent('Claim Daily Points');
    expect(claimButton()).toBeEnabled();
    expect(useSessionStore.getState().user?.points).toBe(1200);
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('You already claimed your daily points today.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(
      screen.queryByText('You already claimed your daily points today.'),
    ).not.toBeInTheDocument();
  });

  it('without a server message shows the fallback text', async () => {
    server.use(http.post(`${API}/profile/claim-daily`, () => HttpResponse.error()));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    logIn(member());
    const user = setup();
    renderWithProviders(<SettingsPage />, { route: '/settings' });
    await user.click(claimButton());
    expect(
      await screen.findByText('Failed to claim daily points. Please try again.'),
    ).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(
      screen.queryByText('Failed to claim daily points. Please try again.'),
    ).not.toBeInTheDocument();
  });
});
