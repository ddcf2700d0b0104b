/** Where the admin panel lives: its screens' routes and links are under it. */
export const ADMIN_BASE = '/admin-new';
