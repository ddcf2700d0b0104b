import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import type { SessionUser } from '../contract';
import { useSessionStore } from '../stores/session-store';
import { createQueryClient } from './query-client';
import { sharedKeys } from './query-keys';
import {
  CLAIM_ERROR_MS,
  CLAIM_FAILED_TEXT,
  CLAIM_SUCCESS_MS,
  useDailyClaim,
} from './use-daily-claim';

const CLAIM_URL = 'http://localhost/api/r/profile/claim-daily';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => {
  jest.useRealTimers();
  server.resetHandlers();
  useSessionStore.getState().reset();
});
afterAll(() => server.close());

const member = {
  id: 7,
  username: 'ann',
  name: 'Ann',
  points: 1200,
  xp: 300,
  last_daily_claim: null,
  last_daily_claim_day: null,
  time_zone: 'UTC',
} as SessionUser;

function renderClaim() {
  useSessionStore.getState().setUser(member);
  const queryClient = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  // What the header shows: the member's notifications, cached.
  queryClient.setQueryData(sharedKeys.notificationList(7), []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useDailyClaim(), { wrapper }) };
}

describe('useDailyClaim', () => {
  it('claims once, patches the session, reloads the notifications and shows the points for 3 s', async () => {
    let calls = 0;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(CLAIM_URL, async () => {
        calls += 1;
        await answered;
        return HttpResponse.json({
          success: true,
          points_awarded: 1500,
          xp_awarded: 50,
          points: 2700,
          last_daily_claim: '2026-11-21T12:00:00.000Z',
          last_daily_claim_day: '2026-11-21',
          next_claim_at: '2026-11-22T00:00:00.000Z',
        });
      }),
    );
    const { result, queryClient } = renderClaim();
    expect(result.current.claiming).toBe(false);
    act(() => result.current.claim());
    await waitFor(() => expect(result.current.claiming).toBe(true));
    expect(result.current.feedback).toBeNull();
    answer();
    await waitFor(() =>
      expect(result.current.feedback).toEqual({
        tone: 'success',
        text: 'Successfully claimed 1,500 points!',
      }),
    );
    expect(result.current.claiming).toBe(false);
    expect(useSessionStore.getState().user).toMatchObject({
      points: 2700,
      xp: 350,
      last_daily_claim: '2026-11-21T12:00:00.000Z',
      last_daily_claim_day: '2026-11-21',
    });
    expect(queryClient.getQueryState(sharedKeys.notificationList(7))?.isInvalidated).toBe(true);
    expect(calls).toBe(1);

    act(() => jest.advanceTimersByTime(CLAIM_SUCCESS_MS - 1));
    expect(result.current.feedback).not.toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.feedback).toBeNull();
  });

  it("shows the server's refusal (or the generic text) for 5 s and changes nothing", async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post(CLAIM_URL, () =>
        HttpResponse.json(
          { success: false, message: 'You already claimed today.' },
          { status: 409 },
        ),
      ),
    );
    const { result, queryClient } = renderClaim();
    act(() => result.current.claim());
    await waitFor(() =>
      expect(result.current.feedback).toEqual({
        tone: 'danger',
        text: 'You already claimed today.',
      }),
    );
    expect(error).toHaveBeenCalledWith('Failed to claim daily points', expect.anything());
    expect(useSessionStore.getState().user?.points).toBe(1200);
    expect(queryClient.getQueryState(sharedKeys.notificationList(7))?.isInvalidated).toBe(false);
    act(() => jest.advanceTimersByTime(CLAIM_ERROR_MS));
    expect(result.current.feedback).toBeNull();

    server.use(http.post(CLAIM_URL, () => HttpResponse.error()));
    act(() => result.current.claim());
    await waitFor(() =>
      expect(result.current.feedback).toEqual({ tone: 'danger', text: CLAIM_FAILED_TEXT }),
    );
    error.mockRestore();
  });
});
