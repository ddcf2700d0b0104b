import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { AdminOverlay, OverlaySettings } from '@lobby/shared-api';
import { logFailure, overlaySettingsSchemas, useViewerId } from '@lobby/shared-api';
import { Alert, Button } from '@lobby/shared-ui';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText } from '../../api/use-admin-query';
import { getOverlayPreview } from '../api/overlays';

/** The preview address works 15 minutes; a new one is fetched well before. */
const PREVIEW_REFRESH_MS = 10 * 60_000;

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 15px;
  }
  p {
    margin: 0;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A checkerboard, so the overlay's transparent parts show as such. */
const Stage = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background-color: #3a3f4b;
  background-image:
    linear-gradient(45deg, #2b2f38 25%, transparent 25%),
    linear-gradient(-45deg, #2b2f38 25%, transparent 25%),
    linear-gradient(45deg, transparent 75%, #2b2f38 75%),
    linear-gradient(-45deg, transparent 75%, #2b2f38 75%);
  background-size: 20px 20px;
  background-position:
    0 0,
    0 10px,
    10px -10px,
    -10px 0;
  iframe {
    position: absolute;
    top: 0;
    left: 0;
    border: 0;
    transform-origin: 0 0;
    background: transparent;
    /* The overlay page's own scheme (light): with a different one (the admin's dark) the
       browser paints the frame opaque white. */
    color-scheme: light;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

/**
 * The overlay as OBS shows it, in a frame of the overlay page (a short-lived preview address),
 * scaled to the panel; the settings being edited are posted into it as they change, unsaved.
 */
export function OverlayPreview({
  overlay,
  settings,
}: {
  overlay: AdminOverlay;
  settings: OverlaySettings;
}) {
  const viewer = useViewerId();
  const preview = useQuery({
    queryKey: [...adminKeys.overlayPreview(overlay.id), viewer],
    queryFn: () => getOverlayPreview(overlay.id),
    staleTime: PREVIEW_REFRESH_MS,
    refetchInterval: PREVIEW_REFRESH_MS,
    meta: logFailure('[lobby] admin: the overlay preview could not be opened'),
  });
  const frame = useRef<HTMLIFrameElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const [stageWidth, setStageWidth] = useState(0);

  // Only settings that would save are shown (a half-typed width would break the frame).
  const valid = overlaySettingsSchemas[overlay.kind].safeParse(settings);
  const shown = valid.success ? (valid.data as OverlaySettings) : null;
  const latest = useRef(shown);
  if (shown) latest.current = shown;

  const post = (message: unknown) =>
    frame.current?.contentWindow?.postMessage(message, window.location.origin);

  useEffect(() => {
    if (shown) post({ type: 'lobby-overlay-settings', settings: shown });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [JSON.stringify(shown)]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow)
        return;
      if ((event.data as { type?: unknown })?.type === 'lobby-overlay-ready' && latest.current)
        post({ type: 'lobby-overlay-settings', settings: latest.current });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const measure = () => setStageWidth(el.clientWidth);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const box = latest.current ?? overlay.settings;
  const scale = stageWidth ? Math.min(1, stageWidth / box.width) : 1;
  return (
    <Wrap aria-label="Live preview">
      <Row>
        <h3>Live preview</h3>
        {overlay.kind === 'giveaway' ? (
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => post({ type: 'lobby-overlay-replay' })}
          >
            Replay reveal
          </Button>
        ) : null}
      </Row>
      {preview.isError ? (
        <Alert $tone="danger" role="alert">
          The preview could not be opened: {adminErrorText(preview.error)}{' '}
          <Button type="button" $size="sm" $variant="ghost" onClick={() => void preview.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : null}
      <Stage ref={stage} style={{ height: Math.round(box.height * scale) || 200 }}>
        {preview.data ? (
          <iframe
            ref={frame}
            title={`Preview of ${overlay.name}`}
            src={preview.data.url}
            width={box.width}
            height={box.height}
            style={{ transform: `scale(${scale})` }}
          />
        ) : null}
      </Stage>
      <p>
        {box.width}×{box.height} px{scale < 1 ? `, shown at ${Math.round(scale * 100)} %` : ''}.
        Unsaved changes show here; OBS gets them when you save.
      </p>
    </Wrap>
  );
}
