import { rmSync } from 'node:fs';
import { removeOutsideRemotes } from './tests/outside-kit';

/**
 * Removes the temporary folders the configuration made (the servers' data under a fresh
 * mkdtemp directory, the sub-path instance's, the remotes file), unless the caller named the
 * data directory itself with LOBBY_E2E_DATA_DIR.
 */
export default function globalTeardown(): void {
  // outside-remote.spec.ts removes them; not when it did not run (an earlier spec failed).
  if (process.env.LOBBY_E2E_OUTSIDE_DIR) removeOutsideRemotes(process.env.LOBBY_E2E_OUTSIDE_DIR);
  const dataDir = process.env.LOBBY_E2E_CREATED_DATA_DIR;
  if (!dataDir) return;
  for (const target of [dataDir, `${dataDir}-subpath`, `${dataDir}-remotes.json`])
    rmSync(target, { recursive: true, force: true });
}
