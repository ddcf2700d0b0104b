// The compressed copies of a production build's files, written once at build time.
const fs = require('node:fs');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

/** What the server may send compressed: scripts, styles, pages, manifests, SVG. Never maps. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/i;

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) next to every compressible
 * file of the build above `threshold` bytes, when the result is smaller — the server sends them
 * as they are to a browser that accepts them (@fastify/static `preCompressed`), so nothing is
 * compressed per request.
 */
class PrecompressPlugin {
  constructor({ threshold = 1024 } = {}) {
    this.threshold = threshold;
  }
  apply(compiler) {
    const brotli = promisify(zlib.brotliCompress);
    const gzip = promisify(zlib.gzip);
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const out = compilation.outputOptions.path;
      const files = Object.keys(compilation.assets).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const full = path.join(out, file);
          let buf;
          try {
            buf = await fs.promises.readFile(full);
          } catch {
            return;
          }
          if (buf.length < this.threshold) return;
          const [br, gz] = await Promise.all([
            brotli(buf, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buf.length,
              },
            }),
            gzip(buf, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < buf.length) await fs.promises.writeFile(`${full}.br`, br);
          if (gz.length < buf.length) await fs.promises.writeFile(`${full}.gz`, gz);
        }),
      );
    });
  }
}

module.exports = { PrecompressPlugin };
