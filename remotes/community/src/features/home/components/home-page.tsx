import { useRef } from 'react';
import styled from 'styled-components';
import { Page } from '@lobby/shared-ui';
import { AffiliateCards } from './affiliate-cards';
import { Hero } from './hero';
import { LeaderboardCarousel } from './leaderboard-carousel';
import { Livestream } from './livestream';
import { ShortcutTiles } from './shortcut-tiles';

/** Sections size themselves to the page's own width (the shell's sidebar takes a share of the window). */
const Root = styled(Page)`
  container: home / inline-size;
  gap: clamp(28px, 4vw, 40px);
`;

/** The home page: hero and payout counter, partners, shortcuts, active leaderboards and the livestream. */
export function HomePage() {
  const affiliatesRef = useRef<HTMLElement>(null);

  const startPlaying = () => {
    const section = affiliatesRef.current;
    if (!section) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    // Move focus with the view so keyboard and screen-reader users land on the partners too.
    section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
  };

  return (
    <Root>
      <Hero onStartPlaying={startPlaying} />
      <AffiliateCards ref={affiliatesRef} />
      <ShortcutTiles />
      <LeaderboardCarousel />
      <Livestream />
    </Root>
  );
}

export default HomePage;
