import type { KeyboardEvent, TouchEvent } from 'react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { LeaderboardIndexResponse } from '@lobby/shared-api';
import { useLeaderboardSummaryQuery } from '@lobby/shared-api';
import { ChevronLeftIcon, ChevronRightIcon } from '@lobby/shared-ui';
import { activePlatforms } from '../utils/leaderboards';
import { PlatformSlide, SlideSkeleton } from './leaderboard-slide';
import { Section, SectionHeader } from './section';

const selectPlatforms = (summary: LeaderboardIndexResponse) =>
  activePlatforms(summary?.data?.platforms);

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const NavButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  transition:
    background 0.15s ease,
    border-color 0.15s ease;
  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
`;

const Indicator = styled.span`
  min-width: 52px;
  text-align: center;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Frame = styled.div`
  position: relative;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(ellipse 55% 90% at 100% 0%, rgba(246, 196, 83, 0.1), transparent 70%),
    ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: 2px;
  padding: 0 0 12px;
  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    /* A comfortable touch target around a small dot. */
    min-width: 24px;
    height: 24px;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
  }
  button span {
    width: 8px;
    height: 8px;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.border};
    transition:
      background 0.2s ease,
      width 0.2s ease;
  }
  button:hover span {
    background: ${({ theme }) => theme.colors.textFaint};
  }
  button[aria-current='true'] span {
    width: 22px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

function CarouselSkeleton() {
  return (
    <Frame aria-hidden="true">
      <SlideSkeleton />
    </Frame>
  );
}

export function LeaderboardCarousel() {
  // The same query as the shell's leaderboard banner: one request serves both.
  const query = useLeaderboardSummaryQuery({ select: selectPlatforms });
  const platforms = query.data ?? [];
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);

  if (!query.isPending && platforms.length === 0) return null;

  const total = platforms.length;
  const current = Math.min(index, Math.max(0, total - 1));
  const go = (delta: number) => setIndex((current + delta + total) % total);
  const platform = platforms[current];

  const onKeyDown = (e: KeyboardEvent) => {
    if (total < 2) return;
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else return;
    e.preventDefault();
  };
  const onTouchStart = (e: TouchEvent) => {
    touchX.current = e.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current;
    const end = e.changedTouches[0]?.clientX;
    touchX.current = null;
    if (start === null || end === undefined || total < 2) return;
    if (Math.abs(end - start) > 48) go(end < start ? 1 : -1);
  };

  return (
    <Section aria-labelledby="home-leaderboards-title" aria-busy={query.isPending}>
      <SectionHeader
        id="home-leaderboards-title"
        title="Active Leaderboards"
        subtitle="Wager on our partner platforms and climb the ranks for a share of the prize pool."
        actions={
          total > 0 ? (
            <Controls>
              <NavButton
                type="button"
                aria-label="Previous leaderboard"
                disabled={total < 2}
                onClick={() => go(-1)}
              >
                <ChevronLeftIcon size={20} />
              </NavButton>
              <Indicator aria-live="polite">
                {current + 1} / {total}
              </Indicator>
              <NavButton
                type="button"
                aria-label="Next leaderboard"
                disabled={total < 2}
                onClick={() => go(1)}
              >
                <ChevronRightIcon size={20} />
              </NavButton>
            </Controls>
          ) : null
        }
      />
      {query.isPending || !platform ? (
        <CarouselSkeleton />
      ) : (
        <Frame
          role="region"
          aria-roledescription="carousel"
          aria-label="Active leaderboards"
          tabIndex={0}
          onKeyDown={onKeyDown}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
        >
          <PlatformSlide
            key={platform.id}
            platform={platform}
            position={current + 1}
            total={total}
          />
          {total > 1 ? (
            <Dots>
              {platforms.map((p, i) => (
                <button
                  key={p.id}
                  type="button"
                  aria-label={`Show ${p.name} leaderboard`}
                  aria-current={i === current}
                  onClick={() => setIndex(i)}
                >
                  <span />
                </button>
              ))}
            </Dots>
          ) : null}
        </Frame>
      )}
    </Section>
  );
}
