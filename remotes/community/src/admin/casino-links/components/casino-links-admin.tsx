import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminCasinoLink, CasinoLinkStatus } from '@lobby/contract-community';
import { ApiError } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  AdminToolbar,
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  ExternalLink,
  Input,
  Select,
  StatusBadge,
  TextArea,
  ToolbarItem,
  formatDateTime,
  useUnsavedChangesPrompt,
  AdminStack,
} from '@lobby/shared-ui';
import type { BadgeTone } from '@lobby/shared-ui';
import {
  adminCasinoLinkKeys,
  approveCasinoLink,
  listCasinoLinks,
  rejectCasinoLink,
} from '../api/admin-casino-links';

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

export const STATUS_TONE: Record<CasinoLinkStatus, BadgeTone> = {
  pending: 'warning',
  verified: 'success',
  rejected: 'danger',
};
export const STATUS_LABEL: Record<CasinoLinkStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
};

type Filter = CasinoLinkStatus | 'all';

/** Admin › Casino links: members' casino usernames waiting for review, with their evidence. */
export default function CasinoLinksAdmin() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Filter>('pending');
  const [q, setQ] = useState('');
  const [rejecting, setRejecting] = useState<AdminCasinoLink | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  // A rejection reason being written is not lost without a word.
  const unsavedPrompt = useUnsavedChangesPrompt(rejecting !== null && reason.trim() !== '');

  const list = useQuery({
    queryKey: adminCasinoLinkKeys.list(status, q),
    queryFn: () => listCasinoLinks({ status, q: q || undefined }),
    placeholderData: keepPreviousData,
  });
  const done = (text: string) => {
    setNotice({ tone: 'success', text });
    void queryClient.invalidateQueries({ queryKey: adminCasinoLinkKeys.all() });
  };
  const approve = useMutation({
    mutationFn: (link: AdminCasinoLink) => approveCasinoLink(link.id),
    onSuccess: (a) => done(`${a.data.username} on ${a.data.platform.name} is verified.`),
    onError: (e) => setNotice({ tone: 'danger', text: e.message || 'Could not approve' }),
  });
  const reject = useMutation({
    mutationFn: ({ id, text }: { id: number; text: string }) => rejectCasinoLink(id, text),
    onSuccess: (a) => {
      setRejecting(null);
      setReason('');
      done(`${a.data.username} on ${a.data.platform.name} is rejected.`);
    },
    onError: (e) =>
      setReasonError(
        e instanceof ApiError && e.errors.reason?.[0] ? e.errors.reason[0] : e.message,
      ),
  });

  const counts = list.data?.data.counts;
  return (
    <AdminStack>
      {unsavedPrompt}
      <AdminPageHeader
        title="Casino links"
        description="A casino username counts for leaderboard prizes, VIP tiers and wager raffles only once verified. Check the screenshot shows our referral code and the same username."
      />
      <AdminToolbar label="Filter casino links">
        <div>
          <AdminFormField label="Status">
            {(p) => (
              <Select {...p} value={status} onChange={(e) => setStatus(e.target.value as Filter)}>
                <option value="pending">Pending{counts ? ` (${counts.pending})` : ''}</option>
                <option value="verified">Verified{counts ? ` (${counts.verified})` : ''}</option>
                <option value="rejected">Rejected{counts ? ` (${counts.rejected})` : ''}</option>
                <option value="all">All</option>
              </Select>
            )}
          </AdminFormField>
        </div>
        <ToolbarItem>
          <AdminFormField label="Search by casino or member name">
            {(p) => (
              <Input
                {...p}
                type="search"
                value={q}
                maxLength={64}
                onChange={(e) => setQ(e.target.value)}
              />
            )}
          </AdminFormField>
        </ToolbarItem>
      </AdminToolbar>
      {notice ? (
        <Alert $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      ) : null}
      <DataTable
        caption="Casino links"
        rows={list.data?.data.links}
        rowKey={(l) => l.id}
        loading={list.isPending}
        error={list.isError ? list.error.message || 'Could not load casino links' : null}
        onRetry={() => void list.refetch()}
        empty={
          q.trim()
            ? `No casino usernames match “${q.trim()}”.`
            : status === 'pending'
              ? 'No casino usernames are waiting for review.'
              : status === 'all'
                ? 'No casino usernames yet.'
                : `No ${status} casino usernames.`
        }
        columns={[
          {
            key: 'member',
            header: 'Member',
            render: (l) => l.member.display_name || l.member.username,
          },
          { key: 'platform', header: 'Casino', render: (l) => l.platform.name },
          {
            key: 'username',
            header: 'Casino username',
            render: (l) => <strong>{l.username}</strong>,
          },
          {
            key: 'status',
            header: 'Status',
            render: (l) => (
              <span title={l.reason ?? undefined}>
                <StatusBadge tone={STATUS_TONE[l.status]}>{STATUS_LABEL[l.status]}</StatusBadge>
              </span>
            ),
          },
          { key: 'submitted', header: 'Submitted', render: (l) => formatDateTime(l.submitted_at) },
          {
            key: 'evidence',
            header: 'Evidence',
            render: (l) =>
              l.evidence_url ? (
                <ExternalLink href={l.evidence_url} label={`Evidence of ${l.username}`}>
                  Open screenshot
                </ExternalLink>
              ) : (
                'None'
              ),
          },
          {
            key: 'actions',
            header: 'Actions',
            render: (l) =>
              l.status === 'verified' ? (
                <Button
                  type="button"
                  $size="sm"
                  $variant="secondary"
                  aria-label={`Revoke ${l.username}`}
                  onClick={() => {
                    setReason('');
                    setReasonError(null);
                    setRejecting(l);
                  }}
                >
                  Revoke
                </Button>
              ) : (
                <Actions>
                  <Button
                    type="button"
                    $size="sm"
                    aria-label={`Approve ${l.username}`}
                    disabled={approve.isPending}
                    onClick={() => approve.mutate(l)}
                  >
                    Approve
                  </Button>
                  {l.status === 'pending' ? (
                    <Button
                      type="button"
                      $size="sm"
                      $variant="secondary"
                      aria-label={`Reject ${l.username}`}
                      onClick={() => {
                        setReason('');
                        setReasonError(null);
                        setRejecting(l);
                      }}
                    >
                      Reject
                    </Button>
                  ) : null}
                </Actions>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={rejecting !== null}
        title={rejecting ? `Reject ${rejecting.username}?` : 'Reject'}
        confirmLabel="Reject"
        tone="danger"
        busy={reject.isPending}
        error={null}
        onCancel={() => setRejecting(null)}
        onConfirm={() => {
          if (!rejecting) return;
          if (reason.trim().length < 3) {
            setReasonError('Give the member a reason');
            return;
          }
          reject.mutate({ id: rejecting.id, text: reason.trim() });
        }}
      >
        <AdminFormField label="Reason (sent to the member)" required error={reasonError}>
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
    </AdminStack>
  );
}
