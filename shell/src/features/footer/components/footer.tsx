import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { DEFAULT_SITE_DESCRIPTION, useSessionStore } from '@lobby/shared-api';
import { ExternalLink } from '@lobby/shared-ui';
import { SiteBrand } from '../../../components/site-mark';
import { socialLinks } from '../social-links';

const Foot = styled.footer`
  margin-top: 48px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: 40px 16px 24px;
  @media (min-width: 640px) {
    padding: 48px 32px 24px;
  }
`;

const Grid = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  display: grid;
  gap: 32px;
  grid-template-columns: 1fr 1fr;
  @media (min-width: 900px) {
    /* The social column is never narrower than its row of icons, so none wraps (TikTok did). */
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) minmax(max-content, 1.2fr);
  }
`;

const About = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: 12px;
  @media (min-width: 900px) {
    grid-column: auto;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
    max-width: 360px;
  }
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  font-weight: 800;
  font-size: 18px;
`;

const Column = styled.nav`
  h2 {
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textFaint};
    margin-bottom: 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Social = styled.div`
  grid-column: 1 / -1;
  @media (min-width: 900px) {
    grid-column: auto;
  }
  ul {
    flex-direction: row;
    flex-wrap: nowrap;
    gap: 8px;
  }
  a {
    display: grid;
    place-items: center;
    width: 40px;
    height: 40px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    transition:
      color 0.15s ease,
      border-color 0.15s ease,
      transform 0.15s ease;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    transform: translateY(-2px);
  }
  p {
    color: ${({ theme }) => theme.colors.textFaint};
    font-size: 13px;
  }
`;

const Bottom = styled.div`
  max-width: 1280px;
  margin: 32px auto 0;
  padding-top: 20px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textFaint};
  nav {
    display: flex;
    gap: 16px;
    flex-wrap: wrap;
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Powered = styled.span`
  strong {
    background: linear-gradient(
      135deg,
      ${({ theme }) => theme.colors.primary},
      ${({ theme }) => theme.colors.accent}
    );
    -webkit-background-clip: text;
    background-clip: text;
    color: transparent;
  }
`;

const QUICK_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'Tournaments', to: '/tournaments' },
  { label: 'Bonus Hunts', to: '/bonus-hunts' },
  { label: 'Raffles', to: '/raffles' },
  { label: 'Store', to: '/store' },
];

const AFFILIATE_LINKS = [
  { label: 'Leaderboard', to: '/leaderboard' },
  { label: 'Challenges', to: '/challenges' },
  { label: 'VIP Rewards', to: '/vip-rewards' },
  { label: 'Wager Raffles', to: '/affiliate/wager-raffle' },
];

/** The site footer: description, link columns, social links, copyright and legal links. */
export function Footer() {
  const settings = useSessionStore((s) => s.settings);
  const socials = socialLinks(settings.social);
  const year = new Date().getFullYear();
  return (
    <Foot>
      <Grid>
        <About>
          <Brand>
            <SiteBrand logo={settings.site_logo} name={settings.site_name} size={36} />
          </Brand>
          <p>{settings.site_description?.trim() || DEFAULT_SITE_DESCRIPTION}</p>
        </About>
        <Column aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">Quick Links</h2>
          <ul>
            {QUICK_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </Column>
        <Column aria-labelledby="footer-affiliates">
          <h2 id="footer-affiliates">Affiliates</h2>
          <ul>
            {AFFILIATE_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </Column>
        {socials.length > 0 ? (
          <Social>
            <Column as="div">
              <h2 id="footer-social">Follow</h2>
              <ul aria-labelledby="footer-social">
                {socials.map((s) => (
                  <li key={s.key}>
                    <ExternalLink href={s.href} label={s.label} title={s.label} icon={false}>
                      {s.icon}
                    </ExternalLink>
                  </li>
                ))}
              </ul>
            </Column>
          </Social>
        ) : null}
      </Grid>
      <Bottom>
        <span>
          © {year} {settings.site_name}. All rights reserved.
        </span>
        <nav aria-label="Legal">
          <Link to="/privacy">Privacy Policy</Link>
          <Link to="/terms">Terms of Service</Link>
        </nav>
        <Powered>
          Powered by <strong>Lobby</strong>
        </Powered>
      </Bottom>
    </Foot>
  );
}
