import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert } from '../components/form';
import { ConfirmDialog } from './confirm-dialog';

export interface RowAction<A> {
  /** The action waiting for confirmation (its dialog is open), or null. */
  target: A | null;
  busy: boolean;
  /** The last failure, shown in the dialog. */
  error: string | null;
  /** What the last success said, for a status line above the list. */
  notice: string | null;
  open: (target: A) => void;
  cancel: () => void;
  confirm: () => void;
  clearNotice: () => void;
}

export interface RowActionOptions<A, R> {
  /** Does it (the server call). */
  run: (target: A) => Promise<R>;
  /** After success: the notice to show (or null), e.g. to refresh the list too. */
  onSuccess?: (result: R, target: A) => string | null | void;
  /** After a failure, e.g. to reload the list someone else changed. */
  onError?: (error: unknown, target: A) => void;
  /** A failure as text for the dialog. */
  errorText: (error: unknown) => string;
}

/**
 * A queue row's action (process, refund, approve, reject, pay, draw…) asked first in a dialog:
 * busy while it runs, the failure stays in the dialog, a success closes it and leaves a notice.
 */
export function useRowAction<A, R>({
  run,
  onSuccess,
  onError,
  errorText,
}: RowActionOptions<A, R>): RowAction<A> {
  const [target, setTarget] = useState<A | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  // The latest callbacks, so `confirm` keeps one identity.
  const latest = useRef({ run, onSuccess, onError, errorText });
  latest.current = { run, onSuccess, onError, errorText };

  const open = useCallback((next: A) => {
    setError(null);
    setNotice(null);
    setTarget(next);
  }, []);
  const cancel = useCallback(() => setTarget(null), []);
  const clearNotice = useCallback(() => setNotice(null), []);
  const confirm = useCallback(() => {
    if (target == null || busy) return;
    const current = target;
    setBusy(true);
    setError(null);
    latest.current.run(current).then(
      (result) => {
        const text = latest.current.onSuccess?.(result, current);
        if (!live.current) return;
        setBusy(false);
        setTarget(null);
        setNotice(typeof text === 'string' ? text : null);
      },
      (err: unknown) => {
        latest.current.onError?.(err, current);
        if (!live.current) return;
        setBusy(false);
        setError(latest.current.errorText(err));
      },
    );
  }, [target, busy]);
  return { target, busy, error, notice, open, cancel, confirm, clearNotice };
}

/** The confirmation of a `useRowAction`; `children` describes what will happen to the target. */
export function RowActionDialog<A>({
  action,
  title,
  confirmLabel,
  tone,
  children,
}: {
  action: RowAction<A>;
  title: string;
  confirmLabel?: string;
  tone?: 'primary' | 'danger';
  children?: (target: A) => ReactNode;
}) {
  return (
    <ConfirmDialog
      open={action.target != null}
      title={title}
      confirmLabel={confirmLabel}
      tone={tone}
      busy={action.busy}
      error={action.error}
      onConfirm={action.confirm}
      onCancel={action.cancel}
    >
      {action.target != null && children ? children(action.target) : null}
    </ConfirmDialog>
  );
}

/** The status line a finished row action leaves above its list. */
export function ActionNotice({ children }: { children: ReactNode }) {
  if (children == null || children === '') return null;
  return (
    <Alert $tone="success" role="status">
      {children}
    </Alert>
  );
}
