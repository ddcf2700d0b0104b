import type { StoreRole } from '@lobby/shared-api';

const LABELS: Record<StoreRole, string> = { member: 'Member', vip: 'VIP', moderator: 'Moderator', admin: 'Admin' };

/** Display name of a store item's required role. */
export const roleLabel = (role: StoreRole): string => LABELS[role] ?? role;
