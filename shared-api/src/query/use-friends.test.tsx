import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import type { Friend, SessionUser } from '../contract';
import { useSessionStore } from '../stores/session-store';
import { createQueryClient } from './query-client';
import { sharedKeys } from './query-keys';
import { useFriendsQuery, useRemoveFriend } from './use-friends';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
});
afterAll(() => server.close());

const friend = (id: number): Friend => ({
  id,
  avatar: null,
  username: `friend${id}`,
  name: `Friend ${id}`,
  kick_username: null,
  online: false,
});

function wrapperWith() {
  const queryClient = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('friends queries', () => {
  it('asks nothing for a visitor', () => {
    let calls = 0;
    server.use(
      http.get('http://localhost/api/friends', () => {
        calls += 1;
        return HttpResponse.json([]);
      }),
    );
    const { queryClient, wrapper } = wrapperWith();
    const { result } = renderHook(() => useFriendsQuery(), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(queryClient.isFetching()).toBe(0);
    expect(calls).toBe(0);
  });

  it("keys a member's list by the member and reloads it after a friend is removed", async () => {
    let list = [friend(1), friend(2)];
    server.use(
      http.get('http://localhost/api/friends', () => HttpResponse.json(list)),
      http.delete('http://localhost/api/friends/:id', ({ params }) => {
        list = list.filter((f) => f.id !== Number(params.id));
        return HttpResponse.json({ success: true });
      }),
    );
    useSessionStore.getState().setUser({ id: 7, username: 'ann' } as SessionUser);
    const { queryClient, wrapper } = wrapperWith();
    const { result } = renderHook(() => ({ list: useFriendsQuery(), remove: useRemoveFriend() }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    expect(queryClient.getQueryData(sharedKeys.friendList(7))).toHaveLength(2);

    await act(() => result.current.remove.mutateAsync(1));
    await waitFor(() => expect(result.current.list.data?.map((f) => f.id)).toEqual([2]));
  });

  it('logs a failed friend action', async () => {
    server.use(
      http.delete('http://localhost/api/friends/:id', () =>
        HttpResponse.json({ success: false, message: 'nope' }, { status: 500 }),
      ),
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { wrapper } = wrapperWith();
    const { result } = renderHook(() => useRemoveFriend(), { wrapper });
    await act(() => expect(result.current.mutateAsync(3)).rejects.toMatchObject({ status: 500 }));
    expect(error).toHaveBeenCalledWith(
      '[lobby] friend action failed',
      expect.objectContaining({ status: 500 }),
    );
    error.mockRestore();
  });
});
