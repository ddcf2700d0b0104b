import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSessionStore } from '@lobby/shared-api';
import { Button, ArrowRightIcon, GiftIcon } from '@lobby/shared-ui';
import { TotalGivenAway } from './total-given-away';

const Wrap = styled.section`
  position: relative;
  overflow: hidden;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 28px;
  align-items: center;
  padding: clamp(24px, 4vw, 48px);
  border-radius: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(ellipse 60% 80% at 0% 0%, rgba(124, 92, 255, 0.35), transparent 70%),
    radial-gradient(ellipse 50% 70% at 100% 100%, rgba(34, 211, 166, 0.18), transparent 70%),
    linear-gradient(135deg, #161b2e 0%, #0f1322 100%);

  /* A faint grid texture for depth. */
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background-image:
      linear-gradient(rgba(255, 255, 255, 0.035) 1px, transparent 1px),
      linear-gradient(90deg, rgba(255, 255, 255, 0.035) 1px, transparent 1px);
    background-size: 32px 32px;
    mask-image: linear-gradient(120deg, #000 10%, transparent 70%);
    pointer-events: none;
  }
  & > * {
    position: relative;
  }

  @container home (min-width: 820px) {
    grid-template-columns: minmax(0, 1.5fr) minmax(280px, 1fr);
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
`;

const Eyebrow = styled.span`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(124, 92, 255, 0.16);
  border: 1px solid rgba(124, 92, 255, 0.4);
  color: #c9bcff;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
`;

const Title = styled.h1`
  font-size: clamp(28px, 4.6vw, 48px);
  font-weight: 800;
  letter-spacing: -0.03em;
  line-height: 1.08;
  overflow-wrap: anywhere;
  span {
    background: linear-gradient(90deg, #b7a6ff, ${({ theme }) => theme.colors.accent});
    -webkit-background-clip: text;
    background-clip: text;
    -webkit-text-fill-color: transparent;
  }
`;

const Lead = styled.p`
  max-width: 56ch;
  font-size: clamp(15px, 1.6vw, 17px);
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 6px;
  & > * {
    flex: 1 1 auto;
  }
  @container home (min-width: 520px) {
    & > * {
      flex: 0 0 auto;
    }
  }
`;

/**
 * Welcome text (site name, or the member's name when logged in), the two calls to action and the
 * payout counter. The spec leaves both actions open; we chose: 'Start Playing' opens the
 * leaderboards (where wagering on a partner platform turns into ranks and prizes) and 'View
 * Bonuses' the bonus centre (/bonuses).
 */
export function Hero() {
  const settings = useSessionStore((s) => s.settings);
  const user = useSessionStore((s) => s.user);

  return (
    <Wrap aria-labelledby="home-hero-title">
      <Copy>
        {user ? <Eyebrow>{settings.site_name}</Eyebrow> : null}
        <Title id="home-hero-title">
          {user ? (
            <>
              Welcome back, <span>{user.name}</span>
            </>
          ) : (
            <>
              Welcome to <span>{settings.site_name}</span>
            </>
          )}
        </Title>
        <Lead>{settings.site_description}</Lead>
        <Actions>
          <Button as={Link} to="/leaderboard" $size="lg">
            Start Playing
            <ArrowRightIcon size={18} />
          </Button>
          <Button as={Link} to="/bonuses" $variant="secondary" $size="lg">
            <GiftIcon size={18} />
            View Bonuses
          </Button>
        </Actions>
      </Copy>
      <TotalGivenAway />
    </Wrap>
  );
}
