import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
  csrf: boolean;
}

/** Collects every route as it is registered, so tests can enumerate state-changing routes. */
export const routeTablePlugin = fp(
  async (app) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const csrf = (route.config as { csrf?: boolean } | undefined)?.csrf !== false;
      for (const method of methods)
        table.push({ method: String(method).toUpperCase(), url: route.url, csrf });
    });
  },
  { name: 'lobby-route-table' },
);
