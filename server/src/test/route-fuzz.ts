import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { MAX_ID } from '@lobby/shared-api/contract';
import { INPUT_REJECTED_MESSAGE } from '../core/http/error-handler';
import type { RouteEntry } from '../core/http/route-table';
import type { SchemaPart } from '../core/http/validation';
import { setSchemaCapture } from '../core/http/validation';
import { createMember } from '../core/users/factories';
import type { SessionHeaders, TestApp } from './app';
import { buildTestApp, headersOf, testDialects } from './app';
import { multipartBody } from './multipart';

/*
 * Every route of the app's own route table, as a visitor, a member, a moderator and an admin,
 * with hostile path parameters, query strings and JSON (or multipart) bodies built field by
 * field from the schemas each route validates with (learnt in a first pass). Nothing may answer
 * 5xx, nothing may reject unhandled, and the database must never be the one to refuse a value
 * (the error handler's backstop): the schemas refuse it first.
 *
 * The routes are dealt into parts, each its own test file (src/core/http/route-fuzz-*.test.ts),
 * so jest's workers share the fuzz instead of one of them running it all.
 */

const ROLES = ['visitor', 'member', 'moderator', 'admin'] as const;
const PARALLEL = 4;
type RoleName = (typeof ROLES)[number];

const LONG = 'x'.repeat(5000);
/** Raw path segments, percent-encoding as sent. */
const PATH_VALUES = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '%00',
  '%ff',
  'abc',
  '1.5',
  LONG,
];
/** Raw query values. */
const QUERY_VALUES = [
  '%00',
  '%01',
  '%0b',
  '2147483648',
  '99999999999999999999',
  '-1',
  '1.5',
  'abc',
  LONG,
];
/** Query names tried on every GET besides the ones its schema names. */
const COMMON_QUERY = [
  'q',
  'search',
  'page',
  'per_page',
  'id',
  'user_id',
  'status',
  'sort',
  'limit',
  'offset',
];
/** Values put in one body field at a time. */
const FIELD_VALUES: unknown[] = [
  'a\u0000b',
  'a\u0001b\u001fc',
  LONG,
  MAX_ID + 1,
  1e20,
  -1,
  -(MAX_ID + 2),
  1.5,
  '2147483648',
  null,
  true,
  { a: { b: [1] } },
  [MAX_ID + 1],
  ['a\u0000'],
];
/** Values put in one multipart field at a time (upload routes read every field as text). */
const FORM_VALUES = [
  'a\u0000b',
  'a\u0001b',
  LONG,
  '2147483648',
  '99999999999999999999',
  '-1',
  '1.5',
  '',
];
/** Whole bodies. */
const BODIES: unknown[] = [{}, [], 'text', 12, null, { a: { b: { c: { d: [[[{}]]] } } } }];

/**
 * Answers ≥ 500 a route gives on purpose: Kick is out of reach in tests, and the stream test
 * reports that upstream failure as a 502.
 */
const DELIBERATE: Record<string, number> = { 'POST /api/admin/stream/test': 502 };

type Captured = { part: SchemaPart; schema: z.ZodType };

// ---- zod introspection (zod 4: every schema has `_zod.def`) ----

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => z.ZodType;
}
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
]);

/** The schema that decides a value's kind: wrappers, preprocessing and transforms peeled off. */
function core(schema: z.ZodType): z.ZodType {
  for (let s = schema, i = 0; i < 20; i++) {
    const def = defOf(s);
    if (WRAPPERS.has(def.type) && def.innerType) s = def.innerType;
    else if (def.type === 'pipe') s = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
    else if (def.type === 'lazy' && def.getter) s = def.getter();
    else return s;
  }
  return schema;
}

const CANDIDATES: unknown[] = [
  'fuzz',
  1,
  true,
  'Fuzz value',
  'fuzz@example.com',
  'https://example.com/fuzz.png',
  '2026-12-01T12:00:00.000Z',
  '2026-12-01',
  '12:00',
  '#ff0000',
  'fuzzuser1',
  '0123456789abcdef0123456789abcdef',
  10,
  100,
  1000,
  0,
  false,
  [],
  {},
];

