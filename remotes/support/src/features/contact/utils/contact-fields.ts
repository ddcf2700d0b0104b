import type { ContactInput } from '@lobby/contract-support';
import { ApiError } from '@lobby/shared-api';

/** The five fields a person types; the captcha token comes from the captcha panel. */
export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message', 'captcha_answer'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_GENERIC_ERROR =
  'An error occurred while sending your message. Please try again.';

export const emptyContactValues = (
  prefill: { name?: string | null; email?: string | null } = {},
): ContactValues => ({
  name: prefill.name ?? '',
  email: prefill.email ?? '',
  subject: '',
  message: '',
  captcha_answer: '',
});

/** Submit is possible only when every field has non-blank text and a captcha token exists. */
export const isContactComplete = (
  values: ContactValues,
  token: string | null | undefined,
): boolean => !!token && CONTACT_FIELDS.every((f) => values[f].trim() !== '');

/** The request body: every value trimmed, plus the captcha token. */
export const toContactInput = (values: ContactValues, token: string): ContactInput => ({
  name: values.name.trim(),
  email: values.email.trim(),
  subject: values.subject.trim(),
  message: values.message.trim(),
  captcha_answer: values.captcha_answer.trim(),
  captcha_token: token,
});

const first = (messages: string[] | string | undefined): string | undefined =>
  Array.isArray(messages) ? messages[0] : messages;

/**
 * Splits a failed send into messages under fields and one message for the form: per-field
 * errors (the first message of each; a captcha token problem shows under the code), else the
 * server's message, else the generic text.
 */
export function contactFailure(error: unknown): {
  fieldErrors: ContactErrors;
  formError: string | null;
} {
  if (!(error instanceof ApiError)) return { fieldErrors: {}, formError: CONTACT_GENERIC_ERROR };
  const fieldErrors: ContactErrors = {};
  const leftovers: string[] = [];
  for (const [key, messages] of Object.entries(error.errors as Record<string, string[] | string>)) {
    const message = first(messages);
    if (!message) continue;
    const field: ContactField | null = (CONTACT_FIELDS as readonly string[]).includes(key)
      ? (key as ContactField)
      : key === 'captcha_token'
        ? 'captcha_answer'
        : null;
    if (field) fieldErrors[field] ??= message;
    else leftovers.push(message);
  }
  if (Object.keys(fieldErrors).length > 0)
    return { fieldErrors, formError: leftovers.length ? leftovers.join(' ') : null };
  const serverMessage = (error.body as { message?: unknown } | null)?.message;
  return {
    fieldErrors,
    formError:
      leftovers[0] ??
      (typeof serverMessage === 'string' && serverMessage.trim()
        ? serverMessage
        : CONTACT_GENERIC_ERROR),
  };
}
