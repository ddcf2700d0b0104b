import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ContactInput } from '@lobby/contract-support';
import { createQueryClient, useSessionStore } from '@lobby/shared-api';
import { sessionUser } from '@lobby/shared-api/testing';
import { renderRoutesAt } from '@lobby/shared-ui/testing';
import { ContactPage } from './contact-page';

const CAPTCHA_URL = 'http://localhost/api/r/captcha';
const CONTACT_URL = 'http://localhost/api/r/contact';

const member = sessionUser({ id: 3, global_name: 'Ace Ventura', email: 'ace@example.com' });

const server = setupServer();
let captchaCalls = 0;
let error: jest.SpyInstance;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  captchaCalls = 0;
  error = jest.spyOn(console, 'error').mockImplementation(() => {});
  server.use(
    http.get(CAPTCHA_URL, () => {
      captchaCalls += 1;
      return HttpResponse.json({
        image: `data:image/png;base64,CAPTCHA${captchaCalls}`,
        token: `token-${captchaCalls}`,
        expires_in: 600,
      });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  useSessionStore.getState().reset();
  error.mockRestore();
});
afterAll(() => server.close());

/** Records POST /api/r/contact bodies and answers with `reply`. */
function serveContact(reply: () => Response | Promise<Response>) {
  const bodies: ContactInput[] = [];
  server.use(
    http.post(CONTACT_URL, async ({ request }) => {
      bodies.push((await request.json()) as ContactInput);
      return reply();
    }),
  );
  return bodies;
}

function renderContact() {
  // A fresh query cache per test: no retries, no collection timers.
  const queryClient = createQueryClient({ queries: { retry: false, gcTime: Infinity } });
  return renderRoutesAt('/contact', { '/contact': <ContactPage /> }, queryClient);
}

const field = {
  name: () => screen.getByRole('textbox', { name: 'Full Name' }),
  email: () => screen.getByRole('textbox', { name: 'Email Address' }),
  subject: () => screen.getByRole('textbox', { name: 'Subject' }),
  message: () => screen.getByRole('textbox', { name: 'Message' }),
  code: () => screen.getByRole('textbox', { name: 'Verification Code' }),
};
const sendButton = () => screen.getByRole('button', { name: /^(Send Message|Sending\.\.\.)$/ });
const captchaImage = () => screen.findByRole('img', { name: 'Verification code' });

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), '  Jane Doe ');
  await user.type(field.email(), 'jane@example.com ');
  await user.type(field.subject(), ' Partnership');
  await user.type(field.message(), 'Hello there! ');
  await user.type(field.code(), ' ab12 ');
}

