import { admin } from './admin';

describe('commerce ./admin', () => {
  it('has a screen for every sidebar entry, each path once, none for admins only', () => {
    const paths = admin.routes.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const item of admin.nav) expect(paths).toContain(item.path);
    expect(admin.nav.map((n) => n.label)).toEqual([
      'Store items',
      'Store redemptions',
      'VIP tiers',
      'VIP claims',
      'Member wagers',
    ]);
    // Moderators run the store and VIP day to day (the server guards /api/admin/commerce the same).
    expect(admin.routes.filter((r) => r.minRole)).toEqual([]);
    expect(admin.nav.filter((n) => n.minRole)).toEqual([]);
  });
});
