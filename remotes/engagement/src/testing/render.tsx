import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { createQueryClient } from '@lobby/shared-api';
import { renderRoutesAt as renderAt } from '@lobby/shared-ui/testing';

/** Renders engagement screens at `path`; `routes` maps each route path to its screen. */
export function renderRoutesAt(path: string, routes: Record<string, ReactElement>) {
  return renderAt(path, routes, createQueryClient({ queries: { retry: false, gcTime: Infinity } }));
}

/** The suite's mock API: unknown requests fail the test; handlers reset after each test. */
export function setupApiServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/**
 * A handler's answers for a load-error test: a 500 until `recover()`, then `ok()`. The failed
 * load's console error is silenced (`log` is its spy).
 */
export function failUntilRecovered(ok: () => Response) {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  let fail = true;
  return {
    log,
    answer: () =>
      fail ? HttpResponse.json({ success: false, message: 'x' }, { status: 500 }) : ok(),
    recover: () => {
      fail = false;
    },
  };
}
