import type { ReactNode } from 'react';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { CloseIcon, useFocusTrap } from '@lobby/shared-ui';

const Aside = styled.aside<{ $drawer: boolean; $open: boolean; $width?: string }>`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: 900;
  width: ${({ $width, theme }) => $width ?? theme.sidebarWidth};
  max-width: 86vw;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  overflow-y: auto;
  overscroll-behavior: contain;
  scrollbar-width: thin;
  &:focus {
    outline: none;
  }
  ${({ $drawer, $open }) =>
    $drawer &&
    css`
      transform: translateX(${$open ? '0' : '-105%'});
      transition:
        transform 0.25s ease,
        visibility 0.25s;
      visibility: ${$open ? 'visible' : 'hidden'};
      box-shadow: ${$open ? '0 0 60px rgba(0, 0, 0, 0.6)' : 'none'};
      @media (prefers-reduced-motion: reduce) {
        transition: none;
      }
    `}
`;

const Top = styled.div<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  min-height: ${({ theme }) => theme.headerHeight};
  padding: ${({ $compact }) => ($compact ? '0 12px 0 16px' : '0 16px 0 20px')};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The brand link at the top of a side drawer. */
export const DrawerBrand = styled(Link)<{ $compact?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ $compact }) => ($compact ? '8px' : '10px')};
  min-width: 0;
  font-weight: 800;
  font-size: ${({ $compact }) => ($compact ? '16px' : '18px')};
  letter-spacing: ${({ $compact }) => ($compact ? 'normal' : '-0.02em')};
`;

const CloseButton = styled.button`
  display: grid;
  place-items: center;
  flex: none;
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

const Overlay = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: 890;
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(2px);
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity 0.25s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface SideDrawerProps {
  /** The panel's element id (the toggle's `aria-controls`). */
  id: string;
  /** 'fixed' beside the content on large screens; 'drawer' slides in over the page. */
  mode: 'fixed' | 'drawer';
  open: boolean;
  onClose: () => void;
  /** Accessible name while it is a drawer (a modal dialog), e.g. "Menu". */
  drawerLabel: string;
  /** Accessible name while it is fixed (a complementary region), e.g. "Sidebar". */
  fixedLabel: string;
  /** CSS width of the panel (at most 86% of the viewport); the theme's sidebar width by default. */
  width?: string;
  /** The brand link shown at the top, next to the close button. */
  brand: ReactNode;
  /** Tighter spacing at the top (the admin frame). */
  compact?: boolean;
  children: ReactNode;
}

/**
 * A layout's side panel. Fixed, it is a plain landmark beside the content. As a drawer it is a
 * modal dialog over a dimming overlay: opening moves focus to its close button, Tab stays inside
 * it, Escape and the overlay close it; closed, it is hidden from everyone (inert).
 */
export function SideDrawer({
  id,
  mode,
  open,
  onClose,
  drawerLabel,
  fixedLabel,
  width,
  brand,
  compact = false,
  children,
}: SideDrawerProps) {
  const drawer = mode === 'drawer';
  const panelRef = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const modal = drawer && open;

  // Focus moves to the close button, Tab stays inside, Escape closes; when it closes, focus goes
  // back to what opened it (the menu button), or the page's main region if that has gone.
  useFocusTrap(panelRef, modal, { onEscape: onClose, initial: closeRef });

  const hidden = drawer && !open;
  return (
    <>
      <Aside
        ref={panelRef}
        id={id}
        $drawer={drawer}
        $open={open}
        $width={width}
        aria-label={drawer ? drawerLabel : fixedLabel}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal ? true : undefined}
        aria-hidden={hidden || undefined}
        inert={hidden}
      >
        <Top $compact={compact}>
          {brand}
          {drawer ? (
            <CloseButton ref={closeRef} type="button" aria-label="Close menu" onClick={onClose}>
              <CloseIcon size={18} />
            </CloseButton>
          ) : null}
        </Top>
        {children}
      </Aside>
      {drawer ? (
        <Overlay $open={open} data-testid="drawer-overlay" aria-hidden="true" onClick={onClose} />
      ) : null}
    </>
  );
}
