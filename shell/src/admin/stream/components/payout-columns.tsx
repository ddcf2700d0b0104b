import styled from 'styled-components';
import type { AdminPayout, PayoutStatus } from '@lobby/shared-api';
import { Button, formatDateTime, formatUSD, StatusBadge } from '@lobby/shared-ui';
import type { DataColumn } from '@lobby/shared-ui';

const STATUS_LABEL: Record<PayoutStatus, string> = {
  pending: 'Pending',
  needs_approval: 'Needs approval',
  sent: 'Sent',
  failed: 'Failed',
};
const STATUS_TONE = {
  pending: 'info',
  needs_approval: 'warning',
  sent: 'success',
  failed: 'danger',
} as const;

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
    overflow-wrap: anywhere;
  }
`;

const ErrorText = styled.small`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
  max-width: 280px;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  justify-content: flex-end;
`;

export type PayoutAction = 'approve' | 'reject' | 'retry';

/** The staff actions, and on which payouts each shows (retrying is for admins). */
const ACTIONS: {
  action: PayoutAction;
  label: string;
  variant: 'primary' | 'secondary';
  shows: (p: AdminPayout, isAdmin: boolean) => boolean;
}[] = [
  {
    action: 'approve',
    label: 'Approve',
    variant: 'primary',
    shows: (p) => p.status === 'needs_approval',
  },
  {
    action: 'reject',
    label: 'Reject',
    variant: 'secondary',
    shows: (p) => p.status === 'needs_approval',
  },
  {
    action: 'retry',
    label: 'Retry',
    variant: 'secondary',
    shows: (p, isAdmin) => p.status === 'failed' && isAdmin,
  },
];

/**
 * The payouts table's columns: who, how much, what for, its state with the last attempt's error,
 * and the staff actions its state allows (retrying is for admins).
 */
export function payoutColumns({
  isAdmin,
  busyId,
  onAction,
}: {
  isAdmin: boolean;
  /** The payout whose action is being sent (its buttons wait). */
  busyId: number | null;
  onAction: (id: number, action: PayoutAction) => void;
}): DataColumn<AdminPayout>[] {
  return [
    {
      key: 'member',
      header: 'Member',
      render: (p) => (
        <Cell>
          <span>{p.user.username}</span>
          <small>
            {p.platform.name}: {p.recipient}
          </small>
        </Cell>
      ),
    },
    {
      key: 'amount',
      header: 'Amount',
      align: 'right',
      render: (p) => formatUSD(p.amount),
    },
    {
      key: 'for',
      header: 'For',
      render: (p) => (
        <Cell>
          <span>{p.description || p.source}</span>
          <small>
            <time dateTime={p.created_at}>{formatDateTime(p.created_at)}</time>
          </small>
        </Cell>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (p) => (
        <Cell>
          <StatusBadge tone={STATUS_TONE[p.status]}>{STATUS_LABEL[p.status]}</StatusBadge>
          {p.status === 'sent' && p.sent_at ? (
            <small>
              <time dateTime={p.sent_at}>{formatDateTime(p.sent_at)}</time>
            </small>
          ) : null}
          {p.status === 'pending' && p.attempts > 0 && p.next_attempt_at ? (
            <small>
              Attempt {p.attempts}; next{' '}
              <time dateTime={p.next_attempt_at}>{formatDateTime(p.next_attempt_at)}</time>
            </small>
          ) : null}
          {p.uncertain && p.status !== 'sent' ? (
            <small>No answer to an attempt: it may have paid (a retry cannot pay twice).</small>
          ) : null}
          {p.last_error && p.status !== 'sent' ? <ErrorText>{p.last_error}</ErrorText> : null}
          {p.approved_by ? <small>Approved by {p.approved_by.username}</small> : null}
        </Cell>
      ),
    },
    {
      key: 'actions',
      header: 'Action',
      align: 'right',
      render: (p) => (
        <Actions>
          {ACTIONS.filter((a) => a.shows(p, isAdmin)).map((a) => (
            <Button
              key={a.action}
              type="button"
              $size="sm"
              $variant={a.variant}
              disabled={busyId === p.id}
              aria-label={`${a.label} payout ${p.id} to ${p.user.username}`}
              onClick={() => onAction(p.id, a.action)}
            >
              {a.label}
            </Button>
          ))}
        </Actions>
      ),
    },
  ];
}
