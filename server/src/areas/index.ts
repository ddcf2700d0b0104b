// Every area of the platform, registered from this one list (app.ts, the migrator and the demo
// seed read it through platform.ts). A new area adds its folder with an index.ts exporting its
// AreaModule, and one line here.
import type { AreaModule } from '../core/areas';
import commerce from './commerce';
import community from './community';
import engagement from './engagement';
import support from './support';

export const AREAS: readonly AreaModule[] = [community, engagement, commerce, support];
