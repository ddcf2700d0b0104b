import type { RemoteNavEntry } from '@lobby/shared-api/contract';
import {
  NAV_ICON_NAME,
  requiredSharedOf,
  sharedMismatches,
  sharedMismatchMessage,
} from '@lobby/shared-api/contract';
import { HttpError } from '../http/errors';
import { guardedFetch } from '../http/outbound-guard';
import type { FetchLike } from '../http/outbound-guard';
import { allowText, fetchJsonAsSite } from '../site/cross-origin';
import type { ShellRuntime } from '../site/remote-runtime';
import { runtimeMismatch, takenRuntimeOf } from '../site/remote-runtime';

/** What a replacement build says about itself (its descriptor, lobby-remote.json). */
export interface InspectedRemote {
  version: string;
  paths: string[];
  nav: RemoteNavEntry[];
  admin: boolean;
}

const refuse = (message: string) => new HttpError(422, message, { manifest: [message] });

async function getJsonAt(
  url: string,
  origin: string,
  what: string,
  doFetch: FetchLike,
): Promise<unknown> {
  const got = await fetchJsonAsSite(url, origin, doFetch);
  if (got.ok) return got.value;
  const p = got.problem;
  throw refuse(
    p.kind === 'unreachable'
      ? `The ${what} at ${url} does not answer (${p.detail}).`
      : p.kind === 'status'
        ? `The ${what} at ${url} answered HTTP ${p.status}.`
        : p.kind === 'cors'
          ? `The ${what} at ${url} cannot be fetched by this site's pages: its answer has ${allowText(p.allow)} for ${origin}.`
          : `The ${what} at ${url} is not JSON.`,
  );
}

const isStringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((s) => typeof s === 'string');

/**
 * Checks a build before the registry points at it: its manifest answers (to this site's origin),
 * it is a Module Federation manifest of a container named `name`, its shared singletons accept
 * the versions this site provides, and its descriptor (lobby-remote.json next to the manifest)
 * lists its paths and asks for no more runtime than this site's shell provides. Refusals are 422s whose message says which check failed.
 */
export async function inspectRemote(
  name: string,
  manifestUrl: string,
  origin: string,
  provided: Record<string, string>,
  shell: ShellRuntime | null,
  doFetch: FetchLike = guardedFetch,
): Promise<InspectedRemote> {
  const manifest = (await getJsonAt(manifestUrl, origin, 'manifest', doFetch)) as Record<
    string,
    unknown
  > | null;
  const meta = manifest && (manifest.metaData as Record<string, unknown> | undefined);
  if (!manifest || typeof manifest !== 'object' || !meta || !Array.isArray(manifest.shared))
    throw refuse(
      `The file at ${manifestUrl} is not a Module Federation manifest (mf-manifest.json).`,
    );
  if (typeof meta.name === 'string' && meta.name !== name)
    throw refuse(
      `The build at ${manifestUrl} is the "${meta.name}" container, not "${name}": a replacement keeps the remote's name.`,
    );
  const mismatches = sharedMismatches(requiredSharedOf(manifest), provided);
  if (mismatches.length > 0) throw refuse(`${sharedMismatchMessage(name, mismatches)}.`);

  const descriptorUrl = new URL('lobby-remote.json', manifestUrl).toString();
  const d = (await getJsonAt(descriptorUrl, origin, 'descriptor', doFetch)) as Record<
    string,
    unknown
  > | null;
  if (!d || typeof d !== 'object')
    throw refuse(`The descriptor at ${descriptorUrl} is not an object.`);
  if (typeof d.name === 'string' && d.name !== name)
    throw refuse(`The descriptor at ${descriptorUrl} is for "${d.name}", not "${name}".`);
  if (!isStringList(d.paths) || d.paths.length === 0)
    throw refuse(`The descriptor at ${descriptorUrl} lists no paths.`);
  const runtime = runtimeMismatch(name, takenRuntimeOf(d), shell);
  if (runtime) throw refuse(runtime);
  const nav = Array.isArray(d.nav)
    ? d.nav.flatMap((n) => {
        const o = n as Record<string, unknown> | null;
        if (!o || typeof o.label !== 'string' || typeof o.path !== 'string') return [];
        const icon = typeof o.icon === 'string' && NAV_ICON_NAME.test(o.icon) ? o.icon : undefined;
        return [{ label: o.label, path: o.path, ...(icon ? { icon } : {}) }];
      })
    : [];
  return {
    version: typeof d.version === 'string' ? d.version : '0.0.0',
    paths: d.paths,
    nav,
    admin: d.admin === true,
  };
}
