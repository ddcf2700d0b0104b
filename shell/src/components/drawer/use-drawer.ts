import { useCallback, useEffect, useState } from 'react';
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
  close: () => void;
}

/**
 * The state of a layout's side panel: fixed beside the content from `fixedMinWidth` px, a drawer
 * below it. The drawer closes when the address changes and when the window grows into the fixed
 * layout, and locks the page's scrolling while open.
 */
export function useDrawer(fixedMinWidth: number): DrawerState {
  const fixed = useMinWidth(fixedMinWidth);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const location = useLocation();

  const show = useCallback(() => setDrawerOpen(true), []);
  const close = useCallback(() => setDrawerOpen(false), []);

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
  };
}
