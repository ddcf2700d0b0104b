import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SessionUser } from '../contract';
import { LiveClient } from '../lib/live-client';
import { useSessionStore } from '../stores/session-store';
import { FakeEventSource } from '../testing';
import { createQueryClient } from './query-client';
import { useMemberRefetch, useMemberSignal } from './use-member-signal';

const open = () => FakeEventSource.live()[0] ?? fail('no open stream');
function fail(message: string): never {
  throw new Error(message);
}
const member = (id: number) => ({ id, username: `m${id}` }) as SessionUser;

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.install();
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
  useSessionStore.getState().reset();
});

describe('useMemberSignal', () => {
  const client = () => new LiveClient((channels) => `/api/live?channels=${channels}`);

  it('listens to nothing for a visitor', () => {
    renderHook(() => useMemberSignal(['points'], jest.fn(), client()));
    act(() => void jest.advanceTimersByTime(50));
    expect(FakeEventSource.live()).toHaveLength(0);
  });

  it("calls back with the member's changed topics it asked for, and after a reconnect", () => {
    useSessionStore.getState().setUser(member(7));
    const onSignal = jest.fn();
    renderHook(() => useMemberSignal(['points', 'notifications'], onSignal, client()));
    act(() => void jest.advanceTimersByTime(50));
    expect(open().url).toBe('/api/live?channels=me:7');
    act(() => {
      open().open();
      open().send('me:7', { topics: ['tickets'] });
      open().send('me:7', { topics: ['points', 'tickets'] });
      open().send('leaderboard', { topics: ['points'] });
    });
    expect(onSignal.mock.calls).toEqual([[['points']]]);

    act(() => open().drop());
    act(() => open().open());
    expect(onSignal).toHaveBeenLastCalledWith(['points', 'notifications']);
  });

  it("moves to the new member's channel when the session changes", () => {
    useSessionStore.getState().setUser(member(7));
    const c = client();
    renderHook(() => useMemberSignal(['points'], jest.fn(), c));
    act(() => void jest.advanceTimersByTime(50));
    act(() => useSessionStore.getState().setUser(member(8)));
    act(() => void jest.advanceTimersByTime(50));
    expect(open().url).toBe('/api/live?channels=me:8');
    act(() => useSessionStore.getState().setUser(null));
    act(() => void jest.advanceTimersByTime(50));
    expect(FakeEventSource.live()).toHaveLength(0);
  });
});

describe('useMemberRefetch', () => {
  it("invalidates the page's queries when one of its topics changed, not for others", () => {
    useSessionStore.getState().setUser(member(9));
    const queryClient = createQueryClient({ queries: { retry: false } });
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    renderHook(() => useMemberRefetch(['tickets'], [['support', 'tickets']]), { wrapper });
    act(() => void jest.advanceTimersByTime(50));
    act(() => {
      open().open();
      open().send('me:9', { topics: ['points'] });
    });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => open().send('me:9', { topics: ['tickets', 'notifications'] }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['support', 'tickets'] });
  });
});
