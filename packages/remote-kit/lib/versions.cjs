// The versions of the shared singletons: a remote's build warns when it would be refused, the
// shell's build states what it provides.
const { emitJsonAsset } = require('./descriptor.cjs');
const { installedVersion } = require('./resolve.cjs');
const { SINGLETONS, PLATFORM_RANGES, caretOfMajor } = require('./shared.cjs');

/** The singletons installed in a major the platform does not provide: the shell will refuse. */
function platformMismatches(dir) {
  const out = [];
  for (const dep of SINGLETONS) {
    const version = installedVersion(dep, dir);
    const range = PLATFORM_RANGES[dep];
    if (range && caretOfMajor(version) !== caretOfMajor(range.replace(/^[\^~]/, '')))
      out.push(`${dep} ${version} is installed, the platform provides ${range}`);
  }
  return out;
}

/** Warns in the build's output when a singleton's major is not the platform's. */
class PlatformVersionsPlugin {
  constructor(name, mismatches) {
    this.name = name;
    this.mismatches = mismatches;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PlatformVersionsPlugin', (compilation) => {
      for (const m of this.mismatches)
        compilation.warnings.push(
          new compiler.webpack.WebpackError(
            `[lobby] ${m}: the shell will refuse to mount the ${this.name} remote.`,
          ),
        );
    });
  }
}

/** The version of each singleton installed for the project in `dir`: what a shell built there provides. */
function providedVersions(dir) {
  return Object.fromEntries(SINGLETONS.map((d) => [d, installedVersion(d, dir)]));
}

/**
 * The shell's build states what it provides: to its page, the singletons' versions (it refuses a
 * remote built against other majors); to the site's server, lobby-shell.json beside its manifest
 * with those and the runtime it provides to remotes (`{ federation, platform }`), which the server
 * compares with each remote's descriptor before serving or registering it.
 */
class ProvidedVersionsPlugin {
  constructor(provided, runtime) {
    this.provided = provided;
    this.runtime = runtime;
  }
  apply(compiler) {
    new compiler.webpack.DefinePlugin({
      __LOBBY_SHARED_VERSIONS__: JSON.stringify(this.provided),
    }).apply(compiler);
    emitJsonAsset(compiler, 'ProvidedVersionsPlugin', 'lobby-shell.json', () => ({
      runtime: this.runtime,
      shared: this.provided,
    }));
  }
}

module.exports = {
  platformMismatches,
  providedVersions,
  PlatformVersionsPlugin,
  ProvidedVersionsPlugin,
};
