import { webcrypto } from 'node:crypto';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createQueryClient, useSessionStore } from '@lobby/shared-api';
import { LobbyThemeProvider } from '@lobby/shared-ui';

// What the giveaway and wager-raffle detail pages' tests share: Web Crypto for the in-browser
// draw check, an msw server reset between tests, and the page rendered at its route beside its
// list (where a 404 or the back link goes).

/**
 * Installs the test file's hooks: jsdom's crypto has no `subtle`, so the page gets Node's Web
 * Crypto, as a browser has; an msw server that refuses unhandled requests. Answers the server.
 */
export function setupDetailPageTests() {
  const server = setupServer();
  beforeAll(() => {
    if (!globalThis.crypto?.subtle)
      Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    useSessionStore.getState().reset();
  });
  afterAll(() => server.close());
  return server;
}

/** Renders `page` at `route` (opened at `path`), with `list` at `listPath`. */
export function renderDetailPage(opts: {
  path: string;
  route: string;
  page: ReactElement;
  listPath: string;
  list: ReactElement;
}) {
  const queryClient = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  return render(
    <LobbyThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[opts.path]}>
          <Routes>
            <Route path={opts.route} element={opts.page} />
            <Route path={opts.listPath} element={opts.list} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </LobbyThemeProvider>,
  );
}
