import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ClaimDailyResponse } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { makeUser } from '../../../test/fixtures';
import { renderShell } from '../../../test/render-shell';
import { setupApi } from '../../../test/server';
import { setViewport } from '../../../test/viewport';

const server = setupApi();
const NOW = new Date('2026-03-10T12:00:00Z');

beforeEach(() => {
  useSessionStore.getState().reset();
  setViewport(1440);
  jest.useFakeTimers({
    now: NOW, // 'Intl' stays real (sinon supports it; jest's types do not list it) so the browser zone can be set per test.
    doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate', 'Intl'] as never[],
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function advance(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

async function openRewards(userOverrides: { time_zone?: string } & Record<string, unknown> = {}) {
  if (userOverrides.time_zone) {
    // A member in another zone browses from that zone (the shell keeps the two equal).
    const real = Intl.DateTimeFormat.prototype.resolvedOptions;
    const zone = userOverrides.time_zone;
    jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
      this: Intl.DateTimeFormat,
    ) {
      return { ...real.call(this), timeZone: zone };
    });
  }
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderShell({ user: makeUser(userOverrides) });
  await user.click(screen.getByRole('button', { name: 'Rewards' }));
  return { user, panel: screen.getByRole('dialog', { name: 'Rewards' }) };
}

const claimed: ClaimDailyResponse = {
  success: true,
  points_awarded: 100,
  xp_awarded: 50,
  points: 1350,
  last_daily_claim: NOW.toISOString(),
  last_daily_claim_day: '2026-03-10',
  next_claim_at: '2026-03-11T00:00:00.000Z',
};

describe('rewards dropdown', () => {
  it('offers the daily claim and shows the other rewards as coming soon', async () => {
    const { panel } = await openRewards();
    expect(within(panel).getByRole('button', { name: 'Claim your daily reward' })).toBeEnabled();
    for (const name of ['Instant Rakeback', 'Weekly Bonus', 'Monthly Bonus']) {
      const item = within(panel).getByRole('button', { name: new RegExp(name) });
      expect(item).toBeDisabled();
      expect(item).toHaveTextContent('Coming soon');
    }
  });

  it("claims: 'Claiming...' while the call runs, then the success text for 3 seconds and the new points", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let csrf: string | null = null;
    let claimedYet = false;
    server.use(
      http.get('http://localhost/api/notifications', () =>
        HttpResponse.json(
          claimedYet
            ? [
                {
                  id: 1,
                  type: 'daily',
                  data: { type: 'daily', title: 'Daily reward claimed', message: '+100 points' },
                  read_at: null,
                  created_at: NOW.toISOString(),
                },
              ]
            : [],
        ),
      ),
      http.post('http://localhost/api/r/profile/claim-daily', async ({ request }) => {
        csrf = request.headers.get('X-Requested-With');
        await gate;
        claimedYet = true;
        return HttpResponse.json(claimed);
      }),
    );
    const { user, panel } = await openRewards();
    await user.click(within(panel).getByRole('button', { name: 'Claim your daily reward' }));
    const button = within(panel).getByRole('button', { name: 'Claiming...' });
    expect(button).toBeDisabled();

    await act(async () => release());
    expect(await within(panel).findByText('Successfully claimed 100 points!')).toBeInTheDocument();
    expect(csrf).toBe('XMLHttpRequest');

    const member = useSessionStore.getState().user!;
    expect(member.points).toBe(1350);
    expect(member.xp).toBe(350);
    expect(member.last_daily_claim_day).toBe('2026-03-10');
    expect(within(panel).getByRole('button', { name: /Next claim in: 12h 0m 0s/ })).toBeDisabled();
    expect(screen.getByTitle('Your points')).toHaveTextContent('1,350');
    // the claim created a notification: the header asks for the list again
    expect(
      await screen.findByRole('button', { name: 'Notifications, 1 unread' }),
    ).toBeInTheDocument();

    await advance(2900);
    expect(within(panel).getByText('Successfully claimed 100 points!')).toBeInTheDocument();
    await advance(200);
    expect(within(panel).queryByText('Successfully claimed 100 points!')).not.toBeInTheDocument();
  });

  it("shows the server's message on failure for 5 seconds", async () => {
    server.use(
      http.post('http://localhost/api/r/profile/claim-daily', () =>
        HttpResponse.json(
          { success: false, message: 'You already claimed today' },
          { status: 409 },
        ),
      ),
    );
    const { user, panel } = await openRewards();
    await user.click(within(panel).getByRole('button', { name: 'Claim your daily reward' }));
    expect(await within(panel).findByText('You already claimed today')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Claim your daily reward' })).toBeEnabled();
    await advance(4900);
    expect(within(panel).getByText('You already claimed today')).toBeInTheDocument();
    await advance(200);
    expect(within(panel).queryByText('You already claimed today')).not.toBeInTheDocument();
  });

  it('falls back to the default failure text when the server sends no message', async () => {
    server.use(
      http.post(
        'http://localhost/api/r/profile/claim-daily',
        () => new HttpResponse(null, { status: 500 }),
      ),
    );
    const { user, panel } = await openRewards();
    await user.click(within(panel).getByRole('button', { name: 'Claim your daily reward' }));
    expect(
      await within(panel).findByText('Failed to claim daily points. Please try again.'),
    ).toBeInTheDocument();
  });

  it('falls back to the default failure text when the network fails', async () => {
    server.use(http.post('http://localhost/api/r/profile/claim-daily', () => HttpResponse.error()));
    const { user, panel } = await openRewards();
    await user.click(within(panel).getByRole('button', { name: 'Claim your daily reward' }));
    expect(
      await within(panel).findByText('Failed to claim daily points. Please try again.'),
    ).toBeInTheDocument();
  });

  it('once claimed today, the button is disabled and counts down every second to midnight', async () => {
    const { panel } = await openRewards({
      last_daily_claim: '2026-03-10T08:00:00Z',
      last_daily_claim_day: '2026-03-10',
    });
    expect(within(panel).getByRole('button', { name: 'Next claim in: 12h 0m 0s' })).toBeDisabled();
    await advance(1000);
    expect(
      within(panel).getByRole('button', { name: 'Next claim in: 11h 59m 59s' }),
    ).toBeDisabled();
    await advance(61_000);
    expect(
      within(panel).getByRole('button', { name: 'Next claim in: 11h 58m 58s' }),
    ).toBeDisabled();
  });

  it('becomes claimable again when the countdown reaches zero at midnight', async () => {
    jest.setSystemTime(new Date('2026-03-10T23:59:57Z'));
    const { panel } = await openRewards({
      last_daily_claim: '2026-03-10T08:00:00Z',
      last_daily_claim_day: '2026-03-10',
    });
    expect(within(panel).getByRole('button', { name: 'Next claim in: 0h 0m 3s' })).toBeDisabled();
    await advance(2000);
    expect(within(panel).getByRole('button', { name: 'Next claim in: 0h 0m 1s' })).toBeDisabled();
    await advance(1000);
    expect(within(panel).getByRole('button', { name: 'Claim your daily reward' })).toBeEnabled();
  });

  it("uses the member's time zone for 'today' and for midnight", async () => {
    // 12:00 UTC is 21:00 in Tokyo: the day there is 2026-03-10 and midnight is 3 hours away.
    const { panel } = await openRewards({
      time_zone: 'Asia/Tokyo',
      last_daily_claim_day: '2026-03-10',
    });
    expect(within(panel).getByRole('button', { name: 'Next claim in: 3h 0m 0s' })).toBeDisabled();
  });

  it('a claim on an earlier day in the member time zone does not block today', async () => {
    // 12:00 UTC is 08:00 in New York; a claim made "yesterday" there is no claim today.
    const { panel } = await openRewards({
      time_zone: 'America/New_York',
      last_daily_claim_day: '2026-03-09',
    });
    expect(within(panel).getByRole('button', { name: 'Claim your daily reward' })).toBeEnabled();
  });
});
