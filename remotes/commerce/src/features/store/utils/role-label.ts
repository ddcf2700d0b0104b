import type { StoreRole } from '@lobby/contract-commerce';
import type { Role } from '@lobby/shared-api';

const LABELS: Record<StoreRole, string> = {
  member: 'Member',
  vip: 'VIP',
  moderator: 'Moderator',
  admin: 'Admin',
};
const RANK: Record<Role, number> = { member: 0, vip: 1, moderator: 2, admin: 3 };

/** Display name of a store item's required role. */
export const roleLabel = (role: StoreRole): string => LABELS[role] ?? role;

/**
 * Why a member cannot redeem an item reserved for a higher role (admin ≥ moderator ≥ vip ≥
 * member, as the server checks it), or null. The spec shows the role but not the button then;
 * saying so beats a silent refusal.
 */
export function roleBlocker(required: StoreRole | null, role: Role): string | null {
  if (!required || RANK[role] >= RANK[required]) return null;
  return `${roleLabel(required)} role required`;
}
