import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@lobby/shared-api';
import { LobbyThemeProvider } from '@lobby/shared-ui';
import { StorePage } from '../components/store-page';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

/**
 * Renders /store inside a fresh query cache (no retries, no collection timers) and a router at
 * `url`, with a probe showing the current query string.
 */
export function renderStore(url = '/store') {
  const queryClient = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  const utils = render(
    <LobbyThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/store"
              element={
                <>
                  <StorePage />
                  <LocationProbe />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </LobbyThemeProvider>,
  );
  return { ...utils, queryClient };
}
