/** One entry of the runtime remote registry served at /remotes.json. */
export interface RemoteRegistryEntry {
  name: string;
  /** URL of the remote's mf-manifest.json (absolute, or relative to the site). */
  manifest: string;
  version: string;
  /** Route patterns (React Router syntax) this remote owns. */
  paths: string[];
}

export interface RemoteRegistry {
  remotes: RemoteRegistryEntry[];
}
