import { matchPath } from 'react-router-dom';
import styled from 'styled-components';
import { useSessionStore } from '@lobby/shared-api';
import { SparkIcon } from '@lobby/shared-ui';
import { DrawerBrand, SideDrawer } from '../../../components/drawer/side-drawer';
import { iconByName } from '../../../components/icon-by-name';
import { NavList } from '../../../components/nav-list/nav-list';
import type { NavListItem } from '../../../components/nav-list/nav-list';
import { SiteBrand } from '../../../components/site-mark';
import { useRemoteNav, useRemotePaths } from '../../remotes/remote-loader-context';
import { normalizeRoutePath } from '../../remotes/route-path';
import { NAV_ITEMS } from '../nav-items';
import { AffiliatePromos } from './affiliate-promos';

const Promos = styled.div`
  padding-bottom: 24px;
`;

export interface SidebarProps {
  /** 'fixed' on large screens; 'drawer' slides in over the page on small screens. */
  mode: 'fixed' | 'drawer';
  open: boolean;
  onClose: () => void;
}

/** The left sidebar: brand, the main navigation and the affiliate promo cards. */
export function Sidebar({ mode, open, onClose }: SidebarProps) {
  const settings = useSessionStore((s) => s.settings);
  const remoteNav = useRemoteNav();
  const owned = useRemotePaths();
  // The built-in links whose page a remote owns (a replaced or removed area's are dropped, never
  // a link to the not-found page), then the entries of remotes that add pages (their `nav`).
  const builtIn = owned
    ? NAV_ITEMS.filter((i) => owned.some((p) => matchPath({ path: p, end: true }, i.to)))
    : NAV_ITEMS;
  const linked = new Set(builtIn.map((i) => normalizeRoutePath(i.to)));
  const items: NavListItem[] = builtIn.map((i) => ({ ...i, end: i.to === '/' }));
  for (const n of remoteNav) {
    const to = normalizeRoutePath(n.path);
    if (linked.has(to)) continue;
    linked.add(to);
    items.push({ label: n.label, to, Icon: iconByName(n.icon, SparkIcon) });
  }

  return (
    <SideDrawer
      id="lobby-sidebar"
      mode={mode}
      open={open}
      onClose={onClose}
      drawerLabel="Menu"
      fixedLabel="Sidebar"
      brand={
        <DrawerBrand to="/" aria-label={`${settings.site_name} home`}>
          <SiteBrand logo={settings.site_logo} name={settings.site_name} size={36} />
        </DrawerBrand>
      }
    >
      <NavList label="Main" items={items} />
      <Promos>
        <AffiliatePromos />
      </Promos>
    </SideDrawer>
  );
}
