import { HttpResponse } from 'msw';
import type { AdminRemote } from '@lobby/shared-api';
import { makeUser } from '../../../test/fixtures';

export const admin = makeUser({ id: 1, name: 'Site Admin', role: 'admin' });

/** The support remote as built with the site: healthy, no admin entry, no canary. */
export const builtSupport: AdminRemote = {
  name: 'support',
  version: '1.0.0',
  manifest: '/remotes/support/mf-manifest.json',
  paths: ['/contact', '/tickets'],
  nav: [],
  admin: true,
  state: 'ok',
  source: 'build',
  history: [],
  can_roll_back: false,
  can_remove: false,
  canaries: [],
};

/** An answer of Admin › Remotes' API: these remotes, and the message of a change. */
export const remotesAnswer = (remotes: AdminRemote[], message?: string) =>
  HttpResponse.json({
    success: true,
    ...(message ? { message } : {}),
    data: { remotes, problems: [], removed: [] },
  });
