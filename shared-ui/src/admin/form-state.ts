import type { FormEvent } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';

const sameValues = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * An admin form's values: `set(key, value)` for one field, `patch` for several, `reset` for all.
 * With `load`, the form takes the loaded record's values whenever a new one arrives (the first
 * answer, the answer after a save). `dirty` / `isDirty()`: the values differ from the last loaded
 * (or initial) ones; `markSaved()` makes the current values (or `next`, which the form then shows)
 * the saved ones (call it when a save succeeds, before navigating away), so `useUnsavedChangesPrompt(isDirty)` lets the page go.
 */
export function useFormState<T extends object, S = never>(
  initial: T | (() => T),
  load?: { data: S | null | undefined; toForm: (data: S) => T },
) {
  const [values, setValues] = useState<T>(initial);
  const [saved, setSaved] = useState<T>(values);
  // A new record is taken during render, so the form never shows stale values for a frame.
  const [taken, setTaken] = useState<S | null | undefined>(undefined);
  const data = load?.data;
  if (data != null && data !== taken && load) {
    const next = load.toForm(data);
    setTaken(data);
    setValues(next);
    setSaved(next);
  }
  const set = useCallback(
    <K extends keyof T>(key: K, value: T[K]) => setValues((v) => ({ ...v, [key]: value })),
    [],
  );
  const patch = useCallback((p: Partial<T>) => setValues((v) => ({ ...v, ...p })), []);
  const dirty = useMemo(() => !sameValues(values, saved), [values, saved]);
  // Read at navigation time: a save that navigates in the same tick has already marked itself.
  const live = useRef({ values, saved, marked: false });
  if (live.current.values !== values) live.current = { values, saved, marked: false };
  else live.current.saved = saved;
  const isDirty = useCallback(
    () => !live.current.marked && !sameValues(live.current.values, live.current.saved),
    [],
  );
  const markSaved = useCallback((next?: T) => {
    if (next) {
      live.current = { values: next, saved: next, marked: true };
      setValues(next);
    }
    live.current.marked = true;
    setSaved(live.current.values);
  }, []);
  return { values, set, patch, reset: setValues, dirty, isDirty, markSaved };
}

/**
 * The first message per field of a refused write: the server answers a 400 with
 * `errors: { field: [messages] }` (nested fields as `prizes.0.prize_value`). Anything else: {}.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const errors =
    error && typeof error === 'object' ? (error as { errors?: unknown }).errors : undefined;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' && first) out[key] = first;
  }
  return out;
}

const NO_RENAMES: Record<string, string> = {};

/**
 * `serverFieldErrors` of a mutation's error, kept stable between renders. With the form's
 * `values`, a field's message goes as soon as its value differs from the one the server refused
 * (a message keyed by something that is not a field stays until the next save). `fieldOf` names
 * the value of a message whose key is not the field's own (`{ max_purchases_per_user: 'limit' }`).
 */
export function useFieldErrors(
  error: unknown,
  values?: object,
  fieldOf: Record<string, string> = NO_RENAMES,
): Record<string, string> {
  const all = useMemo(() => serverFieldErrors(error), [error]);
  // The values as they were when this error arrived (state kept from the render that saw it).
  const [refused, setRefused] = useState({ error, values });
  if (refused.error !== error) setRefused({ error, values });
  const at = refused.error === error ? refused.values : values;
  return useMemo(() => {
    if (!values || !at) return all;
    const now = values as Record<string, unknown>;
    const then = at as Record<string, unknown>;
    const kept = Object.entries(all).filter(([key]) => {
      const field = fieldOf[key] ?? key;
      return !(field in now) || sameValues(now[field], then[field]);
    });
    return kept.length === Object.keys(all).length ? all : Object.fromEntries(kept);
  }, [all, values, at, fieldOf]);
}

/**
 * A failed save's banner text, or null once it is only about fields and every one of them was
 * changed since (`shown`: what `useFieldErrors` with the values still shows).
 */
export function failureBanner(
  error: unknown,
  shown: Record<string, string>,
  text: string | null,
): string | null {
  if (!text) return null;
  const aboutFields = Object.keys(serverFieldErrors(error)).length > 0;
  return aboutFields && Object.keys(shown).length === 0 ? null : text;
}

/** A number field's text as the payload wants it: empty → NaN, so the server names the field. */
export const numberInput = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** An ISO instant → the value of a datetime-local input in the browser's zone ('' for none). */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** A datetime-local value → ISO; empty (or unreadable) stays empty, so the server names it. */
export function fromDateTimeLocal(value: string): string {
  const d = value ? new Date(value) : null;
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : '';
}

/** The keys of a form whose values are text (inputs, textareas, selects). */
export type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T];

/**
 * Ties text fields to a form by key: `field('title')` is the value, the field's error and the
 * setter that an `AdminInput` / `AdminTextArea` / `AdminSelect` / number or date input takes, so a
 * field is written as `<AdminInput label="Title" {...field('title')} />`.
 */
export function bindFields<T extends object>(
  values: T,
  set: <K extends keyof T>(key: K, value: T[K]) => void,
  errors: Record<string, string | undefined>,
) {
  return <K extends TextKeys<T>>(name: K, errorKey: string = String(name)) => ({
    value: values[name] as unknown as string,
    error: errors[errorKey],
    onValue: (value: string) => set(name, value as T[K]),
  });
}

/** A form's submit handler that stays on the page (the save goes through `run`). */
export const formSubmit =
  (run: () => void) =>
  (event: FormEvent): void => {
    event.preventDefault();
    run();
  };

/**
 * The record an edit page opens, from the `:id` of its route: `editing` is false on a "new"
 * page; `validId` is false for an address whose id is no positive whole number (a not-found page).
 */
export function useRecordId(param = 'id') {
  const raw = useParams()[param];
  const id = raw ? Number(raw) : null;
  const editing = id != null;
  const validId = !editing || (Number.isInteger(id) && id > 0);
  return { id, editing, validId };
}
