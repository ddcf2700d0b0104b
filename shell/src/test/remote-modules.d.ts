// A remote's `./routes` module as page-level tests load it (see moduleNameMapper in jest.config.js).
declare module 'remote:*' {
  import type { RemoteRoute } from '@lobby/shared-api';
  export const routes: RemoteRoute[];
  const defaultRoutes: RemoteRoute[];
  export default defaultRoutes;
}
