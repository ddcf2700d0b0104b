import { useCallback, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useSyncTimeZone } from '../../auth/hooks/use-sync-time-zone';
import { Footer } from '../../footer/components/footer';
import { Header } from '../../header/components/header';
import { Sidebar } from '../../sidebar/components/sidebar';
import { useMinWidth } from '../hooks/use-media-query';
import { useScrollMemory } from '../hooks/use-scroll-memory';

/** From this width the sidebar is fixed; below it, a drawer. */
export const SIDEBAR_FIXED_MIN_WIDTH = 1100;

const Column = styled.div<{ $withSidebar: boolean }>`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  margin-left: ${({ $withSidebar, theme }) => ($withSidebar ? theme.sidebarWidth : '0')};
  min-width: 0;
`;

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

const Overlay = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 890;
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(2px);
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity 0.25s ease;
`;

const SkipLink = styled.a`
  position: absolute;
  left: 12px;
  top: -48px;
  z-index: 3000;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  &:focus {
    top: 12px;
  }
`;

/** The layout around every page: sidebar, header, content and footer. */
export function AppLayout() {
  const fixed = useMinWidth(SIDEBAR_FIXED_MIN_WIDTH);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  useSyncTimeZone();
  useScrollMemory();

  const returnFocus = useRef(false);

  // Closed by the user (close button, overlay, Escape): focus goes back to the menu button.
  const closeMenu = useCallback(() => {
    returnFocus.current = true;
    setMenuOpen(false);
  }, []);

  useEffect(() => {
    if (!menuOpen && returnFocus.current) {
      returnFocus.current = false;
      menuButtonRef.current?.focus();
    }
  }, [menuOpen]);

  // Navigating closes the drawer; growing into the fixed layout does too.
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname, location.search, fixed]);

  useEffect(() => {
    if (!menuOpen || fixed) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [menuOpen, fixed]);

  return (
    <>
      <SkipLink
        href="#main"
        onClick={(e) => {
          e.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to content
      </SkipLink>
      <Sidebar mode={fixed ? 'fixed' : 'drawer'} open={fixed || menuOpen} onClose={closeMenu} />
      {!fixed ? (
        <Overlay
          $open={menuOpen}
          data-testid="drawer-overlay"
          aria-hidden="true"
          onClick={closeMenu}
        />
      ) : null}
      <Column $withSidebar={fixed}>
        <Header
          showMenuButton={!fixed}
          menuOpen={menuOpen}
          onOpenMenu={() => setMenuOpen(true)}
          menuButtonRef={menuButtonRef}
        />
        <Main id="main" ref={mainRef} tabIndex={-1}>
          <Outlet />
        </Main>
        <Footer />
      </Column>
    </>
  );
}
