import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser, useSessionStore } from '@lobby/shared-api';
import { Button, formatNumber, CoinIcon, MenuIcon, VisuallyHidden } from '@lobby/shared-ui';
import { SiteBrand } from '../../../components/site-mark';
import { useMinWidth } from '../../layout/hooks/use-media-query';
import { useLeaderboardBanner } from '../hooks/use-leaderboard-banner';
import { FriendsDropdown } from './friends-dropdown';
import { HeaderIconButton } from './header-dropdown';
import { LeaderboardBanner } from './leaderboard-banner';
import { NotificationsDropdown } from './notifications-dropdown';
import { RewardsDropdown } from './rewards-dropdown';
import { UserMenu } from './user-menu';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 800;
  background: ${({ theme }) => theme.colors.bg}e6;
  backdrop-filter: saturate(1.4) blur(12px);
  -webkit-backdrop-filter: saturate(1.4) blur(12px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  height: ${({ theme }) => theme.headerHeight};
  padding: 0 16px;
  @media (min-width: 640px) {
    padding: 0 24px;
    gap: 12px;
  }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  font-weight: 800;
  font-size: 17px;
`;

const InlineBanner = styled.div`
  display: flex;
  min-width: 0;
`;

const StripBanner = styled.div`
  display: flex;
  padding: 12px 16px 0;
  a {
    width: 100%;
  }
  a > span:nth-child(2) {
    flex: 1;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  @media (min-width: 640px) {
    gap: 8px;
  }
`;

const Points = styled.span`
  display: none;
  align-items: center;
  gap: 6px;
  height: 40px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.gold}1a;
  border: 1px solid ${({ theme }) => theme.colors.gold}44;
  color: ${({ theme }) => theme.colors.gold};
  font-weight: 700;
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  @media (min-width: 1100px) {
    display: inline-flex;
  }
`;

export interface HeaderProps {
  /** Shown on small screens, where the sidebar is a drawer. */
  showMenuButton: boolean;
  menuOpen: boolean;
  onOpenMenu: () => void;
}

/** The top bar: menu button, leaderboard banner, member dropdowns or the Login link. */
export function Header({ showMenuButton, menuOpen, onOpenMenu }: HeaderProps) {
  const user = useCurrentUser();
  const settings = useSessionStore((s) => s.settings);
  const { pathname, search } = useLocation();
  const { banner, now } = useLeaderboardBanner();
  const wide = useMinWidth(900);
  // On a phone a member's four header buttons leave room for the logo only.
  const phone = !useMinWidth(640);
  const compact = !!user && phone;
  const next =
    pathname !== '/' && pathname !== '/login'
      ? `?next=${encodeURIComponent(pathname + search)}`
      : '';

  return (
    <>
      <Bar>
        <Row>
          {showMenuButton ? (
            <>
              <HeaderIconButton
                type="button"
                aria-label="Open menu"
                aria-expanded={menuOpen}
                aria-controls="lobby-sidebar"
                onClick={onOpenMenu}
              >
                <MenuIcon size={20} />
              </HeaderIconButton>
              <Brand to="/" aria-label={`${settings.site_name} home`}>
                <SiteBrand
                  logo={settings.site_logo}
                  name={settings.site_name}
                  size={compact ? 28 : 32}
                  hideName={compact}
                />
              </Brand>
            </>
          ) : null}
          {banner && wide ? (
            <InlineBanner>
              <LeaderboardBanner banner={banner} now={now} />
            </InlineBanner>
          ) : null}
          <Spacer />
          <Actions>
            {user ? (
              <>
                <Points title="Your points">
                  <CoinIcon size={16} />
                  {formatNumber(user.points)}
                  <VisuallyHidden> points</VisuallyHidden>
                </Points>
                <FriendsDropdown />
                <RewardsDropdown />
                <NotificationsDropdown />
                <UserMenu />
              </>
            ) : (
              <Button as={Link} to={`/login${next}`} $size="md">
                Login
              </Button>
            )}
          </Actions>
        </Row>
      </Bar>
      {/* On narrow screens the banner gets its own strip, which scrolls away with the page. */}
      {banner && !wide ? (
        <StripBanner>
          <LeaderboardBanner banner={banner} now={now} />
        </StripBanner>
      ) : null}
    </>
  );
}
