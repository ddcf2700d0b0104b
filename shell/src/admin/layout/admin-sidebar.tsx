import styled from 'styled-components';
import type { AdminNavItem } from '@lobby/shared-api';
import { useCurrentUser, useSessionStore } from '@lobby/shared-api';
import { AlertIcon, Button, Spinner } from '@lobby/shared-ui';
import { DrawerBrand, SideDrawer } from '../../components/drawer/side-drawer';
import { NavList } from '../../components/nav-list/nav-list';
import type { NavListGroup, NavListItem } from '../../components/nav-list/nav-list';
import { SiteBrand } from '../../components/site-mark';
import { hasAdminRole } from '../access/admin-gate';
import { ADMIN_BASE } from '../admin-base';
import { useAdminAreas } from '../areas/admin-areas';
import { PLATFORM_SCREENS } from '../platform-screens';
import { adminIcon } from './admin-icons';

/** The admin sidebar's width in px (the content column moves right by it while fixed). */
export const ADMIN_SIDEBAR_WIDTH = 248;

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

const areaLink = (area: string, item: AdminNavItem): NavListItem => {
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

  const platform: NavListItem[] = PLATFORM_SCREENS.filter((s) =>
    hasAdminRole(user?.role, s.minRole),
  ).map((s) => ({
    to: s.path ? `${ADMIN_BASE}/${s.path}` : `${ADMIN_BASE}/`,
    label: s.label,
    Icon: s.Icon,
    end: !s.path,
  }));

  const groups: NavListGroup[] = [{ key: 'platform', title: 'Platform', items: platform }];
  for (const area of areas) {
    if (area.status === 'ready') {
      const items = area.module.nav
        .filter((n) => hasAdminRole(user?.role, n.minRole))
        .map((n) => areaLink(area.name, n));
      if (items.length) groups.push({ key: `area-${area.name}`, title: area.label, items });
      continue;
    }
    groups.push({
      key: `area-${area.name}`,
      title: area.label,
      content:
        area.status === 'loading' ? (
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
        ),
    });
  }

  return (
    <SideDrawer
      id="admin-sidebar"
      mode={mode}
      open={open}
      onClose={onClose}
      drawerLabel="Admin menu"
      fixedLabel="Admin sidebar"
      width={`${ADMIN_SIDEBAR_WIDTH}px`}
      compact
      brand={
        <DrawerBrand
          $compact
          to={`${ADMIN_BASE}/`}
          aria-label={`${settings.site_name} admin dashboard`}
        >
          <SiteBrand logo={settings.site_logo} name={settings.site_name} size={30} />
          <AdminTag>Admin</AdminTag>
        </DrawerBrand>
      }
    >
      <NavList
        label="Admin"
        density="compact"
        groups={groups}
        footer={
          registryFailed ? (
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
          ) : null
        }
      />
    </SideDrawer>
  );
}
