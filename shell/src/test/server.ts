import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** What an idle API answers: no affiliates, no leaderboards, no friends, no notifications. */
export const defaultHandlers = [
  http.get('http://localhost/api/r/affiliates', () =>
    HttpResponse.json({ success: true, data: [] }),
  ),
  http.get('http://localhost/api/r/leaderboard', () =>
    HttpResponse.json({
      success: true,
      data: { platforms: [], top_three: [], rest_of_users: [], prizes: [], current_period: null },
    }),
  ),
  http.get('http://localhost/api/friends', () => HttpResponse.json([])),
  http.get('http://localhost/api/friends/requests', () => HttpResponse.json([])),
  http.get('http://localhost/api/notifications', () => HttpResponse.json([])),
];

/** One msw server per test file; handlers added in a test are reset after it. */
export function setupApi() {
  const server = setupServer(...defaultHandlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * An admin list the API answers with `{ success, data: rows() }` (read at each request, so a test
 * may change its rows). `delayMs` answers after a moment (the loading state shows first);
 * while `failing()` is true it answers 500 "Down" (the load error and its Retry).
 */
export function listHandler<T>(
  url: string,
  rows: () => T[],
  { delayMs = 0, failing = () => false }: { delayMs?: number; failing?: () => boolean } = {},
) {
  return http.get(url, async () => {
    if (delayMs) await delay(delayMs);
    if (failing()) return HttpResponse.json({ success: false, message: 'Down' }, { status: 500 });
    return HttpResponse.json({ success: true, data: rows() });
  });
}
