import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@lobby/shared-api';
import { LobbyThemeProvider } from '@lobby/shared-ui';

function Where() {
  const l = useLocation();
  return <output aria-label="location">{`${l.pathname}${l.search}`}</output>;
}

/** Renders admin screens under /admin-new/support/… as the shell mounts them. */
export function renderAdmin(path: string, routes: Record<string, ComponentType>) {
  const client = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  return render(
    <LobbyThemeProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {Object.entries(routes).map(([p, C]) => (
              <Route key={p} path={`/admin-new/support/${p}`} element={<C />} />
            ))}
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </LobbyThemeProvider>,
  );
}
