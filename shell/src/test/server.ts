import { http, HttpResponse } from 'msw';
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
