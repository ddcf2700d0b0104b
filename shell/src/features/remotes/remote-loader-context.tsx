import type { ReactNode } from 'react';
import { createContext, useContext, useState } from 'react';
import type { RemoteNavEntry } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { createFailureReporter } from './failure-report';
import type { RemoteLoader } from './remote-loader';
import { createRemoteLoader } from './remote-loader';

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

/** Provides how remotes are loaded: Module Federation by default, a fake in tests. */
export function RemoteLoaderProvider({
  loader,
  children,
}: {
  loader?: RemoteLoader;
  children: ReactNode;
}) {
  const [fallback] = useState(() => {
    if (loader) return loader;
    const getBasePath = () => useSessionStore.getState().basePath;
    return createRemoteLoader(undefined, getBasePath, createFailureReporter({ getBasePath }));
  });
  return (
    <RemoteLoaderContext.Provider value={loader ?? fallback}>
      {children}
    </RemoteLoaderContext.Provider>
  );
}

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('useRemoteLoader must be used inside <RemoteLoaderProvider>');
  return loader;
}

/** Sidebar entries of the registered remotes; none outside a provider. */
export function useRemoteNav(): RemoteNavEntry[] {
  const loader = useContext(RemoteLoaderContext);
  return loader ? loader.nav() : [];
}

/** The route patterns the registered remotes own; null before the registry is known. */
export function useRemotePaths(): string[] | null {
  const loader = useContext(RemoteLoaderContext);
  return loader ? loader.paths() : null;
}
