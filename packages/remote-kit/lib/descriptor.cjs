// lobby-remote.json, the descriptor a remote's build writes beside its manifest: what the site
// reads to mount it (name, paths, nav, shared ranges, runtime) and the chunks of each page.
const fs = require('node:fs');

/**
 * The route patterns of a `./routes` module's source and the module each one loads lazily:
 * every `import('…')` belongs to the last `path: '…'` before it (one route object after the other).
 */
function routeImports(source) {
  const out = [];
  const re = /\bpath\s*:\s*(['"`])([^'"`]+)\1|\bimport\(\s*(['"`])([^'"`]+)\3\s*\)/g;
  let pattern = null;
  for (const m of source.matchAll(re)) {
    if (m[2] !== undefined) pattern = m[2];
    else if (pattern) out.push([pattern, m[4]]);
  }
  return out;
}

/**
 * The chunks each page of the remote loads when it is opened: `{ '/': ['323.d8c58c1a.js'] }`,
 * from the lazy imports of its `./routes` module. The site preloads them with the page.
 */
function pageChunks(compilation, routesFile) {
  if (!routesFile) return undefined;
  const bare = (file) => file.replace(/\.[cm]?[jt]sx?$/, '');
  const resourceOf = (m) => m.resource ?? m.rootModule?.resource;
  const module = [...compilation.modules].find(
    (m) => resourceOf(m) && bare(resourceOf(m)) === bare(routesFile),
  );
  if (!module) return undefined;
  let source;
  try {
    source = fs.readFileSync(resourceOf(module), 'utf8');
  } catch {
    return undefined;
  }
  const imports = routeImports(source);
  if (imports.length === 0) return undefined;
  const filesOf = new Map();
  for (const block of module.blocks ?? []) {
    const request = block.dependencies?.[0]?.request;
    const group = compilation.chunkGraph.getBlockChunkGroup(block);
    if (!request || !group) continue;
    const files = group.chunks.flatMap((c) => [...c.files].filter((f) => /\.m?js$/.test(f)));
    filesOf.set(request, files);
  }
  const pages = {};
  for (const [pattern, request] of imports) {
    const files = filesOf.get(request);
    if (files && files.length > 0) pages[pattern] = files;
  }
  return Object.keys(pages).length > 0 ? pages : undefined;
}

/**
 * Writes `file` beside the build's other assets: the JSON of what `value(compilation)` answers once
 * the build's chunks are known.
 */
function emitJsonAsset(compiler, name, file, value) {
  const { RawSource } = compiler.webpack.sources;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap(
      { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
      () =>
        compilation.emitAsset(
          file,
          new RawSource(`${JSON.stringify(value(compilation), null, 2)}\n`),
        ),
    );
  });
}

/**
 * Writes lobby-remote.json next to the manifest: name, version, paths, nav, shared ranges, the
 * runtime it expects, and the chunks of each page.
 */
class RemoteDescriptorPlugin {
  constructor(descriptor, { routesFile } = {}) {
    this.descriptor = descriptor;
    this.routesFile = routesFile;
  }
  apply(compiler) {
    emitJsonAsset(compiler, 'RemoteDescriptorPlugin', 'lobby-remote.json', (compilation) => {
      const pages = pageChunks(compilation, this.routesFile);
      return { ...this.descriptor, ...(pages ? { pages } : {}) };
    });
  }
}

module.exports = { emitJsonAsset, routeImports, RemoteDescriptorPlugin };
