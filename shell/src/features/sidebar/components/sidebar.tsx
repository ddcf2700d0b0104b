import styled from 'styled-components';
import { useSessionStore } from '@lobby/shared-api';
import { SparkIcon } from '@lobby/shared-ui';
import { DrawerBrand, SideDrawer } from '../../../components/drawer/side-drawer';
import { NavList } from '../../../components/nav-list/nav-list';
import type { NavListItem } from '../../../components/nav-list/nav-list';
import { SiteBrand } from '../../../components/site-mark';
import { useRemoteNav } from '../../remotes/remote-loader-context';
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
  // The built-in links, then the entries of remotes that add pages (a custom remote's `nav`).
  const linked = new Set(NAV_ITEMS.map((i) => normalizeRoutePath(i.to)));
  const items: NavListItem[] = NAV_ITEMS.map((i) => ({ ...i, end: i.to === '/' }));
  for (const n of remoteNav) {
    const to = normalizeRoutePath(n.path);
    if (linked.has(to)) continue;
    linked.add(to);
    items.push({ label: n.label, to, Icon: SparkIcon });
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
