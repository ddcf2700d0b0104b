const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const webpack = require('webpack');
const { PLATFORM_API, platformApiModules, PlatformApiPlugin } = require('../lib/platform-api.cjs');

const REPO_ROOT = path.join(__dirname, '..', '..', '..');

let tmp;
beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-platform-api-'));
});
afterEach(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Compiles `source` as a module with the check (the libraries external); its error messages. */
function errorsOf(source) {
  fs.writeFileSync(path.join(tmp, 'entry.js'), source);
  const compiler = webpack({
    mode: 'development',
    context: tmp,
    entry: './entry.js',
    output: { path: path.join(tmp, 'dist') },
    externals: Object.fromEntries(
      ['react-router', 'react-router-dom', '@tanstack/react-query', 'styled-components'].map(
        (p) => [p, `var {}`],
      ),
    ),
    plugins: [new PlatformApiPlugin()],
  });
  return new Promise((resolve, reject) => {
    compiler.run((err, stats) => {
      if (err) return reject(err);
      compiler.close(() => resolve(stats.compilation.errors.map((e) => e.message)));
    });
  });
}

test('a build importing names of the platform API compiles', async () => {
  await expect(
    errorsOf(
      "import { Link, useNavigate } from 'react-router-dom';\n" +
        "import { RouterProvider } from 'react-router';\n" +
        "export { useQuery, useMutation } from '@tanstack/react-query';\n" +
        "import styled, { css } from 'styled-components';\n" +
        'console.log(Link, useNavigate, RouterProvider, styled, css);\n',
    ),
  ).resolves.toEqual([]);
});

test('a build importing a name outside the platform API fails, naming it', async () => {
  const errors = await errorsOf(
    "import { Link, useFetcher } from 'react-router-dom';\n" +
      "export { useSuspenseQuery } from '@tanstack/react-query';\n" +
      "import { ServerStyleSheet } from 'styled-components';\n" +
      'console.log(Link, useFetcher, ServerStyleSheet);\n',
  );
  expect(errors).toHaveLength(3);
  expect(errors).toEqual(
    expect.arrayContaining([
      expect.stringContaining(`"useFetcher" is not part of the platform's react-router-dom`),
      expect.stringContaining(
        `"useSuspenseQuery" is not part of the platform's @tanstack/react-query`,
      ),
      expect.stringContaining(`"ServerStyleSheet" is not part of the platform's styled-components`),
    ]),
  );
});

test('the shared modules export the platform API, from the libraries by file', () => {
  const files = platformApiModules(path.join(REPO_ROOT, 'shell'));
  const router = fs.readFileSync(files['react-router'], 'utf8');
  const exported = (source) =>
    [...source.matchAll(/export \{ ([^}]*) \}/g)].flatMap((m) => m[1].split(', ')).sort();
  expect(exported(router)).toEqual([...PLATFORM_API['react-router']].sort());
  expect(router).toMatch(/export \{ RouterProvider \} from ".*dom-export\.mjs"/);
  // react-router-dom takes react-router's exports object: no second export map of every name.
  expect(fs.readFileSync(files['react-router-dom'], 'utf8')).toBe(
    `module.exports = require(${JSON.stringify(files['react-router'])});\n`,
  );
  const query = fs.readFileSync(files['@tanstack/react-query'], 'utf8');
  expect(exported(query)).toEqual([...PLATFORM_API['@tanstack/react-query']].sort());
  expect(query).toMatch(/from ".*@tanstack\/react-query\/build\/modern\/index\.js"/);
  // A package without `exports`: its browser ES module build, as webpack picks it for the web.
  const styled = fs.readFileSync(files['styled-components'], 'utf8');
  expect(exported(styled)).toEqual([...PLATFORM_API['styled-components']].sort());
  expect(styled).toMatch(/from ".*styled-components\.browser\.esm\.js"/);
});
