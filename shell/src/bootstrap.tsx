import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hydrateStandaloneSession, readPagePreload, useSessionStore } from '@lobby/shared-api';
import { App } from './app/app';

// The server writes the session into the page; the dev server has none, so ask the API instead.
const preload = readPagePreload();
if (preload) useSessionStore.getState().hydrate(preload);
else void hydrateStandaloneSession();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
