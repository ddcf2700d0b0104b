import type { OverlayDataResponse, OverlayKind } from '@lobby/shared-api';
import { overlayDataPath } from '@lobby/shared-api';

/** The key opens nothing (wrong, revoked, expired): the overlay shows nothing. */
export class OverlayGoneError extends Error {
  constructor() {
    super('This overlay address no longer works.');
    this.name = 'OverlayGoneError';
  }
}

/**
 * GET <base>/api/overlay/<kind>?key=… — the overlay's data. Sent without cookies (an overlay
 * needs no session) and never from the cache; a 404 means the key opens nothing any more.
 */
export async function getOverlayData<T>(
  basePath: string,
  kind: OverlayKind,
  key: string,
  signal?: AbortSignal,
): Promise<OverlayDataResponse<T>> {
  const url = `${basePath}/${overlayDataPath(kind)}?key=${encodeURIComponent(key)}`;
  const res = await fetch(url, {
    credentials: 'omit',
    cache: 'no-store',
    headers: { accept: 'application/json' },
    signal,
  });
  if (res.status === 404) throw new OverlayGoneError();
  if (!res.ok) throw new Error(`The overlay's data answered ${res.status}`);
  return (await res.json()) as OverlayDataResponse<T>;
}
