import type { FormEvent } from 'react';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { CONTACT_MESSAGE_MAX } from '@lobby/contract-support';
import { Alert, Button, media, TextAreaField, TextField } from '@lobby/shared-ui';
import type { CaptchaState } from '../hooks/use-captcha';
import type { ContactErrors, ContactField, ContactValues } from '../utils/contact-fields';
import { CONTACT_FIELDS } from '../utils/contact-fields';
import { CaptchaPanel } from './captcha-panel';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 18px;
`;

const Pair = styled.div`
  display: grid;
  gap: 18px;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Verification = styled.fieldset`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised}66;
  grid-template-columns: minmax(0, 1fr);
  ${media.sm} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
  legend {
    padding: 0 6px;
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// Lines the captcha image up with the code input next to it (below the input's label).
const CaptchaSlot = styled.div`
  ${media.sm} {
    margin-top: 27px;
  }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  ${media.sm} {
    & > button {
      min-width: 200px;
    }
  }
`;

export interface ContactFormProps {
  values: ContactValues;
  errors: ContactErrors;
  formError: string | null;
  sending: boolean;
  canSubmit: boolean;
  captcha: CaptchaState;
  onChange: (field: ContactField, value: string) => void;
  onSubmit: () => Promise<ContactErrors>;
  onRefreshCaptcha: () => void;
}

/** The contact form: five fields, the captcha and Send Message. */
export function ContactForm({
  values,
  errors,
  formError,
  sending,
  canSubmit,
  captcha,
  onChange,
  onSubmit,
  onRefreshCaptcha,
}: ContactFormProps) {
  const formErrorId = useId();
  const refs = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>(
    {},
  );
  const bind = (field: ContactField) => ({
    value: values[field],
    error: errors[field] ?? null,
    ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      refs.current[field] = el;
    },
    onChange: (e: { target: { value: string } }) => onChange(field, e.target.value),
  });

  const handleSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSubmit) return;
    const fieldErrors = await onSubmit();
    // Take the keyboard to the first field that needs attention.
    const firstInvalid = CONTACT_FIELDS.find((f) => fieldErrors[f]);
    if (firstInvalid) refs.current[firstInvalid]?.focus();
  };

  return (
    <Form
      noValidate
      onSubmit={(e) => void handleSubmit(e)}
      aria-describedby={formError ? formErrorId : undefined}
      aria-busy={sending}
    >
      {formError ? (
        <Alert $tone="danger" role="alert" id={formErrorId}>
          {formError}
        </Alert>
      ) : null}
      <Pair>
        <TextField
          label="Full Name"
          required
          autoComplete="name"
          maxLength={100}
          {...bind('name')}
        />
        <TextField
          label="Email Address"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          {...bind('email')}
        />
      </Pair>
      <TextField label="Subject" required maxLength={200} {...bind('subject')} />
      <TextAreaField
        label="Message"
        required
        rows={7}
        maxLength={CONTACT_MESSAGE_MAX}
        hint={`${values.message.length}/${CONTACT_MESSAGE_MAX}`}
        {...bind('message')}
      />
      <Verification>
        <legend>Verify you&apos;re human</legend>
        <CaptchaSlot>
          <CaptchaPanel state={captcha} onRefresh={onRefreshCaptcha} />
        </CaptchaSlot>
        <TextField
          label="Verification Code"
          required
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={20}
          placeholder="Enter the code"
          {...bind('captcha_answer')}
        />
      </Verification>
      <Actions>
        <Button type="submit" $size="lg" $block disabled={!canSubmit}>
          {sending ? 'Sending...' : 'Send Message'}
        </Button>
      </Actions>
    </Form>
  );
}
