import { Link } from 'react-router-dom';
import { useSessionStore } from '@lobby/shared-api';
import { useDocumentTitle } from '../../layout/hooks/use-document-title';
import { LegalLayout } from './legal-layout';

/** /privacy: what the site stores about a member and why. */
export function PrivacyPage() {
  useDocumentTitle('Privacy Policy');
  const site = useSessionStore((s) => s.settings.site_name);
  return (
    <LegalLayout
      title="Privacy Policy"
      intro={`What ${site} stores about you, why, and what you can do about it.`}
    >
      <section>
        <h2>What we store</h2>
        <p>
          Browsing as a guest keeps no record of you on our side: we do not log which pages you
          read. Only a few actions leave something behind, for a short while:
        </p>
        <ul>
          <li>
            <strong>A message you send through the contact form</strong> — your name, email address,
            subject and message, with your IP address, so staff can answer it and spot abuse.
          </li>
          <li>
            <strong>Counters against abuse</strong> — logging in, asking for a captcha image,
            sending a contact message and opening or answering a ticket are counted per IP address
            (per member once you are logged in) for a few minutes, to slow down scripts. A counter
            is deleted soon after its window ends.
          </li>
        </ul>
        <p>When you log in, we keep:</p>
        <ul>
          <li>
            <strong>Your Discord identity</strong> — your Discord user id, username, display name
            and avatar, taken from Discord when you log in. We never see your Discord password.
          </li>
          <li>
            <strong>Your Kick username</strong>, if you link your Kick account, so giveaway entries
            and leaderboards can be matched to you.
          </li>
          <li>
            <strong>Your email address</strong>, if Discord shares it, to reach you about prizes and
            support tickets.
          </li>
          <li>
            <strong>Your points, XP and activity</strong> — daily claims, store redemptions, raffle
            entries, predictions and rewards claimed.
          </li>
          <li>
            <strong>Your support tickets</strong>, their replies and any files you attach to them.
          </li>
          <li>
            Anything you add to your profile yourself: bio, banner, social handles and casino
            usernames.
          </li>
          <li>
            <strong>Your sessions</strong> — for each browser you are logged in on: when you logged
            in and were last seen, your IP address and your browser&apos;s name (user agent), so a
            session can be recognised and ended.
          </li>
        </ul>
      </section>
      <section aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">Cookies</h2>
        <p>
          We use no advertising, analytics or third-party cookies. The site sets at most two cookies
          of its own. Both are <em>HttpOnly</em> (the page&apos;s scripts cannot read them),{' '}
          <em>SameSite=Lax</em> (your browser does not send them with requests that other sites make
          in the background) and, over HTTPS, <em>Secure</em>.
        </p>
        <dl>
          <dt>
            <code>lobby_csrf</code> — set for every visitor, logged in or not
          </dt>
          <dd>
            <strong>When:</strong> on the first page you open, if your browser does not have it yet.{' '}
            <strong>What:</strong> a random value and the server&apos;s signature of it — nothing
            about you, and no record of it is kept on our side. <strong>Why:</strong> the
            site&apos;s forms and buttons send it back, which proves a request came from this site
            and not from another one trying to act in your name (cross-site request forgery).{' '}
            <strong>How long:</strong> 30 days; after that the next page you open sets a new one.
          </dd>
          <dt>
            <code>lobby_sid</code> — your session, set only when you log in
          </dt>
          <dd>
            <strong>When:</strong> when you log in, and also when you start a Discord login, to tie
            Discord&apos;s answer to this browser. <strong>What:</strong> a random key to your
            session record (see &ldquo;Your sessions&rdquo; above); we store only a hash of it.{' '}
            <strong>Why:</strong> so the site knows it is you from page to page.{' '}
            <strong>How long:</strong> until you log out, after 7 days without a visit, or 30 days
            after you logged in, whichever comes first. A login you started but did not finish is
            forgotten after 24 hours.
          </dd>
        </dl>
      </section>
      <section>
        <h2>Who sees it</h2>
        <p>
          Your username, avatar, Kick username, points and public activity (leaderboard places,
          predictions, raffle wins) are visible to other visitors. Your email address, tickets and
          casino usernames are only visible to you and the site's staff. We do not sell your data to
          anyone.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can change your profile and unlink Kick in <Link to="/settings">Settings</Link> at any
          time. To get a copy of your data or have your account deleted, open a{' '}
          <Link to="/tickets">support ticket</Link> or use the{' '}
          <Link to="/contact">contact form</Link>.
        </p>
      </section>
    </LegalLayout>
  );
}
