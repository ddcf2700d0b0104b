import type { preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARACTER_MESSAGE } from '@lobby/shared-api/contract';
import { fieldErrors } from './errors';

/** C0 controls but tab, LF and CR: what no field of any form may carry (NUL above all). */
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/;
/** Deeper than any form nests: past it the value is refused whole rather than walked. */
const MAX_DEPTH = 32;

/**
 * The keys from `value` down to the first string holding a forbidden control character, deepest
 * first, or null when there is none. Nothing is allocated unless one is found: every request's
 * params and query pass here.
 */
function locate(value: unknown, depth: number): string[] | null {
  if (typeof value === 'string') return FORBIDDEN.test(value) ? [] : null;
  if (!value || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return [];
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (FORBIDDEN.test(key)) return [key.replace(FORBIDDEN, '?')];
    const found = locate((value as Record<string, unknown>)[key], depth + 1);
    if (found) {
      found.push(key);
      return found;
    }
  }
  return null;
}

/**
 * The path (`name`, `items.0.title`; the root as `_`) of the first string in `value` that holds a
 * forbidden control character, keys included, or null when there is none.
 */
export function findControlCharacter(value: unknown): string | null {
  const found = locate(value, 0);
  if (!found) return null;
  return found.length ? found.reverse().join('.') : '_';
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
    const inputGuard: preValidationHookHandler = (request, _reply, done) => {
      const field =
        findControlCharacter(request.params) ??
        findControlCharacter(request.query) ??
        findControlCharacter(request.body);
      done(field ? fieldErrors({ [field]: [CONTROL_CHARACTER_MESSAGE] }) : undefined);
    };
    app.addHook('preValidation', inputGuard);
  },
  { name: 'lobby-input-guard' },
);
