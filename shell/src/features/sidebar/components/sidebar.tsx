import { useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useSessionStore } from '@lobby/shared-api';
import { CloseIcon, SparkIcon } from '@lobby/shared-ui';
import { SiteBrand } from '../../../components/site-mark';
import { useRemoteNav } from '../../remotes/remote-loader-context';
import { normalizeRoutePath } from '../../remotes/route-path';
import { NAV_ITEMS } from '../nav-items';
import { AffiliatePromos } from './affiliate-promos';

const Aside = styled.aside<{ $drawer: boolean; $open: boolean }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 900;
  width: ${({ theme }) => theme.sidebarWidth};
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
  padding: 0 16px 0 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 0;
  font-weight: 800;
  font-size: 18px;
  letter-spacing: -0.02em;
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
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Nav = styled.nav`
  padding: 16px 12px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
`;

const Item = styled(NavLink)`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  font-size: 14px;
  transition:
    background 0.15s ease,
    color 0.15s ease;
  svg {
    flex: none;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.primary}33,
      ${({ theme }) => theme.colors.primary}0d
    );
    svg {
      color: ${({ theme }) => theme.colors.primaryInk};
    }
    &::before {
      content: '';
      position: absolute;
      left: -12px;
      top: 8px;
      bottom: 8px;
      width: 3px;
      border-radius: 0 3px 3px 0;
      background: ${({ theme }) => theme.colors.primary};
    }
  }
`;

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
  const drawer = mode === 'drawer';
  const closeRef = useRef<HTMLButtonElement>(null);
  const remoteNav = useRemoteNav();
  // The built-in links, then the entries of remotes that add pages (a custom remote's `nav`).
  const linked = new Set(NAV_ITEMS.map((i) => normalizeRoutePath(i.to)));
  const items = [...NAV_ITEMS];
  for (const n of remoteNav) {
    const to = normalizeRoutePath(n.path);
    if (linked.has(to)) continue;
    linked.add(to);
    items.push({ label: n.label, to, Icon: SparkIcon });
  }

  useEffect(() => {
    if (!drawer || !open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawer, open, onClose]);

  const hidden = drawer && !open;
  return (
    <Aside
      id="lobby-sidebar"
      $drawer={drawer}
      $open={open}
      aria-label={drawer ? 'Menu' : 'Sidebar'}
      role={drawer && open ? 'dialog' : undefined}
      aria-modal={drawer && open ? true : undefined}
      aria-hidden={hidden || undefined}
      inert={hidden}
    >
      <Top>
        <Brand to="/" aria-label={`${settings.site_name} home`}>
          <SiteBrand logo={settings.site_logo} name={settings.site_name} size={36} />
        </Brand>
        {drawer ? (
          <CloseButton ref={closeRef} type="button" aria-label="Close menu" onClick={onClose}>
            <CloseIcon size={18} />
          </CloseButton>
        ) : null}
      </Top>
      <Nav aria-label="Main">
        <ul>
          {items.map(({ label, to, Icon }) => (
            <li key={to}>
              <Item to={to} end={to === '/'}>
                <Icon size={19} />
                <span>{label}</span>
              </Item>
            </li>
          ))}
        </ul>
      </Nav>
      <Promos>
        <AffiliatePromos />
      </Promos>
    </Aside>
  );
}
