import fp from 'fastify-plugin';
import { CONTROL_CHARACTER_MESSAGE } from '@lobby/shared-api/contract';
import { fieldErrors } from './errors';

/** C0 controls but tab, LF and CR: what no field of any form may carry (NUL above all). */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** Deeper than any form nests: past it the value is refused whole rather than walked. */
const MAX_DEPTH = 32;

const pathOf = (path: string[]) => (path.length ? path.join('.') : '_');

/**
 * The path (`name`, `items.0.title`; the root as `_`) of the first string in `value` that holds a
 * forbidden control character, keys included, or null when there is none.
 */
export function findControlCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? pathOf(path) : null;
  if (!value || typeof value !== 'object') return null;
  if (path.length >= MAX_DEPTH) return pathOf(path);
  // for…in, not Object.entries: every request passes here with its params and query.
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (FORBIDDEN.test(key)) return pathOf([...path, key.replace(FORBIDDEN, '?')]);
    const found = findControlCharacter((value as Record<string, unknown>)[key], [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Backstop behind the contracts' text rules (singleLineText / multiLineText): a NUL or other
 * control character in any path parameter, query value or JSON/form field is a 400 naming the
 * field before any route sees it, so none can reach the database (PostgreSQL refuses NUL in
 * text with an error) even where a schema forgot the rule. Multi-line rules (tab, LF, CR) stay
 * with the schemas.
 */
export const inputGuardPlugin = fp(
  async (app) => {
    // Callback-style, as every hook that runs for each request: no promise per request.
    app.addHook('preValidation', (request, _reply, done) => {
      for (const part of [request.params, request.query, request.body]) {
        const field = findControlCharacter(part);
        if (field) return done(fieldErrors({ [field]: [CONTROL_CHARACTER_MESSAGE] }));
      }
      done();
    });
  },
  { name: 'lobby-input-guard' },
);
