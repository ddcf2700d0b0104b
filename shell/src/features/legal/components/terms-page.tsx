import { Link } from 'react-router-dom';
import { useSessionStore } from '@lobby/shared-api';
import { useDocumentTitle } from '../../layout/hooks/use-document-title';
import { LegalLayout } from './legal-layout';

/** /terms: the rules of the site, its points and its rewards. */
export function TermsPage() {
  useDocumentTitle('Terms of Service');
  const site = useSessionStore((s) => s.settings.site_name);
  return (
    <LegalLayout
      title="Terms of Service"
      intro={`The rules for using ${site}, its points and its rewards.`}
    >
      <section>
        <h2>Your account</h2>
        <ul>
          <li>
            One account per person. Accounts made to collect extra points, entries or rewards are
            closed and their points removed.
          </li>
          <li>
            You are responsible for what happens under your account. Keep your Discord account
            secure.
          </li>
          <li>
            Be respectful in tickets, predictions and anywhere your name appears. We may suspend
            accounts that abuse the site or others.
          </li>
        </ul>
      </section>
      <section>
        <h2>Points</h2>
        <ul>
          <li>
            Points are earned on this site — for example with the daily claim, which can be claimed
            once per calendar day in your time zone.
          </li>
          <li>
            Points have no cash value, cannot be bought, sold or transferred, and are only spent in
            the point store, on raffle entries and in other features of this site.
          </li>
          <li>
            Points spent on a store item or a raffle entry are not refunded once the redemption or
            entry is made.
          </li>
          <li>
            We may correct balances that were credited by mistake or obtained by abusing a bug.
          </li>
        </ul>
      </section>
      <section>
        <h2>Rewards, raffles and leaderboards</h2>
        <ul>
          <li>
            Store redemptions are handled by the site's staff; a redemption shows as pending until
            it has been processed.
          </li>
          <li>
            Raffle winners are drawn at random when the raffle ends. Leaderboard and VIP rewards are
            based on the wagers reported by the partner platforms.
          </li>
          <li>
            Cash prizes are paid to the account or username you have set for that platform. Make
            sure your casino usernames in settings are correct.
          </li>
          <li>
            We may withhold a reward won by breaking these rules or the partner platform's own
            terms.
          </li>
        </ul>
      </section>
      <section>
        <h2>Gambling</h2>
        <p>
          Partner platforms are independent third parties with their own terms and age limits. Only
          gamble where it is legal for you, with money you can afford to lose. If gambling stops
          being fun, take a break and seek help.
        </p>
      </section>
      <section>
        <h2>Questions</h2>
        <p>
          Open a <Link to="/tickets">support ticket</Link> or use the{' '}
          <Link to="/contact">contact form</Link>. How we handle your data is described in the{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </section>
    </LegalLayout>
  );
}
