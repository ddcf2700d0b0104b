import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { AdminRole, Role } from '@lobby/shared-api';
import { useSessionStore } from '@lobby/shared-api';
import { Loader } from '@lobby/shared-ui';
import { AdminForbiddenPage } from './forbidden-page';

const RANK: Record<Role, number> = { member: 0, vip: 1, moderator: 2, admin: 3 };

/** True when `role` may see something that needs `min` (no `min`: any staff member). */
export function hasAdminRole(role: Role | undefined, min: AdminRole = 'moderator'): boolean {
  return role != null && RANK[role] >= RANK[min];
}

/**
 * Staff only: waits until the session is known, sends a visitor to /login (coming back here
 * after), shows a member the 403 page, and renders the admin panel for moderators and admins.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const ready = useSessionStore((s) => s.ready);
  const user = useSessionStore((s) => s.user);
  const { pathname, search, hash } = useLocation();
  if (!ready) return <Loader />;
  if (!user) {
    const next = `${pathname}${search}${hash}`;
    return <Navigate to={`/login?next=${encodeURIComponent(next)}`} replace />;
  }
  if (!hasAdminRole(user.role)) return <AdminForbiddenPage />;
  return <>{children}</>;
}
