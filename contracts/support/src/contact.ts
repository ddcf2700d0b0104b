import { z } from 'zod';
import { multiLineText, singleLineText } from '@lobby/shared-api/contract';

export const CONTACT_MESSAGE_MAX = 2000;

const required = (label: string, max: number, text = singleLineText) =>
  text({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/r/contact */
export const contactSchema = z.object({
  name: required('Full name', 100),
  email: singleLineText({ message: 'Email address is required' })
    .trim()
    .min(1, 'Email address is required')
    .max(254, 'Email address is too long')
    .email('Enter a valid email address'),
  subject: required('Subject', 200),
  message: required('Message', CONTACT_MESSAGE_MAX, multiLineText),
  captcha_answer: required('Verification code', 20),
  captcha_token: required('Captcha token', 200),
});
export type ContactInput = z.infer<typeof contactSchema>;

export interface ContactResponse {
  success: true;
  message: string;
}
