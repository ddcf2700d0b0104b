import { webcrypto } from 'node:crypto';
import type { ReactElement } from 'react';
import { useSessionStore } from '@lobby/shared-api';
import { renderRoutesAt, setupApiServer } from './render';

// What the giveaway and wager-raffle detail pages' tests share: Web Crypto for the in-browser
// draw check, an msw server reset between tests, and the page rendered at its route beside its
// list (where a 404 or the back link goes).

/**
 * Installs the test file's hooks: jsdom's crypto has no `subtle`, so the page gets Node's Web
 * Crypto, as a browser has; an msw server that refuses unhandled requests. Answers the server.
 */
export function setupDetailPageTests() {
  const server = setupApiServer();
  beforeAll(() => {
    if (!globalThis.crypto?.subtle)
      Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  });
  afterEach(() => useSessionStore.getState().reset());
  return server;
}

/** Renders `page` at `route` (opened at `path`), with `list` at `listPath`. */
export function renderDetailPage(opts: {
  path: string;
  route: string;
  page: ReactElement;
  listPath: string;
  list: ReactElement;
}) {
  return renderRoutesAt(opts.path, { [opts.route]: opts.page, [opts.listPath]: opts.list });
}
