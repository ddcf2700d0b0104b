// The bench's single-bundle build: stands in for '@module-federation/enhanced/runtime' so the
// shell loads each remote's modules from its own bundle (split per remote by webpack's dynamic
// imports) — the same pages, without federation.
const modules = {
  'community/routes': () => import('../../remotes/community/src/routes'),
  'community/admin': () => import('../../remotes/community/src/admin'),
  'engagement/routes': () => import('../../remotes/engagement/src/routes'),
  'engagement/admin': () => import('../../remotes/engagement/src/admin'),
  'commerce/routes': () => import('../../remotes/commerce/src/routes'),
  'support/routes': () => import('../../remotes/support/src/routes'),
  'support/admin': () => import('../../remotes/support/src/admin'),
};

export function registerRemotes() {}

export async function loadRemote(id) {
  const load = modules[id];
  if (!load) throw new Error(`${id} is not part of the single-bundle build`);
  return load();
}
