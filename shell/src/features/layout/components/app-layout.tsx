import { useRef } from 'react';
import { Outlet } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { ContentColumn, SkipLink } from '../../../components/drawer/layout-parts';
import { useDrawer } from '../../../components/drawer/use-drawer';
import { useSyncTimeZone } from '../../auth/hooks/use-sync-time-zone';
import { Footer } from '../../footer/components/footer';
import { Header } from '../../header/components/header';
import { Sidebar } from '../../sidebar/components/sidebar';
import { useMemberLive } from '../hooks/use-member-live';
import { useScrollMemory } from '../hooks/use-scroll-memory';

/** From this width the sidebar is fixed; below it, a drawer. */
export const SIDEBAR_FIXED_MIN_WIDTH = 1100;

const Main = styled.main`
  flex: 1;
  width: 100%;
  /* At least a screen tall: the footer starts below the fold, so a page whose content arrives
     late does not push a visible footer down (layout shift). */
  min-height: 100vh;
  min-height: 100dvh;
  padding: 20px 16px 0;
  min-width: 0;
  @media (min-width: 640px) {
    padding: 28px 24px 0;
  }
  @media (min-width: 1400px) {
    padding: 32px 40px 0;
  }
  &:focus {
    outline: none;
  }
`;

/** The layout around every page: sidebar, header, content and footer. */
export function AppLayout() {
  const drawer = useDrawer(SIDEBAR_FIXED_MIN_WIDTH);
  const mainRef = useRef<HTMLElement>(null);
  const theme = useTheme();
  useSyncTimeZone();
  useScrollMemory();
  useMemberLive();

  return (
    <>
      <SkipLink targetId="main" target={mainRef} />
      <Sidebar mode={drawer.mode} open={drawer.open} onClose={drawer.close} />
      <ContentColumn $offset={drawer.fixed ? theme.sidebarWidth : null}>
        <Header
          showMenuButton={!drawer.fixed}
          menuOpen={drawer.drawerOpen}
          onOpenMenu={drawer.show}
        />
        <Main id="main" ref={mainRef} tabIndex={-1}>
          <Outlet />
        </Main>
        <Footer />
      </ContentColumn>
    </>
  );
}
