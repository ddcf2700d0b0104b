import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { contactSchema } from '@lobby/contract-support';
import type { ContactInput } from '@lobby/contract-support';
import { logFailure, useSessionStore } from '@lobby/shared-api';
import { sendContactMessage } from '../api/send-contact-message';
import type { ContactErrors, ContactField, ContactValues } from '../utils/contact-fields';
import {
  CONTACT_FIELDS,
  contactFailure,
  emptyContactValues,
  isContactComplete,
  toContactInput,
} from '../utils/contact-fields';
import { useCaptcha } from './use-captcha';

/**
 * The contact form's state and actions: values (name and email prefilled from the member),
 * per-field and form errors, the captcha, sending and the sent message.
 */
export function useContactForm() {
  const user = useSessionStore((s) => s.user);
  const captcha = useCaptcha();
  const [values, setValues] = useState<ContactValues>(() => emptyContactValues(user ?? {}));
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<ContactInput | null>(null);
  const { mutateAsync: send, isPending: sending } = useMutation({
    mutationFn: sendContactMessage,
    meta: logFailure('Failed to send contact message'),
  });

  // The session may arrive after the page: fill name and email if still empty.
  useEffect(() => {
    if (!user) return;
    setValues((v) => ({ ...v, name: v.name || user.name, email: v.email || (user.email ?? '') }));
  }, [user]);

  const change = useCallback((field: ContactField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => {
      if (!(field in e)) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  }, []);

  const token = captcha.status === 'ready' ? captcha.captcha.token : null;
  const canSubmit = !sending && isContactComplete(values, token);

  const submit = useCallback(async (): Promise<ContactErrors> => {
    if (!token || !isContactComplete(values, token)) return {};
    const input = toContactInput(values, token);

    // The server validates with this same schema; checking first keeps the one-use captcha.
    const parsed = contactSchema.safeParse(input);
    if (!parsed.success) {
      const clientErrors: ContactErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((CONTACT_FIELDS as readonly unknown[]).includes(field))
          clientErrors[field as ContactField] ??= issue.message;
      }
      setErrors(clientErrors);
      return clientErrors;
    }

    setFormError(null);
    try {
      await send(input);
      setErrors({});
      setSent(input);
      return {};
    } catch (error) {
      const failure = contactFailure(error);
      setErrors(failure.fieldErrors);
      setFormError(failure.formError);
      // The server spends a captcha on every attempt: show a new one and clear the old answer.
      setValues((v) => ({ ...v, captcha_answer: '' }));
      captcha.refresh();
      return failure.fieldErrors;
    }
  }, [token, values, captcha, send]);

  const reset = useCallback(() => {
    setValues(emptyContactValues(user ?? {}));
    setErrors({});
    setFormError(null);
    setSent(null);
    captcha.refresh();
  }, [user, captcha]);

  return { values, errors, formError, sending, sent, captcha, canSubmit, change, submit, reset };
}
