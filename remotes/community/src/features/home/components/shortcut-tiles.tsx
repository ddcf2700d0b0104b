import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  BagIcon,
  BoltIcon,
  BracketIcon,
  CrownIcon,
  TargetIcon,
  TicketIcon,
  TrophyIcon,
} from '@lobby/shared-ui';
import { Section, SectionHeader } from './section';

interface Shortcut {
  to: string;
  label: string;
  description: string;
  Icon: ComponentType<{ size?: number }>;
  color: string;
}

/** The seven shortcut tiles of the home page, in the order of the site's sections. */
export const SHORTCUTS: Shortcut[] = [
  {
    to: '/leaderboard',
    label: 'Leaderboard',
    description: 'Climb the wager rankings',
    Icon: TrophyIcon,
    color: '#f6c453',
  },
  {
    to: '/bonus-hunts',
    label: 'Bonus Hunts',
    description: 'Predict the hunt results',
    Icon: TargetIcon,
    color: '#f0506e',
  },
  {
    to: '/raffles',
    label: 'Raffles',
    description: 'Enter free giveaways',
    Icon: TicketIcon,
    color: '#45a8ff',
  },
  {
    to: '/tournaments',
    label: 'Tournaments',
    description: 'Pick the bracket winners',
    Icon: BracketIcon,
    color: '#a78bfa',
  },
  {
    to: '/challenges',
    label: 'Challenges',
    description: 'Hit multipliers, win prizes',
    Icon: BoltIcon,
    color: '#f5b544',
  },
  {
    to: '/store',
    label: 'Store',
    description: 'Spend your points',
    Icon: BagIcon,
    color: '#22d3a6',
  },
  {
    to: '/vip-rewards',
    label: 'VIP Rewards',
    description: 'Claim your tier rewards',
    Icon: CrownIcon,
    color: '#ff8a4c',
  },
];

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 0 6px;
  display: grid;
  gap: 12px;
  /* Phones: one swipeable row; wider: a grid, seven across when there is room. */
  grid-auto-flow: column;
  grid-auto-columns: minmax(148px, 42%);
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  scrollbar-width: thin;
  & > li {
    scroll-snap-align: start;
  }
  @container home (min-width: 600px) {
    grid-auto-flow: row;
    grid-template-columns: repeat(4, minmax(0, 1fr));
    overflow: visible;
    padding-bottom: 0;
  }
  @container home (min-width: 1000px) {
    grid-template-columns: repeat(7, minmax(0, 1fr));
  }
`;

const Tile = styled(Link)<{ $color: string }>`
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  transition:
    border-color 0.2s ease,
    background 0.2s ease,
    transform 0.2s ease;
  &:hover,
  &:focus-visible {
    border-color: ${({ $color }) => `${$color}99`};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-2px);
    }
  }
`;

const IconBox = styled.span<{ $color: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  color: ${({ $color }) => $color};
  background: ${({ $color }) => `${$color}1f`};
  border: 1px solid ${({ $color }) => `${$color}40`};
`;

const Label = styled.span`
  font-weight: 700;
  font-size: 15px;
  line-height: 1.25;
`;

const Description = styled.span`
  font-size: 13px;
  line-height: 1.35;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A row of seven shortcut tiles to the site's main areas. */
export function ShortcutTiles() {
  return (
    <Section aria-labelledby="home-shortcuts-title">
      <SectionHeader id="home-shortcuts-title" title="Explore" />
      <nav aria-labelledby="home-shortcuts-title">
        <Row>
          {SHORTCUTS.map(({ to, label, description, Icon, color }) => (
            <li key={to}>
              <Tile to={to} $color={color}>
                <IconBox $color={color}>
                  <Icon size={22} />
                </IconBox>
                <Label>{label}</Label>
                <Description>{description}</Description>
              </Tile>
            </li>
          ))}
        </Row>
      </nav>
    </Section>
  );
}
