import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
  csrf: boolean;
  /** The least role an /api/admin/ route needs (its `config.minRole`), when it sets one. */
  minRole?: 'moderator' | 'admin';
  /** The route reads a multipart/form-data body (its `config.multipart`). */
  upload?: true;
}

/** Collects every route as it is registered, so tests can enumerate state-changing routes. */
export const routeTablePlugin = fp(
  async (app) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const config = route.config as
        { csrf?: boolean; minRole?: RouteEntry['minRole']; multipart?: unknown } | undefined;
      const csrf = config?.csrf !== false;
      for (const method of methods)
        table.push({
          method: String(method).toUpperCase(),
          url: route.url,
          csrf,
          ...(config?.minRole ? { minRole: config.minRole } : {}),
          ...(config?.multipart ? { upload: true as const } : {}),
        });
    });
  },
  { name: 'lobby-route-table' },
);
