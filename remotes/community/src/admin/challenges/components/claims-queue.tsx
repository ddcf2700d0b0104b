import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminClaim } from '@lobby/contract-community';
import { ApiError, logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  AdminQueueList,
  Button,
  ConfirmDialog,
  StatusBadge,
  TextArea,
  formatDateTime,
  useQueueList,
} from '@lobby/shared-ui';
import type { ClaimFilter } from '../api/admin-challenges';
import { adminChallengeKeys, approveClaim, listClaims, rejectClaim } from '../api/admin-challenges';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Evidence = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  a {
    display: block;
    width: 64px;
    height: 64px;
    border-radius: 6px;
    overflow: hidden;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Description = styled.p`
  max-width: 48ch;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const TONE = { pending: 'warning', approved: 'success', rejected: 'danger' } as const;
const LABEL = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

type Decision = { kind: 'approve' | 'reject'; claim: AdminClaim };

const FILTERS: { value: ClaimFilter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];
const STATUSES = FILTERS.map((f) => f.value);

const messageOf = (e: unknown) =>
  e instanceof ApiError ? (Object.values(e.errors)[0]?.[0] ?? e.message) : 'Something went wrong';

/** Admin › Challenges › Claims: the evidence of each claim, approve (one winner) or reject with a reason. */
export function ClaimsQueue() {
  const [reason, setReason] = useState('');
  const {
    params,
    list,
    action: decide,
  } = useQueueList({
    statuses: STATUSES,
    queryKey: adminChallengeKeys.claims,
    load: listClaims,
    meta: logFailure('[community/admin] Failed to load claims'),
    action: {
      run: (d: Decision) =>
        d.kind === 'approve' ? approveClaim(d.claim.id) : rejectClaim(d.claim.id, reason.trim()),
      refresh: [adminChallengeKeys.all(), ['community', 'challenges']],
      onSuccess: (answer, d) => {
        setReason('');
        return d.kind === 'approve'
          ? `Approved ${answer.data.user.username}'s claim for ${answer.data.slot_name}.`
          : `Rejected ${answer.data.user.username}'s claim for ${answer.data.slot_name}.`;
      },
      errorText: messageOf,
    },
  });
  const filter = params.status;
  const decision = decide.target;
  const close = () => {
    decide.cancel();
    setReason('');
  };

  return (
    <Stack>
      <AdminPageHeader
        title="Challenge claims"
        description="Check the evidence: approving makes the member the challenge's winner and pays a points prize."
        actions={
          <Button as={Link} to=".." relative="path" $variant="secondary">
            All challenges
          </Button>
        }
      />
      <AdminQueueList<AdminClaim, ClaimFilter>
        caption={`Claims (${list.data?.total ?? list.data?.data.length ?? 0})`}
        filter={{ label: 'Filter claims', fieldLabel: 'Show', options: FILTERS }}
        params={params}
        load={list}
        action={decide}
        loadError="Failed to load claims"
        empty={filter === 'pending' ? 'No claims waiting for review' : 'No claims'}
        rowKey={(c) => c.id}
        columns={[
          {
            key: 'who',
            header: 'Member',
            render: (c) => (
              <span>
                <strong>{c.user.username}</strong>
                <br />
                <small>{formatDateTime(c.created_at)}</small>
              </span>
            ),
          },
          { key: 'challenge', header: 'Challenge', render: (c) => c.slot_name },
          {
            key: 'description',
            header: 'Description',
            render: (c) => <Description>{c.description}</Description>,
          },
          {
            key: 'evidence',
            header: 'Evidence',
            render: (c) =>
              c.evidence_images.length ? (
                <Evidence>
                  {c.evidence_images.map((src, i) => (
                    <a
                      key={src}
                      href={src}
                      target="_blank"
                      rel="noreferrer"
                      aria-label={`${c.user.username}'s evidence ${i + 1}`}
                    >
                      <img src={src} alt="" loading="lazy" />
                    </a>
                  ))}
                </Evidence>
              ) : (
                '—'
              ),
          },
          {
            key: 'state',
            header: 'State',
            render: (c) => (
              <span>
                <StatusBadge tone={TONE[c.status]}>{LABEL[c.status]}</StatusBadge>
                {c.reason ? (
                  <>
                    <br />
                    <small>{c.reason}</small>
                  </>
                ) : null}
                {c.reviewed_by ? (
                  <>
                    <br />
                    <small>by {c.reviewed_by.username}</small>
                  </>
                ) : null}
              </span>
            ),
          },
          {
            key: 'actions',
            header: 'Actions',
            align: 'right',
            render: (c) =>
              c.status === 'pending' ? (
                <span style={{ display: 'inline-flex', gap: 4 }}>
                  <Button
                    type="button"
                    $size="sm"
                    disabled={c.challenge_claimed_by !== null}
                    title={
                      c.challenge_claimed_by !== null
                        ? 'This challenge already has a winner'
                        : undefined
                    }
                    aria-label={`Approve ${c.user.username}'s claim`}
                    onClick={() => decide.open({ kind: 'approve', claim: c })}
                  >
                    Approve
                  </Button>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="danger"
                    aria-label={`Reject ${c.user.username}'s claim`}
                    onClick={() => decide.open({ kind: 'reject', claim: c })}
                  >
                    Reject
                  </Button>
                </span>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        open={decision?.kind === 'approve'}
        title={`Approve ${decision?.claim.user.username ?? ''}'s claim?`}
        confirmLabel="Approve"
        busy={decide.busy}
        error={decide.error}
        onConfirm={decide.confirm}
        onCancel={close}
      >
        {decision
          ? `${decision.claim.user.username} becomes the winner of ${decision.claim.slot_name} and is notified.`
          : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={decision?.kind === 'reject'}
        title={`Reject ${decision?.claim.user.username ?? ''}'s claim?`}
        tone="danger"
        confirmLabel="Reject"
        busy={decide.busy}
        error={decide.error}
        onConfirm={() => {
          if (reason.trim()) decide.confirm();
        }}
        onCancel={close}
      >
        <AdminFormField label="Reason (the member sees it)" required>
          {(p) => (
            <TextArea
              {...p}
              rows={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </AdminFormField>
      </ConfirmDialog>
    </Stack>
  );
}

export default ClaimsQueue;
