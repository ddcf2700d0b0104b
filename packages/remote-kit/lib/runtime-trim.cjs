// Code Module Federation's webpack plugin leaves in a build's runtime chunk (the shell's main.js, a
// remote's remoteEntry.js) that never runs: taken out after the chunk graph is built.
const path = require('node:path');

/**
 * Module Federation's sharing runtime module, as the federation plugin the kit builds with loads it
 * (a file of its package, not one of its entry points), or null.
 */
function federationShareRuntimeModule() {
  try {
    const dist = path.dirname(require.resolve('@module-federation/enhanced'));
    return require(path.join(dist, 'lib/sharing/ShareRuntimeModule.js')).default ?? null;
  } catch {
    return null;
  }
}

/**
 * webpack adds its own sharing runtime (`__webpack_require__.S` and `.I`, a `register` call per
 * module the build provides) to a chunk that initializes sharing, and Module Federation's plugin
 * adds its own after it, which assigns both again: webpack's runs first and is replaced before
 * anything calls it (the plugin's own note: "need to remove webpack internal inject
 * ShareRuntimeModule"). A runtime chunk that holds both keeps the plugin's.
 */
class OneShareRuntimePlugin {
  apply(compiler) {
    const FederationShareRuntimeModule = federationShareRuntimeModule();
    if (!FederationShareRuntimeModule) return;
    compiler.hooks.thisCompilation.tap('OneShareRuntimePlugin', (compilation) => {
      compilation.hooks.afterRuntimeRequirements.tap('OneShareRuntimePlugin', () => {
        const { chunkGraph } = compilation;
        for (const chunk of compilation.chunks) {
          const sharing = [...chunkGraph.getChunkRuntimeModulesIterable(chunk)].filter(
            (m) => m.name === 'sharing',
          );
          if (!sharing.some((m) => m instanceof FederationShareRuntimeModule)) continue;
          for (const m of sharing.filter((m) => !(m instanceof FederationShareRuntimeModule))) {
            chunkGraph.disconnectChunkAndRuntimeModule(chunk, m);
            chunkGraph.disconnectChunkAndModule(chunk, m);
          }
        }
      });
    });
  }
}

/**
 * Module Federation's plugin moves every module its runtime and container entry import into the
 * runtime chunk (HoistContainerReferencesPlugin), following each import whether webpack keeps it
 * or not: modules no code requires (an import only functions tree-shaken away used, a re-export of
 * a package without side effects) are emitted there all the same — a remote's entry carried the
 * federation runtime's table of error messages (~1.2 KB). After it, a module of a runtime chunk
 * that no active connection reaches (from an entry, or from a module still in a chunk) leaves it,
 * as webpack's own chunk graph would have left it out.
 */
class PruneUnreachedModulesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PruneUnreachedModulesPlugin', (compilation) => {
      compilation.hooks.optimizeChunks.tap(
        // After HoistContainerReferencesPlugin (stage 11).
        { name: 'PruneUnreachedModulesPlugin', stage: 12 },
        (chunks) => {
          const { chunkGraph, moduleGraph } = compilation;
          for (const chunk of chunks) {
            if (!chunk.hasRuntime()) continue;
            const removed = new Set();
            let changed = true;
            while (changed) {
              changed = false;
              for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
                if (removed.has(module)) continue;
                if (chunkGraph.isEntryModuleInChunk(module, chunk)) continue;
                let reached = false;
                for (const c of moduleGraph.getIncomingConnections(module)) {
                  const origin = c.originModule;
                  if (
                    origin &&
                    (removed.has(origin) || chunkGraph.getNumberOfModuleChunks(origin) === 0)
                  )
                    continue;
                  if (c.getActiveState(chunk.runtime) !== false) {
                    reached = true;
                    break;
                  }
                }
                if (!reached) {
                  removed.add(module);
                  changed = true;
                }
              }
            }
            for (const module of removed) chunkGraph.disconnectChunkAndModule(chunk, module);
          }
        },
      );
    });
  }
}

module.exports = { OneShareRuntimePlugin, PruneUnreachedModulesPlugin };