/** A value the schema probably takes (each field a plausible value), to vary one field of. */
function sample(schema: z.ZodType, depth = 0): unknown {
  const s = core(schema);
  const def = defOf(s);
  if (depth > 6) return undefined;
  if (def.type === 'object' && def.shape) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(def.shape)) {
      const value = sample(v, depth + 1);
      if (value !== undefined) out[k] = value;
    }
    return out;
  }
  if (def.type === 'array' && def.element) {
    const one = [sample(def.element, depth + 1)];
    return s.safeParse(one).success ? one : [];
  }
  if (def.type === 'union' && def.options) {
    for (const o of def.options) {
      const v = sample(o, depth + 1);
      if (o.safeParse(v).success) return v;
    }
    return sample(def.options[0]!, depth + 1);
  }
  if (def.type === 'intersection' && def.left && def.right) {
    const l = sample(def.left, depth + 1);
    const r = sample(def.right, depth + 1);
    return typeof l === 'object' && typeof r === 'object' ? { ...l, ...r } : l;
  }
  const tries = [
    ...(def.entries ? Object.values(def.entries) : []),
    ...(def.values ?? []),
    ...CANDIDATES,
  ];
  return (
    tries.find((c) => schema.safeParse(c).success) ?? tries.find((c) => s.safeParse(c).success)
  );
}

/** Every field path of an object schema (nested objects and array elements as `.0`). */
function fieldPaths(schema: z.ZodType, prefix: (string | number)[] = [], depth = 0): Leaf[] {
  const s = core(schema);
  const def = defOf(s);
  if (depth > 4) return [];
  if (def.type === 'object' && def.shape) {
    const out: Leaf[] = [];
    for (const [k, v] of Object.entries(def.shape)) {
      out.push({ path: [...prefix, k], schema: core(v) });
      out.push(...fieldPaths(v, [...prefix, k], depth + 1));
    }
    return out;
  }
  if (def.type === 'array' && def.element) {
    const out: Leaf[] = [{ path: [...prefix, 0], schema: core(def.element) }];
    return [...out, ...fieldPaths(def.element, [...prefix, 0], depth + 1)];
  }
  if (def.type === 'intersection' && def.left && def.right)
    return [
      ...fieldPaths(def.left, prefix, depth + 1),
      ...fieldPaths(def.right, prefix, depth + 1),
    ];
  if (def.type === 'union' && def.options) {
    // Each option's fields on that option's own sample, so a discriminated union takes them.
    const seen = new Set<string>();
    return def.options
      .flatMap((o) => {
        const variant = { path: prefix, value: sample(o) };
        return fieldPaths(o, prefix, depth + 1).map((l) => ({
          ...l,
          variant: l.variant ?? variant,
        }));
      })
      .filter((l) => !seen.has(l.path.join('.')) && seen.add(l.path.join('.')));
  }
  return [];
}
interface Leaf {
  path: (string | number)[];
  schema: z.ZodType;
  /** The union option the field belongs to: its sample, put at `path` first. */
  variant?: { path: (string | number)[]; value: unknown };
}

/** `base` with the leaf's union option in place and `value` at its path. */
const bodyWith = (base: unknown, leaf: Leaf, value: unknown) =>
  withValue(
    leaf.variant
      ? leaf.variant.path.length
        ? withValue(base, leaf.variant.path, leaf.variant.value)
        : leaf.variant.value
      : base,
    leaf.path,
    value,
  );

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const root: unknown = structuredClone(base ?? {});
  let at = root as Record<string | number, unknown>;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) at[key] = value;
    else {
      const next = at[key];
      at[key] = next && typeof next === 'object' ? next : typeof path[i + 1] === 'number' ? [] : {};
      at = at[key] as Record<string | number, unknown>;
    }
  }
  return root;
}

const ID_NAME = /(^id$|_id$|Id$|_ids$|^ids$)/;

// ---- requests ----

interface Case {
  method: string;
  url: string;
  body?: unknown;
  /** The request carries no body at all. */
  noBody?: boolean;
  /** A multipart/form-data body of these fields instead of JSON (upload routes). */
  form?: Record<string, string>;
  what: string;
}

const paramNames = (url: string) =>
  [...url.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);

function fillUrl(url: string, params: Record<string, string>): string {
  return url
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => params[name] ?? '1')
    .replace(/\*/g, params['*'] ?? 'x');
}

const query = (q: Record<string, string>) => {
  const s = Object.entries(q)
    .map(([k, v]) => `${encodeURIComponent(k)}=${v}`)
    .join('&');
  return s ? `?${s}` : '';
};

/** A sampled body as multipart fields (text; objects as JSON). */
const asForm = (body: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(body && typeof body === 'object' ? body : {}).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  );

const encodeQuery = (value: unknown): string =>
  encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

