// @lobby/shared-api/testing: test helpers for the shell's and the remotes' tests. Only tests (and
// their fixtures and test utilities) import it (ESLint); it is not built into dist/ and no
// production module imports it, so it is in no bundle.

import type { SessionUser } from '../contract/users';

/**
 * A signed-in member as the session holds them: a plain member with no links, no points and no
 * claim, changed by `over`; `name` is `global_name`, else `username`, unless `over` names it.
 */
export function sessionUser(over: Partial<SessionUser> = {}): SessionUser {
  const user: Omit<SessionUser, 'name'> = {
    id: 7,
    discord_id: null,
    username: 'ace',
    global_name: null,
    avatar: null,
    kick_username: null,
    email: null,
    role: 'member',
    points: 0,
    xp: 0,
    last_daily_claim: null,
    last_daily_claim_day: null,
    time_zone: 'UTC',
    ...over,
  };
  return { ...user, name: over.name ?? user.global_name ?? user.username };
}

/**
 * A page of a list in the server's paging envelope (`PagedResponse`): `rows` are the page's rows,
 * `total` the rows of the whole list; 25 a page unless given.
 */
export function pageOf<T>(rows: T[], page: number, total: number, perPage = 25) {
  return {
    success: true as const,
    data: rows,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}

/**
 * A stand-in for the browser's EventSource (`LiveClient`'s stream): install it as
 * `globalThis.EventSource`, then the test opens, feeds, drops and closes the streams it made.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  /** Forgets the streams made so far and becomes `globalThis.EventSource` (in a beforeEach). */
  static install() {
    FakeEventSource.instances = [];
    (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  }
  /** The streams not closed yet, oldest first. */
  static live() {
    return FakeEventSource.instances.filter((s) => !s.closed);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** One event of the live protocol: `{ channel, payload }`. */
  send(channel: string, payload: unknown) {
    this.onmessage?.({ data: JSON.stringify({ channel, payload }) });
  }
  /** The connection fails: the browser retries (CONNECTING) unless `final` (CLOSED). */
  drop(final = false) {
    this.readyState = final ? 2 : 0;
    this.onerror?.();
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}
