import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { AdminInput, ConfirmDialog } from '@lobby/shared-ui';
import { failureText, fieldErrorsOf } from '../api/admin-api';

/**
 * "Disqualify this winner?": a required reason (kept public), then the place is drawn again from
 * the same seed. `children` says who loses what; the reason starts empty each time it opens.
 */
export function DisqualifyDialog({
  open,
  busy,
  error,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  busy: boolean;
  /** The failed disqualification (null when none). */
  error: unknown;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const [reason, setReason] = useState('');
  useEffect(() => {
    if (open) setReason('');
  }, [open]);
  return (
    <ConfirmDialog
      open={open}
      title="Disqualify this winner?"
      tone="danger"
      confirmLabel="Disqualify and redraw"
      busy={busy}
      error={error ? (fieldErrorsOf(error).reason ?? failureText(error)) : null}
      onConfirm={() => onConfirm(reason)}
      onCancel={onCancel}
    >
      <p>{children}</p>
      <AdminInput label="Reason" required value={reason} maxLength={300} onValue={setReason} />
    </ConfirmDialog>
  );
}
