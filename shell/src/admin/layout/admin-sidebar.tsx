import type { ComponentType } from 'react';
import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { AdminNavItem } from '@lobby/shared-api';
import { useCurrentUser, useSessionStore } from '@lobby/shared-api';
import { AlertIcon, Button, CloseIcon, Spinner } from '@lobby/shared-ui';
import { SiteBrand } from '../../components/site-mark';
import { hasAdminRole } from '../access/admin-gate';
import { useAdminAreas } from '../areas/admin-areas';
import { PLATFORM_SCREENS } from '../platform-screens';
import { adminIcon } from './admin-icons';

export const ADMIN_BASE = '/admin-new';

const Aside = styled.aside<{ $drawer: boolean; $open: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 900;
  width: 248px;
  max-width: 86vw;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
  ${({ $drawer, $open }) =>
    $drawer &&
    css`
      transform: translateX(${$open ? '0' : '-105%'});
      transition:
        transform 0.25s ease,
        visibility 0.25s;
      visibility: ${$open ? 'visible' : 'hidden'};
      box-shadow: ${$open ? '0 0 60px rgba(0, 0, 0, 0.6)' : 'none'};
    `}
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: ${({ theme }) => theme.headerHeight};
  padding: 0 12px 0 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  font-weight: 800;
  font-size: 16px;
`;

const AdminTag = styled.span`
  flex: none;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primaryInk};
  background: ${({ theme }) => theme.colors.primary}22;
`;

const CloseButton = styled.button`
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
`;

const Nav = styled.nav`
  padding: 12px 10px 24px;
  display: flex;
  flex-direction: column;
  gap: 16px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
`;

const GroupTitle = styled.h2`
  padding: 0 12px 6px;
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textFaint};
`;

const Item = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  font-size: 14px;
  svg {
    flex: none;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.primary}2b;
    svg {
      color: ${({ theme }) => theme.colors.primaryInk};
    }
  }
`;

const Note = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
  padding: 6px 12px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`;

interface LinkItem {
  to: string;
  label: string;
  Icon: ComponentType<{ size?: number }>;
  end: boolean;
}

function Group({ title, items }: { title: string; items: LinkItem[] }) {
  const id = `admin-nav-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <GroupTitle id={id}>{title}</GroupTitle>
      <ul>
        {items.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <Item to={to} end={end}>
              <Icon size={18} />
              <span>{label}</span>
            </Item>
          </li>
        ))}
      </ul>
    </section>
  );
}

const areaLink = (area: string, item: AdminNavItem): LinkItem => {
  const rel = item.path.trim().replace(/^\/+|\/+$/g, '');
  return {
    to: `${ADMIN_BASE}/${area}${rel ? `/${rel}` : ''}`,
    label: item.label,
    Icon: adminIcon(item.icon),
    end: !rel,
  };
};

export interface AdminSidebarProps {
  mode: 'fixed' | 'drawer';
  open: boolean;
  onClose: () => void;
}

/** The admin sidebar: the platform's screens, then each area's, filtered by the member's role. */
export function AdminSidebar({ mode, open, onClose }: AdminSidebarProps) {
  const user = useCurrentUser();
  const settings = useSessionStore((s) => s.settings);
  const { areas, retry, registryFailed, retryRegistry } = useAdminAreas();
  const drawer = mode === 'drawer';
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!drawer || !open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawer, open, onClose]);

  const platform: LinkItem[] = PLATFORM_SCREENS.filter((s) =>
    hasAdminRole(user?.role, s.minRole),
  ).map((s) => ({
    to: s.path ? `${ADMIN_BASE}/${s.path}` : `${ADMIN_BASE}/`,
    label: s.label,
    Icon: s.Icon,
    end: !s.path,
  }));

  const hidden = drawer && !open;
  return (
    <Aside
      id="admin-sidebar"
      $drawer={drawer}
      $open={open}
      aria-label={drawer ? 'Admin menu' : 'Admin sidebar'}
      role={drawer && open ? 'dialog' : undefined}
      aria-modal={drawer && open ? true : undefined}
      aria-hidden={hidden || undefined}
      inert={hidden}
    >
      <Top>
        <Brand to={`${ADMIN_BASE}/`} aria-label={`${settings.site_name} admin dashboard`}>
          <SiteBrand logo={settings.site_logo} name={settings.site_name} size={30} />
          <AdminTag>Admin</AdminTag>
        </Brand>
        {drawer ? (
          <CloseButton ref={closeRef} type="button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon size={18} />
          </CloseButton>
        ) : null}
      </Top>
      <Nav aria-label="Admin">
        <Group title="Platform" items={platform} />
        {areas.map((area) => {
          if (area.status === 'ready') {
            const items = area.module.nav
              .filter((n) => hasAdminRole(user?.role, n.minRole))
              .map((n) => areaLink(area.name, n));
            return items.length ? <Group key={area.name} title={area.label} items={items} /> : null;
          }
          const id = `admin-nav-${area.name}`;
          return (
            <section key={area.name} aria-labelledby={id}>
              <GroupTitle id={id}>{area.label}</GroupTitle>
              {area.status === 'loading' ? (
                <Note role="status">
                  <span>
                    <Spinner $size={14} aria-hidden="true" /> Loading...
                  </span>
                </Note>
              ) : (
                <Note>
                  <span>
                    <AlertIcon size={16} /> Couldn't load these screens.
                  </span>
                  <Button
                    type="button"
                    $variant="secondary"
                    $size="sm"
                    onClick={() => void retry(area.name)}
                    aria-label={`Retry loading the ${area.label} admin screens`}
                  >
                    Retry
                  </Button>
                </Note>
              )}
            </section>
          );
        })}
        {registryFailed ? (
          <Note>
            <span>
              <AlertIcon size={16} /> The areas' screens could not be listed.
            </span>
            {retryRegistry ? (
              <Button
                type="button"
                $variant="secondary"
                $size="sm"
                onClick={() => void retryRegistry()}
              >
                Retry
              </Button>
            ) : null}
          </Note>
        ) : null}
      </Nav>
    </Aside>
  );
}
