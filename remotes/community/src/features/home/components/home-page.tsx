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
  return (
    <Root>
      <Hero />
      <AffiliateCards />
      <ShortcutTiles />
      <LeaderboardCarousel />
      <Livestream />
    </Root>
  );
}

export default HomePage;
