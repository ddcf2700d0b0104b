import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { LobbyThemeProvider } from '../theme/theme-provider';

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

/**
 * Renders screens as the shell mounts them: in the theme, with `queryClient` (the caller's, as
 * shared-api makes one for tests: shared-ui does not import shared-api), in a memory router opened
 * at `path`; `routes` maps each route path to its screen. The address shows under the label
 * "location". Answers the render's queries and the query client.
 */
export function renderRoutesAt(
  path: string,
  routes: Record<string, ReactElement>,
  queryClient: QueryClient,
) {
  const utils = render(
    <LobbyThemeProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Screens routes={routes} />
        </MemoryRouter>
      </QueryClientProvider>
    </LobbyThemeProvider>,
  );
  return { ...utils, queryClient };
}
