import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@lobby/shared-api';
import { LobbyThemeProvider } from '@lobby/shared-ui';

function Where() {
  const l = useLocation();
  // Not an <output>: that would be one more "status" next to the screen's own.
  return <div aria-label="location">{`${l.pathname}${l.search}`}</div>;
}

/** Renders engagement admin screens at `path`; `routes` maps each route path to its screen. */
export function renderAdminAt(path: string, routes: Record<string, ReactElement>) {
  const client = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  return render(
    <LobbyThemeProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([p, element]) => (
              <Route key={p} path={p} element={element} />
            ))}
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </LobbyThemeProvider>,
  );
}

/** A page of a list in the server's paging envelope. */
export function pageOf<T>(rows: T[], page: number, total: number, perPage = 25) {
  return {
    success: true as const,
    data: rows,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
