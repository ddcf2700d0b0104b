import { useSessionStore } from '../stores/session-store';

/** The logged-in member's id, or null: the part of a query key that says who is asking. */
export const useViewerId = (): number | null => useSessionStore((s) => s.user?.id ?? null);
