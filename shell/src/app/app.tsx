import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { RemoteRegistry, RemoteRegistryEntry } from '@lobby/shared-api';
import {
  createQueryClient,
  getRemoteRegistry,
  REMOTES_ELEMENT_ID,
  useSessionStore,
} from '@lobby/shared-api';
import { LobbyThemeProvider } from '@lobby/shared-ui';
import type { RemoteLoader } from '../features/remotes/remote-loader';
import { RemoteLoaderProvider, useRemoteLoader } from '../features/remotes/remote-loader-context';
import { BootScreen, bootShownAt, PAGE_BOOT_ID, pageBootMs } from './boot-screen';
import type { RegistryState } from './routes';
import { buildRoutes } from './routes';

/** The spec's initial loading screen lasts 1 second. */
export const BOOT_SCREEN_MS = 1000;

type Registry =
  | { status: 'loading' }
  | { status: 'ready'; remotes: RemoteRegistryEntry[] }
  | { status: 'failed' };

/**
 * The registry the server wrote into the page, taken once (the element is removed): the first
 * load needs no request; a retry or a refresh fetches /remotes.json.
 */
export function takePageRegistry(): RemoteRegistry | null {
  if (typeof document === 'undefined') return null;
  const el = document.getElementById(REMOTES_ELEMENT_ID);
  if (!el) return null;
  el.remove();
  try {
    return JSON.parse(el.textContent ?? '') as RemoteRegistry;
  } catch {
    return null;
  }
}

/** The page's registry first, then GET /remotes.json. */
export const loadPageRegistry = async (): Promise<RemoteRegistry> =>
  takePageRegistry() ?? getRemoteRegistry();

/** What Retry reads: the registry after the server re-checked the remotes' health. */
const recheckRegistry = () => getRemoteRegistry({ check: true });

function validEntries(registry: RemoteRegistry | null | undefined): RemoteRegistryEntry[] {
  const list = Array.isArray(registry?.remotes) ? registry.remotes : [];
  return list.filter(
    (r): r is RemoteRegistryEntry =>
      !!r && typeof r.name === 'string' && typeof r.manifest === 'string' && Array.isArray(r.paths),
  );
}

function Boot({
  loadRegistry,
  bootMs,
}: {
  loadRegistry: () => Promise<RemoteRegistry>;
  bootMs: number;
}) {
  const loader = useRemoteLoader();
  const ready = useSessionStore((s) => s.ready);
  const basePath = useSessionStore((s) => s.basePath);
  // The second counts from when the boot screen first showed: the page's own one (its first
  // paint, written by the server) or, without it, this one.
  const [shownAt] = useState(bootShownAt);
  const [bootElapsed, setBootElapsed] = useState(
    () => bootMs <= 0 || performance.now() - shownAt >= bootMs,
  );
  const [registry, setRegistry] = useState<Registry>({ status: 'loading' });

  const fetchRegistry = useCallback(async () => {
    try {
      const remotes = validEntries(await loadRegistry());
      // Retry asks the server to re-check at once (not its check of up to 15 s ago); a registry
      // given by the caller (tests, a standalone page) is simply read again.
      const refresh = loadRegistry === loadPageRegistry ? recheckRegistry : loadRegistry;
      loader.register(remotes, { refresh: async () => validEntries(await refresh()) });
      setRegistry({ status: 'ready', remotes });
    } catch (error) {
      console.error('[lobby] the remote registry could not be loaded', error);
      setRegistry((prev) => (prev.status === 'failed' ? prev : { status: 'failed' }));
    }
  }, [loader, loadRegistry]);

  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void fetchRegistry();
  }, [fetchRegistry]);

  useEffect(() => {
    if (bootMs <= 0) return;
    // Scheduled even when the second ran out between the first render and now (a slow start):
    // the boot screen must end in every case.
    const left = Math.max(0, bootMs - (performance.now() - shownAt));
    const id = setTimeout(() => setBootElapsed(true), left);
    return () => clearTimeout(id);
  }, [bootMs, shownAt]);

  // The page's own boot screen goes once the shell's is up (BootScreen takes it over) or the
  // second is over, whichever comes first.
  useLayoutEffect(() => {
    if (bootElapsed) document.getElementById(PAGE_BOOT_ID)?.remove();
  }, [bootElapsed]);

  const router = useMemo(() => {
    if (registry.status === 'loading') return null;
    const state: RegistryState =
      registry.status === 'ready' ? registry : { status: 'failed', retry: fetchRegistry };
    return createBrowserRouter(buildRoutes(state), basePath ? { basename: basePath } : undefined);
  }, [registry, basePath, fetchRegistry]);

  if (!ready || !router) return <BootScreen shownAt={shownAt} />;
  // While the boot screen shows, the page is already mounted beneath it (hidden, inert): the remote's code and the page's data load during the boot screen, so
  // the content is there when it ends. The wrapper stays afterwards so the page is not remounted.
  return (
    <>
      <div
        // visibility: hidden while the boot screen shows: nothing beneath it is painted, so what
        // moves while the page fills in is no layout shift.
        style={{ display: 'contents', visibility: bootElapsed ? undefined : 'hidden' }}
        inert={!bootElapsed}
        aria-hidden={bootElapsed ? undefined : true}
      >
        <RouterProvider router={router} />
      </div>
      {!bootElapsed && <BootScreen shownAt={shownAt} />}
    </>
  );
}

export interface AppProps {
  /** How remotes are loaded; Module Federation when omitted. */
  loader?: RemoteLoader;
  /** Where the remote registry comes from; the page's, then GET /remotes.json, when omitted. */
  loadRegistry?: () => Promise<RemoteRegistry>;
  /** The boot screen's least time; the page's (written by the server), else 1 second, when omitted. */
  bootMs?: number;
  /** The page's server-state cache; a new one with Lobby's defaults when omitted. */
  queryClient?: QueryClient;
}

/**
 * The shell: theme, the boot screen, then the router over the layout and every remote's pages.
 * It owns the page's one QueryClient: the layout and every remote's pages read and cache server
 * state through it (@tanstack/react-query is a shared singleton, so a remote sees this client).
 */
export function App({ loader, loadRegistry = loadPageRegistry, bootMs, queryClient }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Read once, before the shell's boot screen takes over the page's (and removes it).
  const [minMs] = useState(() => bootMs ?? pageBootMs(BOOT_SCREEN_MS));
  return (
    <LobbyThemeProvider>
      <QueryClientProvider client={client}>
        <RemoteLoaderProvider loader={loader}>
          <Boot loadRegistry={loadRegistry} bootMs={minMs} />
        </RemoteLoaderProvider>
      </QueryClientProvider>
    </LobbyThemeProvider>
  );
}
