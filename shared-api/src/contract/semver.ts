// A small semantic-version check, enough for the ranges shared singletons are declared with
// (`^1.0.0`, `~1.2.0`, `1.2.3`, `>=1.0.0 <2.0.0`, `*`, alternatives with `||`). The shell uses it
// before mounting a remote and the server when it builds the registry.

type Triple = [number, number, number];

function parse(version: string): Triple | null {
  const m = /^\s*v?(\d+)(?:\.(\d+|[xX*]))?(?:\.(\d+|[xX*]))?(?:[-+][0-9A-Za-z.-]*)?\s*$/.exec(
    version,
  );
  if (!m) return null;
  const n = (s: string | undefined) => (s == null || /[xX*]/.test(s) ? 0 : Number(s));
  return [Number(m[1]), n(m[2]), n(m[3])];
}

function cmp(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i++) if (a[i]! !== b[i]!) return a[i]! < b[i]! ? -1 : 1;
  return 0;
}

/** How many parts of a partial version were given: '1' → 1, '1.2' → 2, '1.2.3' → 3. */
function precision(v: string): number {
  return v
    .replace(/[-+].*$/, '')
    .split('.')
    .filter((p) => p !== '' && !/[xX*]/.test(p)).length;
}

function upperFor(op: '^' | '~' | '=', base: Triple, given: number): Triple {
  const [ma, mi, pa] = base;
  if (op === '^') {
    if (ma > 0 || given < 2) return [ma + 1, 0, 0];
    if (mi > 0 || given < 3) return [0, mi + 1, 0];
    return [0, 0, pa + 1];
  }
  if (op === '~') return given < 2 ? [ma + 1, 0, 0] : [ma, mi + 1, 0];
  if (given === 1) return [ma + 1, 0, 0];
  if (given === 2) return [ma, mi + 1, 0];
  return [ma, mi, pa + 1];
}

function satisfiesComparator(v: Triple, comparator: string): boolean {
  const c = comparator.trim();
  if (c === '' || c === '*' || /^[xX]$/.test(c)) return true;
  const m = /^(\^|~|>=|<=|>|<|=)?\s*(.+)$/.exec(c);
  if (!m) return false;
  const op = m[1] ?? '=';
  const base = parse(m[2]!);
  if (!base) return false;
  const d = cmp(v, base);
  switch (op) {
    case '>=':
      return d >= 0;
    case '<=':
      return d <= 0;
    case '>':
      return d > 0;
    case '<':
      return d < 0;
    default: {
      const kind = op === '^' || op === '~' ? op : '=';
      return d >= 0 && cmp(v, upperFor(kind, base, precision(m[2]!))) < 0;
    }
  }
}

/** True when `version` (e.g. '1.4.2') is inside `range` (e.g. '^1.0.0'). */
export function satisfiesRange(version: string, range: string): boolean {
  const v = parse(version);
  if (!v) return false;
  return range.split('||').some((alt) =>
    alt
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => satisfiesComparator(v, comparator)),
  );
}

/** One shared singleton a remote needs in a version the site does not provide. */
export interface SharedMismatch {
  name: string;
  required: string;
  /** The version the site provides, or null when it provides none. */
  provided: string | null;
}

/**
 * The remote's required ranges (`{ '@lobby/shared-api': '^2.0.0' }`) checked against what the
 * site provides (`{ '@lobby/shared-api': '1.0.0' }`). Only packages the site shares are checked.
 */
export function sharedMismatches(
  required: Record<string, string>,
  provided: Record<string, string>,
): SharedMismatch[] {
  const out: SharedMismatch[] = [];
  for (const [name, range] of Object.entries(required)) {
    if (!(name in provided) || !range || range === '*') continue;
    const version = provided[name]!;
    if (!satisfiesRange(version, range)) out.push({ name, required: range, provided: version });
  }
  return out;
}

/** "The support remote needs @lobby/shared-api ^2.0.0, this site provides 1.0.0" */
export function sharedMismatchMessage(remote: string, mismatches: SharedMismatch[]): string {
  const parts = mismatches.map(
    (m) => `${m.name} ${m.required}, this site provides ${m.provided ?? 'none'}`,
  );
  return `The ${remote} remote needs ${parts.join('; and ')}`;
}

/** 'react' and '@lobby/shared-api' are packages; 'react-dom/client' is a sub-path of one. */
export function isPackageName(name: string): boolean {
  return name.startsWith('@') ? name.split('/').length === 2 : !name.includes('/');
}

/**
 * The shared ranges a Module Federation manifest (mf-manifest.json) says its build requires, per
 * package (sub-path entries such as 'react-dom/client' follow their package and are left out).
 */
export function requiredSharedOf(manifest: unknown): Record<string, string> {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  const out: Record<string, string> = {};
  if (!Array.isArray(shared)) return out;
  for (const s of shared as { name?: unknown; requiredVersion?: unknown }[]) {
    if (
      s &&
      typeof s.name === 'string' &&
      isPackageName(s.name) &&
      typeof s.requiredVersion === 'string'
    )
      out[s.name] = s.requiredVersion;
  }
  return out;
}
