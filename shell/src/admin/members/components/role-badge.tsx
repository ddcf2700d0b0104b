import type { Role } from '@lobby/shared-api';
import { StatusBadge } from '@lobby/shared-ui';

export const ROLE_LABELS: Record<Role, string> = {
  member: 'Member',
  vip: 'VIP',
  moderator: 'Moderator',
  admin: 'Admin',
};

/** A member's role as a badge: staff stand out. */
export function RoleBadge({ role }: { role: Role }) {
  const tone =
    role === 'admin'
      ? 'danger'
      : role === 'moderator'
        ? 'primary'
        : role === 'vip'
          ? 'warning'
          : 'neutral';
  return <StatusBadge tone={tone}>{ROLE_LABELS[role]}</StatusBadge>;
}
