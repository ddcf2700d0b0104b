import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@lobby/shared-api';
import { LobbyThemeProvider } from '@lobby/shared-ui';

/** The screens at their route paths, and the router's address as text (label "location"). */
function Screens({ routes }: { routes: Record<string, ReactElement> }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <Routes>
        {Object.entries(routes).map(([p, element]) => (
          <Route key={p} path={p} element={element} />
        ))}
      </Routes>
      {/* Not an <output>: that would be one more "status" next to the screen's own. */}
      <div aria-label="location">{pathname + search}</div>
    </>
  );
}

/** Renders engagement screens at `path`; `routes` maps each route path to its screen. */
export function renderRoutesAt(path: string, routes: Record<string, ReactElement>) {
  const queryClient = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  return render(
    <LobbyThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Screens routes={routes} />
        </MemoryRouter>
      </QueryClientProvider>
    </LobbyThemeProvider>,
  );
}

/** The suite's mock API: unknown requests fail the test; handlers reset after each test. */
export function setupApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * A handler's answers for a load-error test: a 500 until `recover()`, then `ok()`. The failed
 * load's console error is silenced (`log` is its spy).
 */
export function failUntilRecovered(ok: () => Response) {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  let fail = true;
  return {
    log,
    answer: () =>
      fail ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 }) : ok(),
    recover: () => {
      fail = false;
    },
  };
}
