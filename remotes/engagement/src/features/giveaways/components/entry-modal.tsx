import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { EnterGiveawayInput, GiveawayDetail } from '@lobby/contract-engagement';
import { Alert, Button, formatNumber, Modal, TextField } from '@lobby/shared-ui';
import { DialogActions } from '../../../components/page-parts';
import type { EntryFailure, EntryField } from '../hooks/use-enter-giveaway';

type Method = EnterGiveawayInput['entry_type'];

const Methods = styled.fieldset`
  display: grid;
  gap: 8px;
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    font-weight: 600;
  }
  label {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  /* A closed option is dimmed by its colours, not by opacity: the reason it gives ('You need N
     more points') must stay readable (textFaint and textMuted are 4.5:1 on the raised surface). */
  label:has(input:disabled) {
    color: ${({ theme }) => theme.colors.textFaint};
    cursor: not-allowed;
  }
  label:has(input:disabled) input {
    opacity: 0.55;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Fields = styled.div`
  display: grid;
  gap: 14px;
  margin-bottom: 18px;
`;

export interface EntryModalProps {
  open: boolean;
  giveaway: GiveawayDetail;
  /** The member's Kick username, prefilled (spec §5). */
  kickUsername: string | null;
  /** The member's linked Kick account: they enter under it (the field is filled and locked). */
  linkedKick?: string | null;
  points: number;
  submitting: boolean;
  /** The server's refusal of the last submit: under its field, or as the banner. */
  error: EntryFailure | null;
  onSubmit: (body: EnterGiveawayInput) => void;
  /** Drops the server's refusal once what it was about changed (the method or its field). */
  onClearError: () => void;
  onClose: () => void;
}

function availableMethods(g: GiveawayDetail): Method[] {
  const out: Method[] = [];
  if (g.allow_passwordless_entry) out.push('passwordless');
  if (g.allow_points_entry) out.push('points');
  if (g.allow_password_entry) out.push('password');
  return out;
}

/** The entry modal: Free Entry (once), Points, or Password, with the Kick username. */
export function EntryModal({
  open,
  giveaway: g,
  kickUsername,
  linkedKick = null,
  points,
  submitting,
  error,
  onSubmit,
  onClearError,
  onClose,
}: EntryModalProps) {
  const methods = availableMethods(g);
  const freeUsed = g.user_entries?.has_free_entry ?? false;
  const passwordUsed = g.user_entries?.has_password_entry ?? false;
  // One entry's cost out of reach: the points option is not offered (the store's 'Need N more
  // points'); the server still judges every entry.
  const pointsShort = Math.max(0, g.points_per_entry - points);
  const used = (m: Method) =>
    (m === 'passwordless' && freeUsed) || (m === 'password' && passwordUsed);
  const unavailable = (m: Method) => used(m) || (m === 'points' && pointsShort > 0);
  const firstOpen =
    methods.find((m) => !unavailable(m)) ?? methods.find((m) => !used(m)) ?? methods[0]!;
  const [method, setMethod] = useState<Method>(firstOpen);
  const prefill = linkedKick ?? kickUsername ?? '';
  const [kick, setKick] = useState(prefill);
  const linkMissing = g.require_kick_link && linkedKick == null;
  const [password, setPassword] = useState('');
  const [spend, setSpend] = useState(String(g.points_per_entry));
  const [touched, setTouched] = useState(false);
  const restoreTo = useRef<Element | null>(null);
  const groupName = useId();

  // Each opening starts fresh, prefilled; closing gives focus back to what opened it (a layout
  // effect: it runs before the dialog's own effect moves the focus into the dialog).
  useLayoutEffect(() => {
    if (!open) return;
    restoreTo.current = document.activeElement;
    setMethod(firstOpen);
    setKick(prefill);
    setPassword('');
    setSpend(String(g.points_per_entry));
    setTouched(false);
    return () => {
      const el = restoreTo.current;
      if (el instanceof HTMLElement) el.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

  const spendNumber = Number(spend);
  const entries =
    g.points_per_entry > 0 && Number.isFinite(spendNumber)
      ? Math.floor(spendNumber / g.points_per_entry)
      : 0;
  const spendTooLow = !Number.isInteger(spendNumber) || spendNumber < g.points_per_entry;
  const spendOver = Math.max(0, entries * g.points_per_entry - points);
  const shown = (field: EntryField) =>
    field === 'kick_username' ||
    (field === 'password' && method === 'password') ||
    (field === 'points_spent' && method === 'points');
  const serverError = (field: EntryField) => (error?.field === field ? error.message : null);
  // The server's answer is shown once: under the field it names, else as the banner.
  const banner = error && (error.field === null || !shown(error.field)) ? error.message : null;
  const kickError =
    (touched && !kick.trim() ? 'Kick username is required' : null) ?? serverError('kick_username');
  const passwordError =
    (touched && method === 'password' && !password.trim() ? 'Password is required' : null) ??
    serverError('password');
  // Spending more than the balance is said at once: it is why the entry cannot be sent.
  const spendError =
    method !== 'points'
      ? null
      : touched && spendTooLow
        ? `Enter at least ${formatNumber(g.points_per_entry)} points`
        : !spendTooLow && spendOver > 0
          ? `You need ${formatNumber(spendOver)} more points`
          : serverError('points_spent');
  const blocked = method === 'points' && pointsShort > 0;

  /** A change to the form: the server's answer about it (or about the whole entry) is stale. */
  const edited = (field: EntryField) => {
    if (error && (error.field === null || error.field === field)) onClearError();
  };
  const chooseMethod = (m: Method) => {
    setMethod(m);
    if (error) onClearError();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (blocked) return;
    if (!kick.trim()) return;
    if (method === 'password' && !password.trim()) return;
    if (method === 'points' && (spendTooLow || spendOver > 0)) return;
    onSubmit({
      entry_type: method,
      kick_username: kick.trim(),
      password: method === 'password' ? password : null,
      points_spent: method === 'points' ? spendNumber : null,
    });
  };

  return (
    <Modal open={open} title="Enter Raffle" onClose={submitting ? noop : onClose} width={480}>
      <form onSubmit={submit} noValidate>
        <Methods>
          <legend>Entry method</legend>
          {methods.map((m) => {
            const isUsed = used(m);
            return (
              <label key={m}>
                <input
                  type="radio"
                  name={groupName}
                  value={m}
                  checked={method === m}
                  disabled={unavailable(m) || submitting}
                  onChange={() => chooseMethod(m)}
                />
                <span>
                  {m === 'passwordless' ? 'Free Entry' : m === 'points' ? 'Points' : 'Password'}
                  <small>
                    {m === 'passwordless'
                      ? isUsed
                        ? 'You already used your free entry'
                        : 'One free entry per member'
                      : m === 'points'
                        ? `${formatNumber(g.points_per_entry)} points per entry${
                            pointsShort > 0
                              ? ` · You need ${formatNumber(pointsShort)} more points`
                              : ''
                          }`
                        : isUsed
                          ? 'You already entered with the password'
                          : 'Enter the password given on stream'}
                  </small>
                </span>
              </label>
            );
          })}
        </Methods>
        <Fields>
          <TextField
            label="Kick username"
            required
            value={kick}
            autoComplete="username"
            maxLength={64}
            error={kickError}
            readOnly={linkedKick != null}
            hint={linkedKick != null ? 'Your linked Kick account' : undefined}
            onChange={(e) => {
              setKick(e.target.value);
              edited('kick_username');
            }}
          />
          {method === 'points' ? (
            <TextField
              label="Points to spend"
              type="number"
              inputMode="numeric"
              min={g.points_per_entry}
              step={g.points_per_entry}
              value={spend}
              error={spendError}
              hint={
                <>
                  {entries > 0
                    ? `${formatNumber(entries)} ${entries === 1 ? 'entry' : 'entries'} for ${formatNumber(entries * g.points_per_entry)} points`
                    : null}
                  {g.max_points_entries > 0
                    ? ` · Max ${formatNumber(g.max_points_entries)} points entries`
                    : null}
                  {` · You have ${formatNumber(points)} points`}
                </>
              }
              onChange={(e) => {
                setSpend(e.target.value);
                edited('points_spent');
              }}
            />
          ) : null}
          {method === 'password' ? (
            <TextField
              label="Password"
              type="password"
              required
              value={password}
              autoComplete="off"
              maxLength={200}
              error={passwordError}
              onChange={(e) => {
                setPassword(e.target.value);
                edited('password');
              }}
            />
          ) : null}
        </Fields>
        {linkMissing ? (
          <Alert $tone="warning" role="note" style={{ marginBottom: 16 }}>
            This raffle is for members with a linked Kick account: link yours in Settings, then
            enter.
          </Alert>
        ) : null}
        {banner ? (
          <Alert $tone="danger" role="alert" style={{ marginBottom: 16 }}>
            {banner}
          </Alert>
        ) : null}
        <DialogActions $min={140}>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={submitting || linkMissing || blocked}>
            {submitting
              ? 'Entering...'
              : blocked
                ? `Need ${formatNumber(pointsShort)} more points`
                : 'Enter Raffle'}
          </Button>
        </DialogActions>
      </form>
    </Modal>
  );
}

function noop() {}
