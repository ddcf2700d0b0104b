import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type {
  Slot,
  SlotCall,
  SlotCallBlacklistEntry,
  SlotCallStatus,
} from '@lobby/contract-engagement';
import { logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminInlineForm,
  AdminPageHeader,
  AdminSection,
  Alert,
  Button,
  DataTable,
  formatDateTime,
  Input,
  PagedDataTable,
  StatusBadge,
  usePageParam,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { SlotPicker } from '../../../features/slots/components/slot-picker';
import { failureText, fieldErrorsOf } from '../../shared/api/admin-api';
import {
  addToCallBlacklist,
  closeCallSession,
  getSlotCalls,
  openCallSession,
  removeFromCallBlacklist,
  setCallStatus,
  slotCallKeys,
} from '../api/admin-slot-calls';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  justify-content: flex-end;
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  overflow-wrap: anywhere;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const STATUS: Record<SlotCallStatus, { label: string; tone: 'info' | 'success' | 'neutral' }> = {
  queued: { label: 'Queued', tone: 'info' },
  played: { label: 'Played', tone: 'success' },
  skipped: { label: 'Skipped', tone: 'neutral' },
};

/** Admin › Engagement › Slot calls: the `!call <slot>` queue of the open session and the blacklist. */
export function SlotCallsAdminPage() {
  const client = useQueryClient();
  const [page, setPage] = usePageParam();
  const calls = useQuery({
    queryKey: slotCallKeys.page(page),
    queryFn: () => getSlotCalls(page),
    // The queue fills from the live chat: keep it fresh while the page is open.
    refetchInterval: 5_000,
    meta: logFailure('[engagement/admin] Failed to load slot calls'),
  });
  const [title, setTitle] = useState('');
  const [viewer, setViewer] = useState('');
  const [reason, setReason] = useState('');
  const [slot, setSlot] = useState<Slot | null>(null);
  const [slotText, setSlotText] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: slotCallKeys.all() });
  const done = (res: { message: string }) => {
    setNotice(res.message);
    refresh();
  };
  const open = useMutation({
    mutationFn: () => openCallSession({ title }),
    onMutate: () => setNotice(null),
    onSuccess: (res) => {
      setTitle('');
      done(res);
    },
  });
  const close = useMutation({ mutationFn: closeCallSession, onSuccess: done });
  const mark = useMutation({
    mutationFn: (v: { id: number; status: SlotCallStatus }) => setCallStatus(v.id, v.status),
    onSuccess: done,
  });
  const banViewer = useMutation({
    mutationFn: () => addToCallBlacklist({ kind: 'viewer', kick_username: viewer, reason }),
    onMutate: () => setNotice(null),
    onSuccess: (res) => {
      setViewer('');
      setReason('');
      done(res);
    },
  });
  const banSlot = useMutation({
    mutationFn: (s: Slot) => addToCallBlacklist({ kind: 'slot', slot_id: s.id, reason: '' }),
    onMutate: () => setNotice(null),
    onSuccess: (res) => {
      setSlot(null);
      setSlotText('');
      done(res);
    },
  });
  const unban = useMutation({ mutationFn: removeFromCallBlacklist, onSuccess: done });
  const failed = [open, close, mark, banViewer, banSlot, unban].find((m) => m.isError);
  // A session title or a blacklist entry being written is not lost without a word.
  const unsavedPrompt = useUnsavedChangesPrompt(
    title.trim() !== '' || viewer.trim() !== '' || reason.trim() !== '' || slot !== null,
  );
  const session = calls.data?.session ?? null;
  const isOpen = session?.status === 'open';
  const openErrors = open.isError ? fieldErrorsOf(open.error) : {};
  const viewerErrors = banViewer.isError ? fieldErrorsOf(banViewer.error) : {};

  return (
    <>
      {unsavedPrompt}
      <AdminPageHeader
        title="Slot calls"
        description={`Viewers request slots from the Kick chat with ${calls.data?.command ?? '!call'} <slot name> while a session is open: one request per viewer, matched against the slot catalogue.`}
      />
      <div aria-live="polite">
        {notice ? (
          <Alert $tone="success" role="status">
            {notice}
          </Alert>
        ) : null}
        {failed && !Object.keys({ ...openErrors, ...viewerErrors }).length ? (
          <Alert $tone="danger" role="alert">
            {failureText(failed.error)}
          </Alert>
        ) : null}
      </div>
      {calls.data ? (
        <AdminSection>
          <h2>Session</h2>
          {session ? (
            <p>
              {session.title}:{' '}
              {isOpen ? (
                <StatusBadge tone="success">Open</StatusBadge>
              ) : (
                <StatusBadge>Closed</StatusBadge>
              )}{' '}
              since {formatDateTime(session.opened_at)}
            </p>
          ) : (
            <p>No call session yet.</p>
          )}
          {isOpen ? (
            <div>
              <Button
                type="button"
                $variant="secondary"
                disabled={close.isPending}
                onClick={() => close.mutate(session.id)}
              >
                Close session
              </Button>
            </div>
          ) : (
            <AdminInlineForm
              aria-label="Open a call session"
              noValidate
              onSubmit={(e: FormEvent) => {
                e.preventDefault();
                open.mutate();
              }}
            >
              <AdminFormField label="Session title" required error={openErrors.title}>
                {(c) => (
                  <Input
                    {...c}
                    value={title}
                    maxLength={100}
                    placeholder="Bonus buy session"
                    onChange={(e) => setTitle(e.target.value)}
                  />
                )}
              </AdminFormField>
              <Button type="submit" disabled={open.isPending}>
                Open session
              </Button>
            </AdminInlineForm>
          )}
        </AdminSection>
      ) : null}
      <PagedDataTable<SlotCall>
        caption="Call queue"
        showCaption
        page={calls.data}
        onPageChange={setPage}
        columns={[
          {
            key: 'n',
            header: '#',
            // The place in the whole queue, across pages.
            render: (c) => {
              const p = calls.data;
              return p ? (p.current_page - 1) * p.per_page + p.data.indexOf(c) + 1 : '';
            },
            width: '48px',
          },
          {
            key: 'slot',
            header: 'Slot',
            render: (c) => (
              <Who>
                <span>{c.slot.name}</span>
                {c.slot.provider ? <small>{c.slot.provider}</small> : null}
              </Who>
            ),
          },
          {
            key: 'viewer',
            header: 'Viewer',
            render: (c) => (
              <Who>
                <span>{c.kick_username}</span>
                <small>{c.user ? `Member ${c.user.username}` : 'Kick account not linked'}</small>
              </Who>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            render: (c) => (
              <StatusBadge tone={STATUS[c.status].tone}>{STATUS[c.status].label}</StatusBadge>
            ),
          },
          {
            key: 'actions',
            header: 'Action',
            align: 'right',
            render: (c) => (
              <Actions>
                {c.status !== 'played' ? (
                  <Button
                    type="button"
                    $size="sm"
                    aria-label={`Mark ${c.slot.name} for ${c.kick_username} played`}
                    onClick={() => mark.mutate({ id: c.id, status: 'played' })}
                  >
                    Played
                  </Button>
                ) : null}
                {c.status === 'queued' ? (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    aria-label={`Skip ${c.slot.name} for ${c.kick_username}`}
                    onClick={() => mark.mutate({ id: c.id, status: 'skipped' })}
                  >
                    Skip
                  </Button>
                ) : (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Queue ${c.slot.name} for ${c.kick_username} again`}
                    onClick={() => mark.mutate({ id: c.id, status: 'queued' })}
                  >
                    Requeue
                  </Button>
                )}
              </Actions>
            ),
          },
        ]}
        rowKey={(c) => c.id}
        loading={calls.isPending}
        error={calls.isError ? failureText(calls.error) : null}
        onRetry={() => void calls.refetch()}
        empty={
          isOpen ? 'No calls yet: viewers type the command in chat.' : 'No calls in this session.'
        }
      />
      {calls.data ? (
        <AdminSection style={{ marginTop: 20 }}>
          <h2>Blacklist</h2>
          <p>Calls from these viewers and for these slots are refused.</p>
          <AdminInlineForm
            aria-label="Blacklist a viewer"
            noValidate
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              banViewer.mutate();
            }}
          >
            <AdminFormField label="Kick username" error={viewerErrors.kick_username}>
              {(c) => (
                <Input
                  {...c}
                  value={viewer}
                  maxLength={30}
                  onChange={(e) => setViewer(e.target.value)}
                />
              )}
            </AdminFormField>
            <AdminFormField label="Reason" error={viewerErrors.reason}>
              {(c) => (
                <Input
                  {...c}
                  value={reason}
                  maxLength={200}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            </AdminFormField>
            <Button type="submit" $variant="secondary" disabled={banViewer.isPending}>
              Blacklist viewer
            </Button>
          </AdminInlineForm>
          <AdminInlineForm
            aria-label="Blacklist a slot"
            noValidate
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              if (slot) banSlot.mutate(slot);
            }}
          >
            <SlotPicker
              label="Slot"
              value={slotText}
              onChange={(t) => {
                setSlotText(t);
                if (slot && t !== slot.name) setSlot(null);
              }}
              onSelect={setSlot}
            />
            <Button type="submit" $variant="secondary" disabled={!slot || banSlot.isPending}>
              Blacklist slot
            </Button>
          </AdminInlineForm>
          <DataTable<SlotCallBlacklistEntry>
            caption="Blacklist"
            columns={[
              {
                key: 'who',
                header: 'Viewer or slot',
                render: (b) =>
                  b.kind === 'viewer' ? `Viewer ${b.kick_username}` : `Slot ${b.slot?.name ?? '—'}`,
              },
              { key: 'reason', header: 'Reason', render: (b) => b.reason || '—' },
              {
                key: 'remove',
                header: 'Action',
                align: 'right',
                render: (b) => (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Remove ${b.kind === 'viewer' ? b.kick_username : b.slot?.name} from the blacklist`}
                    onClick={() => unban.mutate(b.id)}
                  >
                    Remove
                  </Button>
                ),
              },
            ]}
            rows={calls.data.blacklist}
            rowKey={(b) => b.id}
            empty="Nobody and nothing is blacklisted."
          />
        </AdminSection>
      ) : null}
    </>
  );
}

export default SlotCallsAdminPage;
