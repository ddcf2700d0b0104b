import type { KeyboardEvent, ReactNode } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useOutsideClick } from '@lobby/shared-ui';

const Wrap = styled.div`
  position: relative;
  display: flex;
`;

export const HeaderIconButton = styled.button<{ $active?: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  height: 40px;
  min-width: 40px;
  padding: 0 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid
    ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceHover : theme.colors.surfaceRaised)};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  cursor: pointer;
  transition:
    background 0.15s ease,
    color 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Panel = styled.div<{ $width: number }>`
  position: absolute;
  top: calc(100% + 10px);
  right: 0;
  z-index: 950;
  width: ${({ $width }) => $width}px;
  max-width: calc(100vw - 24px);
  max-height: min(70vh, 560px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow};
  @media (max-width: 639px) {
    position: fixed;
    top: calc(${({ theme }) => theme.headerHeight} + 6px);
    left: 12px;
    right: 12px;
    width: auto;
    max-width: none;
  }
`;

export interface HeaderDropdownProps {
  /** The button's accessible name ('Friends', 'Notifications', the member's name…). */
  label: string;
  /** The panel's accessible name; `label` when omitted. */
  panelLabel?: string;
  /** What the button shows (icon, avatar, badge). */
  button: ReactNode;
  /** The panel's content; `close` closes the dropdown (after following a link, say). */
  children: (close: () => void) => ReactNode;
  width?: number;
  /** Called each time the dropdown opens. */
  onOpen?: () => void;
  buttonClassName?: string;
}

/** A header button with a panel below it; closes on an outside click, Escape, or `close()`. */
export function HeaderDropdown({
  label,
  panelLabel,
  button,
  children,
  width = 340,
  onOpen,
  buttonClassName,
}: HeaderDropdownProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);
  useOutsideClick(ref, close, open);

  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  useEffect(() => {
    if (open) onOpenRef.current?.();
  }, [open]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <Wrap ref={ref} onKeyDown={onKeyDown}>
      <HeaderIconButton
        ref={buttonRef}
        type="button"
        className={buttonClassName}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        $active={open}
        onClick={() => setOpen((o) => !o)}
      >
        {button}
      </HeaderIconButton>
      {open ? (
        <Panel id={panelId} role="dialog" aria-label={panelLabel ?? label} $width={width}>
          {children(close)}
        </Panel>
      ) : null}
    </Wrap>
  );
}

/** Shared pieces of the dropdown panels. */
export const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding: 14px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 15px;
    font-weight: 700;
  }
  a,
  button.link {
    font-size: 13px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryInk};
    background: none;
    border: 0;
    padding: 0;
    cursor: pointer;
  }
  a:hover,
  button.link:hover {
    text-decoration: underline;
  }
`;

export const PanelEmpty = styled.p`
  padding: 28px 16px;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

export const PanelFoot = styled.div`
  padding: 10px 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  a {
    font-size: 13px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primaryInk};
  }
  a:hover {
    text-decoration: underline;
  }
`;

export const CountBadge = styled.span`
  position: absolute;
  top: -6px;
  right: -6px;
  min-width: 19px;
  height: 19px;
  padding: 0 5px;
  border-radius: 999px;
  display: grid;
  place-items: center;
  font-size: 11px;
  font-weight: 800;
  line-height: 1;
  color: #fff;
  background: ${({ theme }) => theme.colors.danger};
  border: 2px solid ${({ theme }) => theme.colors.bg};
`;
