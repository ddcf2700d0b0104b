import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '@lobby/shared-api';
import { ArrowRightIcon, Avatar, MenuIcon } from '@lobby/shared-ui';
import { useMinWidth } from '../../features/layout/hooks/use-media-query';
import { AdminSidebar } from './admin-sidebar';

/** From this width the admin sidebar is fixed; below it, a drawer. */
export const ADMIN_SIDEBAR_FIXED_MIN_WIDTH = 900;

const Column = styled.div<{ $withSidebar: boolean }>`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  margin-left: ${({ $withSidebar }) => ($withSidebar ? '248px' : '0')};
  min-width: 0;
`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 800;
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${({ theme }) => theme.headerHeight};
  padding: 0 16px;
  background: ${({ theme }) => theme.colors.surface}f2;
  backdrop-filter: blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: 640px) {
    padding: 0 24px;
  }
`;

const MenuButton = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  flex: none;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const BarTitle = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-left: auto;
  min-width: 0;
  /* The avatar keeps its circle however narrow the bar gets. */
  & > :first-child {
    flex-shrink: 0;
  }
  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
    line-height: 1.2;
  }
  strong {
    font-size: 14px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    max-width: 160px;
  }
  span {
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: capitalize;
  }
  @media (max-width: 479px) {
    div {
      display: none;
    }
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  flex: none;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 14px;
  font-weight: 600;
  white-space: nowrap;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1280px;
  padding: 20px 16px 48px;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 20px;
  @media (min-width: 640px) {
    padding: 28px 24px 56px;
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

/** The admin panel's own layout: admin sidebar (a drawer on small screens), top bar, content. */
export function AdminLayout() {
  const user = useCurrentUser();
  const fixed = useMinWidth(ADMIN_SIDEBAR_FIXED_MIN_WIDTH);
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const location = useLocation();
  const returnFocus = useRef(false);

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
        href="#admin-main"
        onClick={(e) => {
          e.preventDefault();
          mainRef.current?.focus();
        }}
      >
        Skip to content
      </SkipLink>
      <AdminSidebar
        mode={fixed ? 'fixed' : 'drawer'}
        open={fixed || menuOpen}
        onClose={closeMenu}
      />
      {!fixed ? <Overlay $open={menuOpen} aria-hidden="true" onClick={closeMenu} /> : null}
      <Column $withSidebar={fixed}>
        <Bar>
          {!fixed ? (
            <MenuButton
              ref={menuButtonRef}
              type="button"
              aria-label="Open admin menu"
              aria-expanded={menuOpen}
              aria-controls="admin-sidebar"
              onClick={() => setMenuOpen(true)}
            >
              <MenuIcon size={20} />
            </MenuButton>
          ) : null}
          <BarTitle>Admin panel</BarTitle>
          {user ? (
            <Who>
              <Avatar src={user.avatar} name={user.name} alt="" size={32} />
              <div>
                <strong>{user.name}</strong>
                <span>{user.role}</span>
              </div>
            </Who>
          ) : null}
          <Back to="/">
            Back to site <ArrowRightIcon size={16} />
          </Back>
        </Bar>
        <Main id="admin-main" ref={mainRef} tabIndex={-1}>
          <Outlet />
        </Main>
      </Column>
      <ScrollRestoration />
    </>
  );
}
