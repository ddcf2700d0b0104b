import { useRef } from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '@lobby/shared-api';
import { ArrowRightIcon, Avatar, MenuIcon } from '@lobby/shared-ui';
import { ContentColumn, SkipLink } from '../../components/drawer/layout-parts';
import { useDrawer } from '../../components/drawer/use-drawer';
import { ADMIN_SIDEBAR_WIDTH, AdminSidebar } from './admin-sidebar';
import { DemoLoginBanner } from './demo-login-banner';

/** From this width the admin sidebar is fixed; below it, a drawer. */
export const ADMIN_SIDEBAR_FIXED_MIN_WIDTH = 900;

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
  /* On a phone the title gives way first (the avatar and "Back to site" keep their size). */
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/* On a phone the bar says "Admin" rather than a cut-off "Admin p…". */
const Wide = styled.span`
  @media (max-width: 479px) {
    display: none;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-left: auto;
  /* Never narrower than the avatar: it keeps its circle however narrow the bar gets. */
  min-width: 32px;
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

/** The admin panel's own layout: admin sidebar (a drawer on small screens), top bar, content. */
export function AdminLayout() {
  const user = useCurrentUser();
  const drawer = useDrawer(ADMIN_SIDEBAR_FIXED_MIN_WIDTH);
  const mainRef = useRef<HTMLElement>(null);

  return (
    <>
      <SkipLink targetId="admin-main" target={mainRef} />
      <AdminSidebar mode={drawer.mode} open={drawer.open} onClose={drawer.close} />
      <ContentColumn $offset={drawer.fixed ? `${ADMIN_SIDEBAR_WIDTH}px` : null}>
        <Bar>
          {!drawer.fixed ? (
            <MenuButton
              type="button"
              aria-label="Open admin menu"
              aria-expanded={drawer.drawerOpen}
              aria-controls="admin-sidebar"
              onClick={drawer.show}
            >
              <MenuIcon size={20} />
            </MenuButton>
          ) : null}
          <BarTitle>
            Admin<Wide> panel</Wide>
          </BarTitle>
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
          <DemoLoginBanner />
          <Outlet />
        </Main>
      </ContentColumn>
      <ScrollRestoration />
    </>
  );
}
