import styled from 'styled-components';
import { Page, useMediaQuery } from '@lobby/shared-ui';
import { TopChatters } from '../../chat-points/components/top-chatters';
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

/** Phones (below the theme's `sm` breakpoint) get the live content first. */
export const PHONE_QUERY = '(max-width: 639.98px)';

/**
 * The home page: hero and payout counter, partners, shortcuts, active leaderboards and the
 * livestream. On a phone, where only one section shows at a time, the live content comes first:
 * the welcome, then the livestream and the running leaderboards, then shortcuts and partners —
 * in the document's order too, so reading and Tab follow what is seen.
 */
export function HomePage() {
  const phone = useMediaQuery(PHONE_QUERY);
  // Keyed, so crossing the breakpoint moves the sections instead of mounting them again.
  const sections = {
    hero: <Hero key="hero" />,
    affiliates: <AffiliateCards key="affiliates" />,
    shortcuts: <ShortcutTiles key="shortcuts" />,
    leaderboards: <LeaderboardCarousel key="leaderboards" />,
    stream: <Livestream key="stream" />,
    chatters: <TopChatters key="chatters" />,
  };
  const order: Array<keyof typeof sections> = phone
    ? ['hero', 'stream', 'leaderboards', 'chatters', 'shortcuts', 'affiliates']
    : ['hero', 'affiliates', 'shortcuts', 'leaderboards', 'stream', 'chatters'];
  return <Root>{order.map((name) => sections[name])}</Root>;
}

export default HomePage;
