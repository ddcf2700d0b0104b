import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { RemoteAdminModule, RemoteRegistryEntry } from '@lobby/shared-api';
import { settledState } from '../../features/remotes/remote-loader';
import { useRemoteLoader } from '../../features/remotes/remote-loader-context';

/** One remote's admin part as the admin panel knows it. */
export type AdminArea =
  | { name: string; label: string; status: 'loading' }
  | { name: string; label: string; status: 'ready'; module: RemoteAdminModule }
  | { name: string; label: string; status: 'failed'; error: unknown };

interface AdminAreasValue {
  /** Every remote whose registry entry says `admin: true`, in registry order. */
  areas: AdminArea[];
  /** Forgets a failed admin bundle and loads it again. */
  retry: (name: string) => Promise<void>;
  /** The registry could not be fetched: no area is known. */
  registryFailed: boolean;
  retryRegistry?: () => Promise<void>;
}

const AdminAreasContext = createContext<AdminAreasValue | null>(null);

/** 'community' → 'Community'. */
export const areaLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Loads every admin-capable remote's `./admin` module once the admin panel opens (never on public
 * pages). Each loads on its own: one that fails is marked failed with a Retry, the rest work.
 */
export function AdminAreasProvider({
  remotes,
  registryFailed = false,
  retryRegistry,
  children,
}: {
  remotes: RemoteRegistryEntry[];
  registryFailed?: boolean;
  retryRegistry?: () => Promise<void>;
  children: ReactNode;
}) {
  const loader = useRemoteLoader();
  const names = useMemo(
    () => remotes.filter((r) => r.admin === true).map((r) => r.name),
    [remotes],
  );
  // Bumped when a load settles or a retry starts, so the areas are read again.
  const [version, setVersion] = useState(0);
  const bump = useCallback(() => setVersion((v) => v + 1), []);

  const areas = useMemo<AdminArea[]>(
    () =>
      names.map((name) => {
        const label = areaLabel(name);
        const settled = settledState(loader.loadAdmin(name));
        if (!settled) return { name, label, status: 'loading' };
        if (settled.status === 'rejected')
          return { name, label, status: 'failed', error: settled.error };
        return { name, label, status: 'ready', module: settled.value };
      }),
    // `version` re-reads the loader's settled promises.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [names, loader, version],
  );

  useEffect(() => {
    let alive = true;
    for (const name of names) {
      const promise = loader.loadAdmin(name);
      if (settledState(promise)) continue;
      const done = (error?: unknown) => {
        if (error) console.error(`[lobby] the admin screens of "${name}" failed to load`, error);
        if (alive) bump();
      };
      promise.then(() => done(), done);
    }
    return () => {
      alive = false;
    };
  }, [names, loader, version, bump]);

  const retry = useCallback(
    async (name: string) => {
      loader.retryAdmin(name);
      bump();
      await loader.loadAdmin(name).catch(() => undefined);
    },
    [loader, bump],
  );

  const value = useMemo(
    () => ({ areas, retry, registryFailed, retryRegistry }),
    [areas, retry, registryFailed, retryRegistry],
  );
  return <AdminAreasContext.Provider value={value}>{children}</AdminAreasContext.Provider>;
}

export function useAdminAreas(): AdminAreasValue {
  const value = useContext(AdminAreasContext);
  if (!value) throw new Error('useAdminAreas must be used inside <AdminAreasProvider>');
  return value;
}
