import type { StreamStatus } from '@lobby/contract-community';
import { getJson } from '../../lib/api-client';

/** GET /api/r/stream — the channel's live status, via the server. */
export const getStreamStatus = () => getJson<StreamStatus>('api/r/stream');
