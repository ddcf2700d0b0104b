import { createRoot } from 'react-dom/client';
import type { OverlayPageConfig } from '@lobby/shared-api';
import { LiveClient, LIVE_PATH, OVERLAY_CONFIG_ELEMENT_ID } from '@lobby/shared-api';
import { OverlayApp } from './overlay-app';

function readConfig(): OverlayPageConfig | null {
  const element = document.getElementById(OVERLAY_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as OverlayPageConfig;
  } catch {
    return null;
  }
}

const config = readConfig();
const key = new URLSearchParams(window.location.search).get('key') ?? '';
const root = document.getElementById('root');
if (config && root) {
  // The live channel of the site, without cookies' help: its messages are public (ids and what
  // changed); the overlay fetches what it shows with its key.
  const client = new LiveClient(
    (channels) => `${config.basePath}/${LIVE_PATH}?channels=${encodeURIComponent(channels)}`,
  );
  createRoot(root).render(<OverlayApp config={config} overlayKey={key} client={client} />);
}
