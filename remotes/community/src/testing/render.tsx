import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createQueryClient } from '@lobby/shared-api';
import { LobbyThemeProvider } from '@lobby/shared-ui';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders `ui` inside the theme, a fresh query cache (no retries, no collection timers) and a
 * memory router at `route`, with a probe showing the current location. With `paths`, `ui` is
 * mounted under those route patterns only (its params come from them) and anything else shows
 * 'Elsewhere'.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', paths }: { route?: string; paths?: string[] } = {},
) {
  const queryClient = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  const utils = render(
    <LobbyThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            {paths ? (
              <>
                {paths.map((path) => (
                  <Route key={path} path={path} element={ui} />
                ))}
                <Route path="*" element={<p>Elsewhere</p>} />
              </>
            ) : (
              <Route path="*" element={ui} />
            )}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </LobbyThemeProvider>,
  );
  return { ...utils, queryClient };
}
