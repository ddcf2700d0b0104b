import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LiveClient } from '../lib/live-client';
import { FakeEventSource } from '../testing';
import { createQueryClient } from './query-client';
import { useLiveChannel } from './use-live-channel';

const live = () => FakeEventSource.live();
/** The n-th stream ever made / still open (throws when there is none). */
const made = (n: number) => FakeEventSource.instances[n] ?? fail(`no stream ${n}`);
const open = (n = 0) => live()[n] ?? fail(`no open stream ${n}`);
function fail(message: string): never {
  throw new Error(message);
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeEventSource.install();
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as unknown as { EventSource?: unknown }).EventSource;
});

function setup() {
  const queryClient = createQueryClient({ queries: { retry: false } });
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const client = new LiveClient((channels) => `/api/live?channels=${channels}`);
  return { queryClient, invalidate, wrapper, client };
}

describe('useLiveChannel', () => {
  it('opens one stream for every channel of the page and delivers each its messages', () => {
    const { wrapper, client, invalidate } = setup();
    const hunt = jest.fn();
    const board = jest.fn();
    const a = renderHook(() => useLiveChannel('hunt:3', hunt, { client, invalidate: [['h']] }), {
      wrapper,
    });
    renderHook(() => useLiveChannel('leaderboard', board, { client }), { wrapper });
    act(() => void jest.advanceTimersByTime(50));
    expect(live()).toHaveLength(1);
    expect(open().url).toBe('/api/live?channels=hunt:3,leaderboard');
    act(() => {
      open().open();
      open().send('hunt:3', { type: 'game' });
      open().send('other', {});
    });
    expect(hunt).toHaveBeenCalledWith({ type: 'game' });
    expect(board).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['h'] });

    a.unmount();
    act(() => void jest.advanceTimersByTime(50));
    expect(live()).toHaveLength(1);
    expect(open().url).toBe('/api/live?channels=leaderboard');
  });

  it('closes the stream with the last listener and listens to nothing for a null channel', () => {
    const { wrapper, client } = setup();
    const h = renderHook(() => useLiveChannel('hunt:1', null, { client }), { wrapper });
    renderHook(() => useLiveChannel(null, null, { client }), { wrapper });
    act(() => void jest.advanceTimersByTime(50));
    expect(live()).toHaveLength(1);
    h.unmount();
    act(() => void jest.advanceTimersByTime(50));
    expect(live()).toHaveLength(0);
  });

  it('refetches after the browser reconnected by itself', () => {
    const { wrapper, client, invalidate } = setup();
    const onMessage = jest.fn();
    renderHook(
      () => useLiveChannel('hunt:1', onMessage, { client, invalidate: [['x']], resync: [['y']] }),
      { wrapper },
    );
    act(() => void jest.advanceTimersByTime(50));
    const source = open();
    act(() => source.open());
    expect(invalidate).not.toHaveBeenCalled();
    act(() => {
      source.drop(false);
      source.open();
    });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['x'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['y'] });
    expect(onMessage).not.toHaveBeenCalled();
    invalidate.mockClear();
    act(() => source.send('hunt:1', 1));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['x'] });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ['y'] });
  });

  it('reopens a stream the browser gave up on, with backoff, then refetches', () => {
    const { wrapper, client, invalidate } = setup();
    renderHook(() => useLiveChannel('hunt:1', null, { client, invalidate: [['x']] }), {
      wrapper,
    });
    act(() => void jest.advanceTimersByTime(50));
    act(() => open().open());
    act(() => open().drop(true));
    expect(FakeEventSource.instances).toHaveLength(1);
    act(() => void jest.advanceTimersByTime(1000));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => made(1).drop(true));
    act(() => void jest.advanceTimersByTime(1500));
    expect(FakeEventSource.instances).toHaveLength(2);
    act(() => void jest.advanceTimersByTime(600));
    expect(FakeEventSource.instances).toHaveLength(3);
    act(() => made(2).open());
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['x'] });
  });

  it('reports the state of the stream: connecting, open, reconnecting after a drop, open again, idle', () => {
    const { wrapper, client } = setup();
    const states: string[] = [];
    client.onStatus((s) => states.push(s));
    expect(client.status()).toBe('idle');
    const h = renderHook(() => useLiveChannel('hunt:1', null, { client }), { wrapper });
    act(() => void jest.advanceTimersByTime(50));
    act(() => open().open());
    act(() => open().drop(false));
    act(() => open().open());
    h.unmount();
    act(() => void jest.advanceTimersByTime(50));
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'open', 'idle']);
    expect(client.status()).toBe('idle');
  });
});
