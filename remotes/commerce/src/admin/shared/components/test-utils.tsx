import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient } from '@lobby/shared-api';
import { LobbyThemeProvider } from '@lobby/shared-ui';

function Where() {
  const l = useLocation();
  return <output aria-label="location">{`${l.pathname}${l.search}`}</output>;
}

/**
 * Renders admin screens under /admin-new/commerce/… as the shell mounts them: in a data router,
 * so a screen's unsaved-changes prompt blocks in-app navigation as it does in the shell.
 */
export function renderAdmin(path: string, routes: Record<string, ComponentType>) {
  const client = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  const router = createMemoryRouter(
    Object.entries(routes).map(([p, C]) => ({
      path: `/admin-new/commerce/${p}`,
      element: (
        <>
          <C />
          <Where />
        </>
      ),
    })),
    { initialEntries: [path] },
  );
  const utils = render(
    <LobbyThemeProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </LobbyThemeProvider>,
  );
  return { ...utils, client };
}

/** The API's base in tests (jsdom runs at http://localhost/). */
export const API = 'http://localhost/api/admin/commerce';

/** A failed answer as the server sends one. */
export const failure = (status: number, message: string, errors?: Record<string, string[]>) => ({
  body: { success: false, message, ...(errors ? { errors } : {}) },
  init: { status },
});
