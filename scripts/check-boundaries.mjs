#!/usr/bin/env node
// Enforces the module boundaries of scripts/module-boundaries.json on Nx's project graph:
// remotes never import the shell or each other, a remote uses only its own area's contract,
// contracts use only the shared contract, shared-ui never imports shared-api, and so on.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { depConstraints } = JSON.parse(
  readFileSync(join(root, 'scripts/module-boundaries.json'), 'utf8'),
);
const dir = mkdtempSync(join(tmpdir(), 'lobby-graph-'));
const file = join(dir, 'graph.json');
try {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/nx/dist/bin/nx.js'), 'graph', `--file=${file}`],
    {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const { graph } = JSON.parse(readFileSync(file, 'utf8'));
  const tagsOf = (name) => graph.nodes[name]?.data?.tags ?? [];
  const violations = [];
  let edges = 0;
  for (const [source, deps] of Object.entries(graph.dependencies)) {
    for (const { target } of deps) {
      if (!graph.nodes[target]) continue; // npm packages
      edges += 1;
      for (const c of depConstraints) {
        if (!tagsOf(source).includes(c.sourceTag)) continue;
        const allowed = tagsOf(target).some((t) => c.onlyDependOnLibsWithTags.includes(t));
        if (!allowed)
          violations.push(
            `${source} (${c.sourceTag}) must not depend on ${target} [${tagsOf(target).join(', ')}]`,
          );
      }
    }
  }
  for (const [name, node] of Object.entries(graph.nodes)) {
    const tags = tagsOf(name);
    if (tags.length === 0) violations.push(`${name} (${node.data.root}) has no tags`);
    // The per-area constraints only bind a project that says which area it belongs to.
    const scopes = tags.filter((t) => t.startsWith('scope:'));
    if ((tags.includes('type:remote') || tags.includes('type:contract')) && scopes.length !== 1)
      violations.push(`${name} (${node.data.root}) needs exactly one scope:<area> tag`);
    // A dependency hidden from the graph ("!project" in implicitDependencies) is not checked
    // above: say so every time, so the exception stays visible until it is gone.
    for (const dep of node.data.implicitDependencies ?? [])
      if (String(dep).startsWith('!'))
        console.warn(`⚠ ${name} hides its dependency on ${String(dep).slice(1)} from this check`);
  }
  if (violations.length) {
    console.error(`Module boundary violations:\n  ${violations.join('\n  ')}`);
    process.exit(1);
  }
  console.log(
    `Module boundaries hold: ${Object.keys(graph.nodes).length} projects, ${edges} internal dependencies checked.`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