/** The fuzz of every `parts`-th route of the table, starting at the `part`-th (1-based). */
export const describeRouteFuzz = (part: number, parts: number) =>
  describe.each(testDialects())(`route fuzz, part ${part} of ${parts} (%s)`, (dialect) => {
    let t: TestApp;
    const users: Partial<Record<RoleName, { id: number }>> = {};

    beforeAll(async () => {
      // The demo seed: rows with low ids in every area, so valid-looking requests go deep.
      t = await buildTestApp(dialect, { seed: true });
      fs.mkdirSync(t.config.shellDist, { recursive: true });
      fs.writeFileSync(
        path.join(t.config.shellDist, 'index.html'),
        '<!doctype html><html><head><!--lobby-head--></head><body></body></html>',
      );
      users.member = await createMember(t.db);
      users.moderator = await createMember(t.db, { role: 'moderator' });
      users.admin = await createMember(t.db, { role: 'admin' });
    }, 60_000);
    afterAll(async () => {
      setSchemaCapture(null);
      await t.close();
    });

    const sessionFor = (role: RoleName): Promise<SessionHeaders> =>
      role === 'visitor' ? t.anonymous() : t.login(users[role]!);

    const send = (c: Case, session: SessionHeaders): Promise<LightMyRequestResponse> => {
      const opts: InjectOptions = {
        method: c.method as InjectOptions['method'],
        url: c.url,
        headers: { ...headersOf(session) },
      };
      if (c.form) {
        const form = multipartBody(
          Object.entries(c.form).map(([name, value]) => ({ name, value })),
        );
        Object.assign(opts.headers!, form.headers);
        opts.payload = form.payload;
      } else if (!c.noBody && !['GET', 'HEAD'].includes(c.method)) {
        opts.headers!['content-type'] = 'application/json';
        opts.payload = JSON.stringify(c.body ?? {});
      }
      return t.app.inject(opts);
    };

    it('no route answers 5xx to hostile input, in any role, and no value reaches the database unchecked', async () => {
      const started = Date.now();
      const routes: RouteEntry[] = [];
      const seen = new Set<string>();
      for (const r of t.app.routeTable) {
        const key = `${r.method} ${r.url}`;
        // HEAD is GET's twin; the live channel is an endless event stream.
        if (r.method === 'HEAD' || seen.has(key) || r.url === '/api/live') continue;
        seen.add(key);
        if (seen.size % parts === part % parts) routes.push(r);
      }

      // Pass 1: what each route validates, learnt from one plain call as an admin.
      const schemas = new Map<string, Captured[]>();
      /** Routes that take uploads: their fields are sent as multipart. */
      const uploads = new Set(routes.filter((r) => r.upload).map((r) => `${r.method} ${r.url}`));
      for (const route of routes) {
        const found: Captured[] = [];
        setSchemaCapture((part, schema) => found.push({ part, schema }));
        const learn: Case = {
          method: route.method,
          url: fillUrl(route.url, {}),
          body: {},
          what: 'learn',
        };
        await send(
          uploads.has(`${route.method} ${route.url}`) ? { ...learn, form: {} } : learn,
          await sessionFor('admin'),
        );
        setSchemaCapture(null);
        schemas.set(`${route.method} ${route.url}`, found);
      }

      // Every string field must refuse NUL and every id field 2^31 in the schema itself (the
      // input guard would hide a schema that does not).
      const schemaGaps: string[] = [];
      for (const [key, found] of schemas)
        for (const { part, schema } of found) {
          const base = sample(schema);
          for (const leaf of fieldPaths(schema)) {
            const type = defOf(leaf.schema).type;
            const name = String(leaf.path.filter((p) => typeof p === 'string').at(-1) ?? '');
            const probes: unknown[] = [];
            if (type === 'string') probes.push('a\u0000b');
            if (type === 'number' && ID_NAME.test(name)) probes.push(MAX_ID + 1);
            for (const probe of probes) {
              const result = schema.safeParse(bodyWith(base, leaf, probe));
              const field = leaf.path.join('.');
              const caught =
                !result.success && result.error.issues.some((i) => i.path.join('.') === field);
              if (!caught)
                schemaGaps.push(`${key} ${part}.${field} takes ${JSON.stringify(probe)}`);
            }
          }
        }

      // Pass 2: the hostile cases of each route, for each role.
      const failures: string[] = [];
      const backstop: string[] = [];
      let sent = 0;
      const casesPerRole: Record<string, number> = {};
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        const found = schemas.get(key) ?? [];
        const ofPart = (part: SchemaPart) => found.filter((f) => f.part === part);
        const params: Record<string, string> = {};
        for (const { schema } of ofPart('params')) {
          const s = sample(schema) as Record<string, unknown> | undefined;
          for (const [k, v] of Object.entries(s ?? {})) params[k] = encodeURIComponent(String(v));
        }
        const baseQuery: Record<string, string> = {};
        for (const { schema } of ofPart('query')) {
          const s = sample(schema) as Record<string, unknown> | undefined;
          for (const [k, v] of Object.entries(s ?? {})) baseQuery[k] = encodeQuery(v);
        }
        const bodySchemas = [...ofPart('body'), ...ofPart('input')];
        const baseBody = bodySchemas.length ? sample(bodySchemas[0]!.schema) : {};
        const url = fillUrl(route.url, params);
        const hasBody = !['GET', 'HEAD'].includes(route.method);
        const upload = uploads.has(key);
        const baseForm = upload ? asForm(baseBody) : undefined;

        const cases: Case[] = [
          {
            method: route.method,
            url: url + query(baseQuery),
            body: baseBody,
            form: baseForm,
            what: 'plain',
          },
        ];
        for (const name of [...paramNames(route.url), ...(route.url.includes('*') ? ['*'] : [])])
          for (const v of PATH_VALUES)
            cases.push({
              method: route.method,
              url: fillUrl(route.url, { ...params, [name]: v }) + query(baseQuery),
              body: baseBody,
              form: baseForm,
              what: `param ${name}=${v.slice(0, 24)}`,
            });
        const queryNames = new Set(Object.keys(baseQuery));
        for (const { schema } of ofPart('query'))
          for (const leaf of fieldPaths(schema))
            if (leaf.path.length === 1) queryNames.add(String(leaf.path[0]));
        for (const name of queryNames)
          for (const v of QUERY_VALUES)
            cases.push({
              method: route.method,
              url: url + query({ ...baseQuery, [name]: v }),
              body: baseBody,
              form: baseForm,
              what: `query ${name}=${v.slice(0, 24)}`,
            });
        for (const v of QUERY_VALUES.slice(0, 6))
          cases.push({
            method: route.method,
            url: url + query(Object.fromEntries(COMMON_QUERY.map((n) => [n, v]))),
            body: baseBody,
            what: `common query =${v}`,
          });
        if (upload) {
          cases.push({ method: route.method, url, form: {}, what: 'empty form' });
          for (const name of Object.keys(baseForm ?? {}))
            for (const v of FORM_VALUES)
              cases.push({
                method: route.method,
                url,
                form: { ...baseForm, [name]: v },
                what: `form ${name}=${JSON.stringify(v).slice(0, 24)}`,
              });
        } else if (hasBody) {
          cases.push({ method: route.method, url, noBody: true, what: 'no body' });
          for (const b of BODIES)
            cases.push({ method: route.method, url, body: b, what: `body ${JSON.stringify(b)}` });
          for (const { schema } of bodySchemas)
            for (const leaf of fieldPaths(schema))
              for (const v of FIELD_VALUES)
                cases.push({
                  method: route.method,
                  url,
                  body: bodyWith(baseBody, leaf, v),
                  what: `body ${leaf.path.join('.')}=${JSON.stringify(v).slice(0, 24)}`,
                });
        }

        for (const role of ROLES) {
          // Fresh sessions for each route: logout and the like end the one before.
          const session = await sessionFor(role);
          const first = await send(cases[0]!, session);
          // A role the route turns away (401/403) before reading anything gets a few cases only.
          const refused = [401, 403].includes(first.statusCode);
          const mine = refused ? cases.filter((c, i) => i % 8 === 0) : cases;
          casesPerRole[role] = (casesPerRole[role] ?? 0) + mine.length;
          // A few at a time: PostgreSQL answers them in parallel, as it would a real crowd.
          for (let i = 0; i < mine.length; i += PARALLEL) {
            const batch = mine.slice(i, i + PARALLEL);
            const answers = await Promise.all(
              batch.map((c) => (c === cases[0] ? first : send(c, session))),
            );
            for (const [j, res] of answers.entries()) {
              const c = batch[j]!;
              sent += 1;
              const tag = `${role} ${c.method} ${route.url} [${c.what}]`;
              if (res.statusCode >= 500 && DELIBERATE[key] !== res.statusCode)
                failures.push(`${tag} → ${res.statusCode} ${res.body.slice(0, 200)}`);
              else if (res.statusCode === 400 && res.body.includes(INPUT_REJECTED_MESSAGE))
                backstop.push(tag);
            }
          }
        }
      }
      // Jest fails the running test on any unhandled rejection (a promise a route started and
      // never awaited): let one left behind surface while this test still runs.
      await new Promise((r) => setTimeout(r, 50));

      console.log(
        `route fuzz ${part}/${parts} (${dialect}): ${routes.length} routes (${[...schemas.values()].filter((f) => f.length).length} with schemas, ${uploads.size} uploads: ${[...uploads].filter((k) => schemas.get(k)?.length).length} with schemas) × ${ROLES.length} roles, ${sent} requests ` +
          `(${JSON.stringify(casesPerRole)}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      expect({ failures, backstop, schemaGaps }).toEqual({
        failures: [],
        backstop: [],
        schemaGaps: [],
      });
    }, 300_000);
  });
