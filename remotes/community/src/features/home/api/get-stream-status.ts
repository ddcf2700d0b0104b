import type { StreamStatus } from '@lobby/contract-community';
import { getJson } from '@lobby/shared-api';

/** GET /api/r/stream — the channel's live status, via the server. */
export const getStreamStatus = () => getJson<StreamStatus>('api/r/stream');
