import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fieldErrors } from './errors';

/** zod issues → { field: [messages] } (nested paths joined with '.', the root as '_'). */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Where a request's schema applies; `input` for parseOrThrow, which is not told. */
export type SchemaPart = 'params' | 'query' | 'body' | 'input';
let capture: ((part: SchemaPart, schema: z.ZodType) => void) | null = null;

/**
 * Test-only: `fn` is told every schema validate() and parseOrThrow() apply (the route fuzz test
 * learns each route's fields from it); null stops it.
 */
export function setSchemaCapture(fn: typeof capture): void {
  capture = fn;
}

/** Parses data with schema or throws the contract's 400 with per-field messages. */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  capture?.('input', schema);
  const result = schema.safeParse(data);
  if (!result.success) throw fieldErrors(issuesToErrors(result.error.issues));
  return result.data;
}

interface Schemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

type Parsed<S extends Schemas> = {
  [K in keyof S]: S[K] extends z.ZodType ? z.output<S[K]> : never;
};

/**
 * The one validation helper routes use: parses params, query and body with the shared zod
 * schemas and throws a single 400 listing every invalid field.
 */
export function validate<S extends Schemas>(request: FastifyRequest, schemas: S): Parsed<S> {
  const out: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = schemas[part];
    if (!schema) continue;
    capture?.(part, schema);
    let input: unknown = request[part];
    if (part === 'body' && (input === undefined || input === null)) input = {};
    const result = schema.safeParse(input);
    if (result.success) out[part] = result.data;
    else
      for (const [k, v] of Object.entries(issuesToErrors(result.error.issues)))
        (errors[k] ??= []).push(...v);
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return out as Parsed<S>;
}
