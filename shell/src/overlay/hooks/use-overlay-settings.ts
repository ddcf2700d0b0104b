import { useEffect, useState } from 'react';
import type { OverlayPreviewMessage, OverlaySettings } from '@lobby/shared-api';

/** What the admin preview may post besides settings: run the giveaway reveal again. */
export const REPLAY_MESSAGE = 'lobby-overlay-replay';
/** What the frame posts to its parent once it listens. */
export const READY_MESSAGE = 'lobby-overlay-ready';

const typeOf = (data: unknown) =>
  typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : undefined;

const isPreviewMessage = (data: unknown): data is OverlayPreviewMessage =>
  typeOf(data) === 'lobby-overlay-settings' &&
  typeof (data as { settings?: unknown }).settings === 'object' &&
  (data as { settings?: unknown }).settings !== null;

/**
 * The overlay's settings: the saved ones the page came with, replaced by what the admin screen
 * around it (its live preview, same origin only) posts while an admin edits them unsaved; and a
 * counter the preview bumps to replay the giveaway reveal.
 */
export function useOverlaySettings<S extends OverlaySettings>(
  saved: S,
): { settings: S; replay: number } {
  const [settings, setSettings] = useState<S>(saved);
  const [replay, setReplay] = useState(0);
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (isPreviewMessage(event.data)) setSettings({ ...saved, ...event.data.settings } as S);
      else if (typeOf(event.data) === REPLAY_MESSAGE) setReplay((n) => n + 1);
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: READY_MESSAGE }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [saved]);
  return { settings, replay };
}
