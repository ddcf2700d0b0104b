import { test } from '@playwright/test';
import { buildOutsideRemotes, outsideDir } from './outside-kit';

// outside-remote.spec.ts runs with the site-wide specs, one at a time after the others; the two
// remotes it swaps in are built here instead, beside the other specs (npm and webpack, with no
// use of the site), so that the site-wide specs do not wait for them.
test('pack the platform and build the outside remotes of outside-remote.spec.ts', async () => {
  test.setTimeout(900_000);
  await buildOutsideRemotes(outsideDir());
});
