import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type {
  RemoteRegistryEntry,
  RemoteRoutesModule,
  SessionUser,
  Settings,
} from '@lobby/shared-api';
import { createQueryClient, useSessionStore } from '@lobby/shared-api';
import { LobbyThemeProvider } from '@lobby/shared-ui';
import type { RegistryState } from '../app/routes';
import { buildRoutes } from '../app/routes';
import type { FailureReporter } from '../features/remotes/failure-report';
import type { RemoteRuntime } from '../features/remotes/remote-loader';
import { createRemoteLoader } from '../features/remotes/remote-loader';
import { RemoteLoaderProvider } from '../features/remotes/remote-loader-context';
import { makeSettings } from './fixtures';

/** A Module Federation runtime stand-in: `loadRoutes` answers from `modules`, calls are recorded. */
export function fakeRuntime(
  modules: Record<string, () => Promise<RemoteRoutesModule | null>> = {},
  adminModules: Record<string, () => Promise<unknown>> = {},
) {
  const runtime = {
    register: jest.fn<void, Parameters<RemoteRuntime['register']>>(),
    loadRoutes: jest.fn((name: string) => {
      const load = modules[name];
      return load ? load() : Promise.reject(new Error(`no remote ${name}`));
    }),
    loadAdmin: jest.fn((name: string) => {
      const load = adminModules[name];
      return load ? load() : Promise.reject(new Error(`no admin module ${name}`));
    }),
  };
  return runtime;
}

export interface RenderShellOptions {
  path?: string;
  user?: SessionUser | null;
  settings?: Partial<Settings>;
  remotes?: RemoteRegistryEntry[];
  registry?: RegistryState;
  runtime?: ReturnType<typeof fakeRuntime>;
  demoLogin?: boolean;
  discordLogin?: boolean;
  basePath?: string;
  /** Receives the shell's remote failure reports (none are sent without it). */
  reportFailure?: FailureReporter;
}

/**
 * A fresh query cache for one test: no retries (a failure shows at once), and no garbage
 * collection timers left running after the test.
 */
export function testQueryClient() {
  return createQueryClient({ queries: { retry: false, gcTime: Infinity } });
}

/** Hydrates the session store and renders the shell's route tree in a memory router. */
export function renderShell({
  path = '/',
  user = null,
  settings,
  remotes,
  registry,
  runtime = fakeRuntime(),
  demoLogin = false,
  discordLogin = false,
  basePath = '',
  reportFailure,
}: RenderShellOptions = {}) {
  useSessionStore
    .getState()
    .hydrate({ user, settings: makeSettings(settings), basePath, demoLogin, discordLogin });
  const loader = createRemoteLoader(runtime, () => basePath, reportFailure);
  // Without `remotes` no registry is registered: the sidebar lists every built-in link.
  if (remotes) loader.register(remotes);
  const router = createMemoryRouter(
    buildRoutes(registry ?? { status: 'ready', remotes: remotes ?? [] }),
    {
      initialEntries: [path],
    },
  );
  const queryClient = testQueryClient();
  const utils = render(
    <LobbyThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RemoteLoaderProvider loader={loader}>
          <RouterProvider router={router} />
        </RemoteLoaderProvider>
      </QueryClientProvider>
    </LobbyThemeProvider>,
  );
  return { ...utils, router, loader, runtime, queryClient };
}
