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
        <p>Browsing as a guest stores nothing about you. When you log in, we keep:</p>
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
        </ul>
      </section>
      <section>
        <h2>Cookies</h2>
        <p>
          We set one session cookie when you log in, so the site knows it is you. It is not used for
          advertising or tracking and ends when you sign out or after a period without activity.
        </p>
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
