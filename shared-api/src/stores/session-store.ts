import { create } from 'zustand';
import type { PagePreload, SessionUser, Settings } from '../contract';
import { DEFAULT_SITE_DESCRIPTION, DEFAULT_SITE_NAME } from '../contract';

export const DEFAULT_SETTINGS: Settings = {
  site_name: DEFAULT_SITE_NAME,
  site_logo: null,
  site_description: DEFAULT_SITE_DESCRIPTION,
  casino: {
    crypto1_enabled: false,
    crypto1_label: 'Casino username 1',
    crypto2_enabled: false,
    crypto2_label: 'Casino username 2',
    crypto3_enabled: false,
    crypto3_label: 'Casino username 3',
  },
  social: { kick: null, discord: null, x: null, instagram: null, tiktok: null },
  stream_channel: null,
};

export interface SessionState {
  user: SessionUser | null;
  settings: Settings;
  basePath: string;
  demoLogin: boolean;
  discordLogin: boolean;
  /** Set once the shell has read the page preload. */
  ready: boolean;
  hydrate: (preload: PagePreload | null) => void;
  setUser: (user: SessionUser | null) => void;
  patchUser: (patch: Partial<SessionUser>) => void;
  setPoints: (points: number) => void;
  setSettings: (settings: Settings) => void;
  reset: () => void;
}

const initial = {
  user: null,
  settings: DEFAULT_SETTINGS,
  basePath: '',
  demoLogin: false,
  discordLogin: false,
  ready: false,
};

/** The one session store of the page: shared by the shell and every remote. */
export const useSessionStore = create<SessionState>()((set) => ({
  ...initial,
  hydrate: (preload) =>
    set({
      user: preload?.user ?? null,
      settings: preload?.settings ?? DEFAULT_SETTINGS,
      basePath: preload?.basePath ?? '',
      demoLogin: preload?.demoLogin ?? false,
      discordLogin: preload?.discordLogin ?? false,
      ready: true,
    }),
  setUser: (user) => set({ user }),
  patchUser: (patch) => set((s) => (s.user ? { user: { ...s.user, ...patch } } : s)),
  setPoints: (points) => set((s) => (s.user ? { user: { ...s.user, points } } : s)),
  setSettings: (settings) => set({ settings }),
  reset: () => set(initial),
}));

/** The logged-in member, or null. */
export const useCurrentUser = () => useSessionStore((s) => s.user);

// Diagnostics for the singleton check: how many copies of this module this page evaluated.
const g = globalThis as { __LOBBY_SESSION_STORE_COPIES__?: number };
g.__LOBBY_SESSION_STORE_COPIES__ = (g.__LOBBY_SESSION_STORE_COPIES__ ?? 0) + 1;
