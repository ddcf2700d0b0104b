import type { Settings } from '../../contract';
import { getJson } from '../../lib/api-client';

/** GET /api/r/settings */
export const getSettings = () => getJson<Settings>('api/r/settings');