describe('ContactPage', () => {
  it('shows the five labelled fields and the captcha image', async () => {
    renderContact();
    expect(await captchaImage()).toHaveAttribute('src', 'data:image/png;base64,CAPTCHA1');
    expect(field.name()).toHaveValue('');
    expect(field.email()).toHaveAttribute('type', 'email');
    expect(field.subject()).toBeInTheDocument();
    expect(field.message().tagName).toBe('TEXTAREA');
    expect(field.message()).toHaveAttribute('maxLength', '2000');
    expect(field.code()).toBeInTheDocument();
    expect(screen.getByText('0/2000')).toBeInTheDocument();
  });

  it('keeps Send Message disabled until all five fields have text and a captcha token exists', async () => {
    const user = userEvent.setup();
    renderContact();
    await captchaImage();

    expect(sendButton()).toBeDisabled();
    await user.type(field.name(), 'Jane');
    await user.type(field.email(), 'jane@example.com');
    await user.type(field.subject(), 'Hi');
    await user.type(field.message(), 'Hello');
    expect(sendButton()).toBeDisabled();
    await user.type(field.code(), '   ');
    expect(sendButton()).toBeDisabled(); // blank after trimming
    await user.type(field.code(), 'ab12');
    expect(sendButton()).toBeEnabled();
    await user.clear(field.subject());
    expect(sendButton()).toBeDisabled();
  });

  it('stays disabled without a captcha token, showing the load failure', async () => {
    server.use(
      http.get(CAPTCHA_URL, () =>
        HttpResponse.json({ success: false, message: 'down' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderContact();

    expect(await screen.findByText('Failed to load captcha')).toBeInTheDocument();
    await fillAll(user);
    expect(sendButton()).toBeDisabled();
  });

  it('refreshes the captcha on demand, also after a load failure', async () => {
    let fail = true;
    server.use(
      http.get(CAPTCHA_URL, () => {
        captchaCalls += 1;
        if (fail) return HttpResponse.error();
        return HttpResponse.json({
          image: `data:image/png;base64,CAPTCHA${captchaCalls}`,
          token: `token-${captchaCalls}`,
          expires_in: 600,
        });
      }),
    );
    const user = userEvent.setup();
    renderContact();

    expect(await screen.findByText('Failed to load captcha')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    expect(await captchaImage()).toHaveAttribute('src', 'data:image/png;base64,CAPTCHA2');
    expect(screen.queryByText('Failed to load captcha')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refresh captcha' }));
    await waitFor(async () =>
      expect(await captchaImage()).toHaveAttribute('src', 'data:image/png;base64,CAPTCHA3'),
    );
  });

  it('counts the message characters', async () => {
    const user = userEvent.setup();
    renderContact();
    await user.type(field.message(), 'Hello world');
    expect(screen.getByText('11/2000')).toBeInTheDocument();
  });

  it('prefills name and email from the logged-in member', async () => {
    useSessionStore.getState().setUser(member);
    renderContact();
    expect(field.name()).toHaveValue('Ace Ventura');
    expect(field.email()).toHaveValue('ace@example.com');
    expect(field.subject()).toHaveValue('');
    await captchaImage();
  });

  it('sends trimmed values with the token, then shows Message Sent! and can start over', async () => {
    useSessionStore.getState().setUser(member);
    const bodies = serveContact(() => HttpResponse.json({ success: true, message: 'Thanks' }));
    const user = userEvent.setup();
    renderContact();
    await captchaImage();

    await user.type(field.subject(), ' Partnership ');
    await user.type(field.message(), ' Hello there! ');
    await user.type(field.code(), ' ab12 ');
    await user.click(sendButton());

    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Ace Ventura',
        email: 'ace@example.com',
        subject: 'Partnership',
        message: 'Hello there!',
        captcha_answer: 'ab12',
        captcha_token: 'token-1',
      },
    ]);
    expect(screen.queryByRole('textbox', { name: 'Subject' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send Another Message' }));
    expect(await captchaImage()).toHaveAttribute('src', 'data:image/png;base64,CAPTCHA2');
    expect(field.subject()).toHaveValue('');
    expect(field.message()).toHaveValue('');
    expect(field.code()).toHaveValue('');
    expect(field.name()).toHaveValue('Ace Ventura');
    expect(sendButton()).toBeDisabled();
  });

  it("shows 'Sending...' while the message is on its way", async () => {
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    serveContact(async () => {
      await answered;
      return HttpResponse.json({ success: true, message: 'Thanks' });
    });
    const user = userEvent.setup();
    renderContact();
    await captchaImage();
    await fillAll(user);

    await user.click(sendButton());
    expect(sendButton()).toHaveTextContent('Sending...');
    expect(sendButton()).toBeDisabled();
    answer();
    expect(await screen.findByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
  });

  it('shows server field errors (first message), clears each on edit, and refreshes the captcha', async () => {
    const bodies = serveContact(() =>
      HttpResponse.json(
        {
          success: false,
          message: 'Please check the form',
          errors: {
            subject: ['Subject looks like spam', 'second'],
            captcha_answer: ['Incorrect verification code'],
          },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderContact();
    await captchaImage();
    await fillAll(user);
    await user.click(sendButton());

    expect(await screen.findByText('Subject looks like spam')).toBeInTheDocument();
    expect(screen.queryByText('second')).not.toBeInTheDocument();
    expect(screen.getByText('Incorrect verification code')).toBeInTheDocument();
    expect(screen.queryByText('Please check the form')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      name: 'Jane Doe',
      email: 'jane@example.com',
      captcha_answer: 'ab12',
      captcha_token: 'token-1',
    });

    // The used captcha is replaced and its answer cleared.
    expect(await captchaImage()).toHaveAttribute('src', 'data:image/png;base64,CAPTCHA2');
    expect(field.code()).toHaveValue('');
    expect(field.subject()).toHaveValue(' Partnership');
    expect(field.subject()).toHaveFocus();

    await user.type(field.subject(), '!');
    expect(screen.queryByText('Subject looks like spam')).not.toBeInTheDocument();
    expect(screen.getByText('Incorrect verification code')).toBeInTheDocument();
    await user.type(field.code(), 'x');
    expect(screen.queryByText('Incorrect verification code')).not.toBeInTheDocument();
  });

  it('shows the server message for other failures', async () => {
    serveContact(() =>
      HttpResponse.json(
        { success: false, message: 'Too many messages. Try again later.' },
        { status: 429 },
      ),
    );
    const user = userEvent.setup();
    renderContact();
    await captchaImage();
    await fillAll(user);
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages. Try again later.',
    );
    expect(await captchaImage()).toHaveAttribute('src', 'data:image/png;base64,CAPTCHA2');
    expect(field.code()).toHaveValue('');
  });

  it('shows the generic error when the server gives no message', async () => {
    serveContact(() => new HttpResponse(null, { status: 500 }));
    const user = userEvent.setup();
    renderContact();
    await captchaImage();
    await fillAll(user);
    await user.click(sendButton());

    expect(
      await screen.findByText('An error occurred while sending your message. Please try again.'),
    ).toBeInTheDocument();
  });

  it('shows the generic error when the network fails', async () => {
    serveContact(() => HttpResponse.error());
    const user = userEvent.setup();
    renderContact();
    await captchaImage();
    await fillAll(user);
    await user.click(sendButton());

    expect(
      await screen.findByText('An error occurred while sending your message. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Message Sent!' })).not.toBeInTheDocument();
  });

  it('checks the email format before spending the captcha', async () => {
    const bodies = serveContact(() => HttpResponse.json({ success: true, message: 'Thanks' }));
    const user = userEvent.setup();
    renderContact();
    await captchaImage();
    await user.type(field.name(), 'Jane');
    await user.type(field.email(), 'not-an-email');
    await user.type(field.subject(), 'Hi');
    await user.type(field.message(), 'Hello');
    await user.type(field.code(), 'ab12');
    await user.click(sendButton());

    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(captchaCalls).toBe(1);
    expect(field.code()).toHaveValue('ab12');
  });
});
