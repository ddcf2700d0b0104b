import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { focusableIn } from '../admin/use-focus-trap';
import { rememberFocusReturn, returnFocus } from '../hooks/focus-return';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  background: ${({ theme }) => theme.colors.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: 16px;
`;

const Dialog = styled.div<{ $width: number }>`
  width: 100%;
  max-width: ${({ $width }) => $width}px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 16px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    font-size: 18px;
  }
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 22px;
  line-height: 1;
  cursor: pointer;
`;

const Body = styled.div`
  padding: 20px;
`;

/**
 * A dialog rendered in a portal; closes on Escape and backdrop click, focuses itself when opened,
 * keeps Tab inside it, and gives focus back to what had it when it closes — or, when that is gone
 * (a dialog that opened this one and closed), to what that dialog came from (`returnFocus`).
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  width = 520,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: number;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  const restoreRef = useRef<HTMLElement | null>(null);
  // What had focus before the dialog opened (read while rendering: a field inside the dialog with
  // autoFocus takes focus before any effect runs).
  if (open && !restoreRef.current && typeof document !== 'undefined')
    restoreRef.current = document.activeElement as HTMLElement | null;
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    const previous = restoreRef.current;
    const dialogEl = ref.current;
    if (dialogEl) rememberFocusReturn(dialogEl, previous);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        closeRef.current();
        return;
      }
      const dialog = ref.current;
      if (e.key !== 'Tab' || !dialog) return;
      const items = focusableIn(dialog);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        e.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (e.shiftKey && (active === first || active === dialog)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !dialog.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    if (!ref.current?.contains(document.activeElement)) ref.current?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      restoreRef.current = null;
      returnFocus(dialogEl, previous);
    };
  }, [open]);
  if (!open) return null;
  return createPortal(
    <Backdrop onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Dialog
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
      >
        <Head>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label="Close" onClick={onClose}>
            ×
          </Close>
        </Head>
        <Body>{children}</Body>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
