import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { useSessionStore } from '@lobby/shared-api';
import pkg from '../package.json';
import { huntsResponse, predictionsResponse } from './features/bonus-hunts/testing/fixtures';
import routesDefault, { routes } from './routes';
import { renderRoutesAt } from './testing/render';

const server = setupServer(
  http.get('http://localhost/api/r/bonus-hunts', () => HttpResponse.json(huntsResponse())),
  http.get('http://localhost/api/r/bonus-hunts/predictions', () =>
    HttpResponse.json(predictionsResponse()),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
});
afterAll(() => server.close());

describe('engagement ./routes', () => {
  it('exports the route objects as named and default export, only for paths this remote owns', () => {
    expect(routesDefault).toBe(routes);
    expect(routes.map((r) => ({ path: r.path, title: r.title }))).toEqual([
      { path: '/bonus-hunts', title: 'Bonus Hunts' },
      { path: '/tournaments', title: 'Tournaments' },
      { path: '/tournaments/:id', title: 'Tournament' },
      { path: '/raffles', title: 'Raffles' },
      { path: '/raffles/:id', title: 'Raffle' },
      { path: '/affiliate/wager-raffle', title: 'Wager Raffles' },
      { path: '/affiliate/wager-raffle/:id', title: 'Wager Raffle' },
    ]);
    for (const r of routes) expect(pkg.lobby.paths).toContain(r.path);
  });

  it('lazily loads the Bonus Hunt page', async () => {
    const Page = routes[0]!.Component;
    renderRoutesAt('/bonus-hunts', {
      '/bonus-hunts': (
        <Suspense fallback={<p>loading route</p>}>
          <Page />
        </Suspense>
      ),
    });
    expect(
      // The first lazy import compiles the page's module graph: allow it a few seconds.
      await screen.findByRole('heading', { level: 1, name: 'Bonus Hunt' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Hunt #12')).toBeInTheDocument();
  });
});
