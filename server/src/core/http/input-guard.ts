import fp from 'fastify-plugin';
import { CONTROL_CHARACTER_MESSAGE } from '@lobby/shared-api/contract';
import { fieldErrors } from './errors';

/** C0 controls but tab, LF and CR: what no field of any form may carry (NUL above all). */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** Deeper than any form nests: past it the value is refused whole rather than walked. */
const MAX_DEPTH = 32;

/**
 * The path (`name`, `items.0.title`; the root as `_`) of the first string in `value` that holds a
 * forbidden control character, keys included, or null when there is none.
 */
export function findControlCharacter(value: unknown, path: string[] = []): string | null {
  const at = (p: string[]) => (p.length ? p.join('.') : '_');
  if (typeof value === 'string') return FORBIDDEN.test(value) ? at(path) : null;
  if (!value || typeof value !== 'object') return null;
  if (path.length >= MAX_DEPTH) return at(path);
  for (const [key, item] of Object.entries(value)) {
    if (FORBIDDEN.test(key)) return at([...path, key.replace(FORBIDDEN, '?')]);
    const found = findControlCharacter(item, [...path, key]);
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
