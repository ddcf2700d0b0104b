import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, media, Muted, Page, PageTitle } from '@lobby/shared-ui';
import { useContactForm } from '../hooks/use-contact-form';
import { ContactForm } from './contact-form';
import { ContactSuccess } from './contact-success';

const Narrow = styled(Page)`
  max-width: 1080px;
`;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const FormCard = styled(Card)`
  padding: 20px;
  ${media.sm} {
    padding: 28px;
  }
`;

const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const InfoCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h2 {
    font-size: 16px;
    font-weight: 700;
  }
  p {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryInk};
    font-weight: 600;
    font-size: 14px;
  }
  a:hover {
    text-decoration: underline;
  }
`;

/** /contact — the contact form behind an image captcha. */
export function ContactPage() {
  const form = useContactForm();
  return (
    <Narrow>
      <header>
        <PageTitle>Contact Us</PageTitle>
        <Muted>
          Questions, partnership ideas or feedback? Send us a message and we&apos;ll get back to you
          by email.
        </Muted>
      </header>
      <Layout>
        <FormCard as="section" aria-label="Contact form">
          {form.sent ? (
            <ContactSuccess sent={form.sent} onSendAnother={form.reset} />
          ) : (
            <ContactForm
              values={form.values}
              errors={form.errors}
              formError={form.formError}
              sending={form.sending}
              canSubmit={form.canSubmit}
              captcha={form.captcha}
              onChange={form.change}
              onSubmit={form.submit}
              onRefreshCaptcha={form.captcha.refresh}
            />
          )}
        </FormCard>
        <Aside>
          <InfoCard>
            <h2>Need help with your account?</h2>
            <p>Members can open a support ticket to follow every reply in one place.</p>
            <Link to="/tickets/create">Create a ticket →</Link>
          </InfoCard>
          <InfoCard>
            <h2>Before you write</h2>
            <p>
              Add as much detail as you can — usernames, platforms and dates help us answer faster.
            </p>
          </InfoCard>
        </Aside>
      </Layout>
    </Narrow>
  );
}

export default ContactPage;
