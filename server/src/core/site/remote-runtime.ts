/**
 * What a remote's production build takes from the site's shell, and whether this site's shell
 * provides it. A remote built with `externalRuntime` (the kit's default) runs on the shell's
 * Module Federation runtime and, from platform level 2 on, on the shell's bundler runtime and
 * the shell's copies of the shared singletons (it carries none of its own): under a shell that
 * provides less, its entry would fail on the page. The site refuses it instead, naming the fix.
 */

/** A remote's descriptor `runtime: { external: true, federation, platform }`. */
export interface TakenRuntime {
  federation: string;
  /** The kit's PLATFORM_RUNTIME the remote was built with; 1 when the descriptor has none. */
  platform: number;
}

/** What the site's shell build provides (its lobby-shell.json, or its manifest alone). */
export interface ShellRuntime {
  federation: string | null;
  /** 1 for a shell built before it stated its level: the federation runtime only. */
  platform: number;
}

const isLevel = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** The runtime a descriptor says its build takes from the shell; null when it carries its own. */
export function takenRuntimeOf(descriptor: unknown): TakenRuntime | null {
  const runtime = (descriptor as { runtime?: unknown } | null)?.runtime as
    { external?: unknown; federation?: unknown; platform?: unknown } | undefined;
  if (!runtime || runtime.external !== true || typeof runtime.federation !== 'string') return null;
  return {
    federation: runtime.federation,
    platform: isLevel(runtime.platform) ? runtime.platform : 1,
  };
}

/** The shell's statement (lobby-shell.json) and its manifest's federation version. */
export function shellRuntimeOf(
  statement: unknown,
  manifestFederation: string | null,
): ShellRuntime {
  const runtime = (statement as { runtime?: unknown } | null)?.runtime as
    { federation?: unknown; platform?: unknown } | undefined;
  return {
    federation: typeof runtime?.federation === 'string' ? runtime.federation : manifestFederation,
    platform: isLevel(runtime?.platform) ? runtime.platform : 1,
  };
}

const majorOf = (version: string) => version.replace(/^[^\d]*/, '').split('.')[0];

/** Why the `name` remote cannot run on this shell, or null when it can. */
export function runtimeMismatch(
  name: string,
  taken: TakenRuntime | null,
  shell: ShellRuntime | null,
): string | null {
  if (!taken || !shell) return null;
  // The runtime's API between majors is not the same.
  if (shell.federation && majorOf(taken.federation) !== majorOf(shell.federation))
    return (
      `The ${name} remote is built to run on the site's Module Federation runtime ` +
      `${taken.federation}, this site provides ${shell.federation}: rebuild it with this site's ` +
      `@lobby/remote-kit, or with "externalRuntime": false.`
    );
  if (taken.platform > shell.platform)
    return (
      `The ${name} remote is built with a newer @lobby/remote-kit: it takes platform runtime ` +
      `${taken.platform} from the site's shell (the shell's bundler runtime and shared libraries), ` +
      `this site's shell provides ${shell.platform}: rebuild the shell with that kit, or the remote ` +
      `with "externalRuntime": false.`
    );
  return null;
}
