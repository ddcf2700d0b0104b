import type { RemoteCanary, RemoteRegistryEntry, RemoteStatus } from '@lobby/shared-api/contract';
import type { Draft } from './remote-descriptor';
import type { createHealthChecks, ShellBuild } from './remote-health';

/**
 * A canary release's build checked as the stable one is, at each check: its manifest answers the
 * site's origin, its shared singletons are the site's, and its version is the one its served
 * descriptor names — which must differ from the stable one's, or its reports could not be told
 * apart. A canary failing a check stays open but is served to no one until it passes again.
 */
export async function checkCanary(
  health: ReturnType<typeof createHealthChecks>,
  stable: Draft,
  canary: RemoteCanary,
  origin: string,
  shell: ShellBuild,
): Promise<RemoteCanary> {
  const d: Draft = {
    name: `${stable.name} canary`,
    manifest: canary.manifest,
    version: canary.version,
    paths: canary.paths,
    nav: canary.nav,
    admin: canary.admin === true,
    source: 'admin',
    reason: null,
  };
  await health.check(d, origin, shell);
  if (!d.reason && d.version === stable.version)
    d.reason = `The ${stable.name} canary's build now says it is ${d.version}, the version already served: a canary needs a version of its own to be told apart.`;
  const checked: RemoteCanary = { ...canary, version: d.version, state: d.reason ? 'error' : 'ok' };
  if (d.reason) checked.reason = d.reason;
  return checked;
}

/** Whether a report of `version` from a browser counts for the canary's side or the stable's. */
export function canarySideOf(remote: RemoteStatus, version: string): 'canary' | 'stable' | null {
  if (!remote.canary) return null;
  if (version === remote.canary.version) return 'canary';
  return version === remote.version ? 'stable' : null;
}

/**
 * A remote as /remotes.json gives it to a visitor of `cohort` (0–99): below a healthy canary's
 * percent, the canary's build; otherwise, or while either build fails its check, the stable one.
 */
export function registryEntryFor(r: RemoteStatus, cohort: number | undefined): RemoteRegistryEntry {
  const side =
    r.canary &&
    r.canary.state !== 'error' &&
    cohort !== undefined &&
    cohort < r.canary.percent &&
    r.state === 'ok'
      ? r.canary
      : r;
  const entry: RemoteRegistryEntry = {
    name: r.name,
    manifest: side.manifest,
    version: side.version,
    paths: side.paths,
    state: r.state,
  };
  if (side.nav.length > 0) entry.nav = side.nav;
  if (side.admin) entry.admin = true;
  if (r.reason) entry.error = r.reason;
  if (r.canary) entry.canary = true;
  return entry;
}
