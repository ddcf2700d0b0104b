import type { RefObject } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useMinWidth } from '../../features/layout/hooks/use-media-query';

export interface DrawerState {
  /** True from `fixedMinWidth` up: the side panel is always shown beside the content. */
  fixed: boolean;
  mode: 'fixed' | 'drawer';
  /** The side panel is showing (always when fixed). */
  open: boolean;
  /** Whether the drawer has been opened (false while fixed). */
  drawerOpen: boolean;
  show: () => void;
  /** Closed by the user (close button, overlay, Escape): focus goes back to the toggle. */
  close: () => void;
  /** The button that opens the drawer; it gets focus back when the user closes it. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The state of a layout's side panel: fixed beside the content from `fixedMinWidth` px, a drawer
 * below it. The drawer closes when the address changes and when the window grows into the fixed
 * layout, and locks the page's scrolling while open.
 */
export function useDrawer(fixedMinWidth: number): DrawerState {
  const fixed = useMinWidth(fixedMinWidth);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const returnFocus = useRef(false);

  const show = useCallback(() => setDrawerOpen(true), []);
  const close = useCallback(() => {
    returnFocus.current = true;
    setDrawerOpen(false);
  }, []);

  useEffect(() => {
    if (!drawerOpen && returnFocus.current) {
      returnFocus.current = false;
      toggleRef.current?.focus();
    }
  }, [drawerOpen]);

  // Following a link closes the drawer; growing into the fixed layout does too.
  useEffect(() => {
    setDrawerOpen(false);
  }, [location.pathname, location.search, fixed]);

  useEffect(() => {
    if (!drawerOpen || fixed) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [drawerOpen, fixed]);

  return {
    fixed,
    mode: fixed ? 'fixed' : 'drawer',
    open: fixed || drawerOpen,
    drawerOpen: !fixed && drawerOpen,
    show,
    close,
    toggleRef,
  };
}
