import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { formatMoney, formatMoneyCompact } from '../format/format';
import { useMediaQuery } from '../hooks/use-media-query';
import { VisuallyHidden } from './visually-hidden';

/** Phones up to this width get the short form where a figure is marked `compact="narrow"`. */
export const NARROW_VIEWPORT = '(max-width: 480px)';

const Figure = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

const Toggle = styled.button`
  display: inline;
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  cursor: help;
  text-decoration: underline dotted;
  text-underline-offset: 3px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

// In a portal, fixed: table cells and cards cut what overflows them.
const Tip = styled.span`
  position: fixed;
  z-index: 1100;
  transform: translate(-50%, calc(-100% - 6px));
  padding: 4px 8px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font-size: 13px;
  font-weight: 700;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
  box-shadow: ${({ theme }) => theme.shadow};
  pointer-events: none;
`;

function focusVisible(el: HTMLElement): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false; // engines without :focus-visible
  }
}

/**
 * A money figure that never wraps inside the number. Where space is short (`compact`: `always`, or
 * `narrow` on phone-width viewports) it shows the short form (`$2.77M`) as a toggle whose
 * accessible name holds both forms and that shows the full figure on tap or keyboard focus.
 */
export function MoneyFigure({
  value,
  symbol = '$',
  compact = 'narrow',
  cents = false,
  className,
}: {
  value: number;
  symbol?: string;
  compact?: 'never' | 'narrow' | 'always';
  cents?: boolean;
  className?: string;
}) {
  const narrow = useMediaQuery(NARROW_VIEWPORT);
  const toggle = useRef<HTMLButtonElement>(null);
  const [at, setAt] = useState<{ left: number; top: number; byTap: boolean } | null>(null);
  const open = at !== null;
  const close = () => setAt(null);
  const show = (el: HTMLElement, byTap: boolean) => {
    const r = el.getBoundingClientRect();
    setAt({ left: r.left + r.width / 2, top: r.top, byTap });
  };
  useEffect(() => {
    if (!open) return;
    // The tip follows its figure when the page moves under it (a scroll that brought the figure
    // into view can arrive just after the tap), and goes when the figure leaves the screen.
    const follow = () => {
      const el = toggle.current;
      if (!el) return close();
      const r = el.getBoundingClientRect();
      if (r.bottom < 0 || r.top > window.innerHeight) return close();
      setAt((prev) => (prev ? { ...prev, left: r.left + r.width / 2, top: r.top } : prev));
    };
    window.addEventListener('scroll', follow, true);
    window.addEventListener('resize', follow);
    return () => {
      window.removeEventListener('scroll', follow, true);
      window.removeEventListener('resize', follow);
    };
  }, [open]);
  const full = formatMoney(value, symbol, { cents });
  const short = formatMoneyCompact(value, symbol);
  const useShort = (compact === 'always' || (compact === 'narrow' && narrow)) && short !== full;
  if (!useShort) return <Figure className={className}>{full}</Figure>;
  return (
    <Toggle
      ref={toggle}
      type="button"
      className={className}
      aria-expanded={open}
      onClick={(e) => (at?.byTap ? close() : show(e.currentTarget, true))}
      onFocus={(e) => {
        if (focusVisible(e.currentTarget)) show(e.currentTarget, false);
      }}
      onBlur={close}
      onKeyDown={(e) => {
        if (e.key === 'Escape') close();
      }}
    >
      {short}
      <VisuallyHidden> ({full})</VisuallyHidden>
      {at && typeof document !== 'undefined'
        ? createPortal(
            <Tip aria-hidden="true" style={{ left: at.left, top: at.top }}>
              {full}
            </Tip>,
            document.body,
          )
        : null}
    </Toggle>
  );
}
