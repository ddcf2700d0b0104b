import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useSessionStore } from '@lobby/shared-api';
import type { SessionUser } from '@lobby/shared-api';
import { useSyncTimeZone } from './use-sync-time-zone';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
});
afterAll(() => server.close());

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const member = (time_zone: string) =>
  ({ id: 7, username: 'ann', name: 'Ann', time_zone }) as SessionUser;

it('stores the browser time zone when the member has another one', async () => {
  let sent: unknown = null;
  server.use(
    http.post('http://localhost/api/r/profile/time-zone', async ({ request }) => {
      sent = await request.json();
      return HttpResponse.json({ success: true, time_zone: browserZone });
    }),
  );
  useSessionStore
    .getState()
    .setUser(member(browserZone === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo'));
  renderHook(() => useSyncTimeZone());
  await waitFor(() => expect(useSessionStore.getState().user?.time_zone).toBe(browserZone));
  expect(sent).toEqual({ time_zone: browserZone });
});

it('sends nothing when the zones already agree or nobody is logged in', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post('http://localhost/api/r/profile/time-zone', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ success: true, time_zone: browserZone });
    }),
  );
  renderHook(() => useSyncTimeZone()).unmount();
  useSessionStore.getState().setUser(member(browserZone));
  renderHook(() => useSyncTimeZone()).unmount();
  // A control that does send, started last: once its call has arrived, a call started by either
  // of the two above would have arrived before it.
  const other = browserZone === 'Asia/Tokyo' ? 'Europe/Paris' : 'Asia/Tokyo';
  useSessionStore.getState().setUser({ ...member(other), id: 8 });
  renderHook(() => useSyncTimeZone());
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(useSessionStore.getState().user?.id).toBe(8);
});
