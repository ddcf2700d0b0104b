import { Link } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import {
  formatHoursMinutes,
  formatMoney,
  ImageWithFallback,
  ClockIcon,
  VisuallyHidden,
} from '@lobby/shared-ui';
import type { BannerLeaderboard } from '../hooks/use-leaderboard-banner';

// The shine moves a layer of its own (a transform the compositor runs, no repaint per frame):
// two tiles of the gradient, each twice the banner's width, slide left by one tile and start
// over. Moving the banner's own background instead repainted it on every frame of every page.
const shine = keyframes`from { transform: translateX(0); } to { transform: translateX(-50%); }`;

const Banner = styled(Link)`
  position: relative;
  isolation: isolate;
  overflow: hidden;
  display: flex;
  align-items: center;
  gap: 12px;
  min-width: 0;
  padding: 6px 14px 6px 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.gold}55;
  font-size: 13px;
  white-space: nowrap;
  transition: border-color 0.15s ease;
  &::before {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    z-index: -1;
    width: 400%;
    background: linear-gradient(
        90deg,
        ${({ theme }) => `${theme.colors.gold}26, ${theme.colors.primary}26, ${theme.colors.gold}26`}
      )
      0 0 / 50% 100% repeat-x;
    animation: ${shine} 6s linear infinite;
    will-change: transform;
    pointer-events: none;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.gold};
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
    }
  }
`;

const Title = styled.span`
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  min-width: 0;
`;

const Left = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const Pool = styled.span`
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.gold};
  color: #1a1300;
  font-weight: 800;
`;

/** Header banner for a leaderboard that ends within 24 hours: name, time left, prize pool. */
export function LeaderboardBanner({
  banner,
  now,
  className,
}: {
  banner: BannerLeaderboard;
  now: number;
  className?: string;
}) {
  const { platform, endsAt } = banner;
  const lb = platform.active_leaderboard!;
  const pool = Number(lb.total_prize_pool) || 0;
  const prize = formatMoney(pool, lb.currency_symbol || '$', { cents: !Number.isInteger(pool) });
  const left = formatHoursMinutes(endsAt - now);
  return (
    // Named by its visible text (with hidden joining words), so the name contains what is seen.
    <Banner to="/leaderboard" className={className}>
      <ImageWithFallback src={platform.image} name={platform.name} alt="" size={26} round />
      <Title>{platform.name} Leaderboard</Title>
      <VisuallyHidden> ends in</VisuallyHidden>
      <Left>
        <ClockIcon size={14} />
        {left}
      </Left>
      <VisuallyHidden>, prize pool</VisuallyHidden>
      <Pool>{prize}</Pool>
    </Banner>
  );
}
