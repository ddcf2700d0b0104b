import { CONTACT_MESSAGE_MAX, contactSchema } from './contact';

const valid = {
  name: ' Jordan Avery ',
  email: 'jordan@example.com',
  subject: 'Sponsorship',
  message: 'Hello!',
  captcha_answer: 'a3k7',
  captcha_token: 'token',
};

describe('contactSchema', () => {
  it('trims every field', () => {
    expect(contactSchema.parse(valid)).toEqual({ ...valid, name: 'Jordan Avery' });
  });

  it('answers a message per missing or invalid field', () => {
    const r = contactSchema.safeParse({ name: '  ', email: 'not-an-email' });
    expect(Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      name: 'Full name is required',
      email: 'Enter a valid email address',
      subject: 'Subject is required',
      message: 'Message is required',
      captcha_answer: 'Verification code is required',
      captcha_token: 'Captcha token is required',
    });
  });

  it('limits the message length', () => {
    const r = contactSchema.safeParse({ ...valid, message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) });
    expect(r.error!.issues[0]!.message).toBe(
      `Message must be at most ${CONTACT_MESSAGE_MAX} characters`,
    );
  });
});
