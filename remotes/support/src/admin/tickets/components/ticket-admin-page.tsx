import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { AdminTicketDetail, AdminTicketUpdate } from '@lobby/contract-support';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_REPLY_COUNTER,
  TICKET_STATUSES,
  TICKET_STATUS_LABELS,
} from '@lobby/contract-support';
import { ApiError, logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  Alert,
  Badge,
  Button,
  formatDateTime,
  formatRelativeLong,
  Loader,
  Select,
  TextArea,
  serverFieldErrors,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { PriorityBadge, StatusBadge } from '../../../features/tickets/components/ticket-badges';
import { ADMIN_BASE, failureText } from '../../shared/api/admin-api';
import { LabelOptions } from '../../shared/components/label-options';
import {
  addTicketNote,
  getAdminTicket,
  getAdminTickets,
  replyAsStaff,
  ticketAdminKeys,
  updateAdminTicket,
} from '../api/admin-tickets';

const Layout = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
  @media (min-width: 960px) {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const Column = styled.div`
  display: grid;
  gap: 16px;
  min-width: 0;
`;

const Card = styled.section<{ $tone?: 'staff' | 'note' }>`
  min-width: 0;
  padding: 16px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px ${({ $tone }) => ($tone === 'note' ? 'dashed' : 'solid')}
    ${({ theme, $tone }) =>
      $tone === 'staff'
        ? theme.colors.danger
        : $tone === 'note'
          ? theme.colors.warning
          : theme.colors.border};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9em;
`;

const Body = styled.p`
  margin: 0;
  white-space: pre-wrap;
`;

const NoteLabel = styled.strong`
  display: block;
  margin-bottom: 6px;
  color: ${({ theme }) => theme.colors.warning};
`;

const Files = styled.ul`
  margin: 12px 0 0;
  padding-left: 18px;
`;

const Form = styled.form`
  display: grid;
  gap: 8px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatRelativeLong(iso)}
    </time>
  );
}

/** Admin › Ticket: the thread with internal notes, a staff reply, status, priority and assignee. */
export default function TicketAdminPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const ticket = useQuery({
    queryKey: ticketAdminKeys.detail(id),
    queryFn: async () => (await getAdminTicket(id)).data,
    enabled: valid,
    meta: logFailure('[support/admin] Failed to load ticket'),
  });
  const notFound = !valid || (ticket.error instanceof ApiError && ticket.error.status === 404);

  return (
    <Column>
      <p>
        <Link to={`${ADMIN_BASE}/tickets`}>← All tickets</Link>
      </p>
      {notFound ? (
        <>
          <AdminPageHeader title="Ticket not found" />
          <p>This ticket does not exist or was deleted.</p>
        </>
      ) : ticket.isPending ? (
        <Loader label="Loading ticket..." />
      ) : ticket.isError ? (
        <Alert $tone="danger" role="alert">
          Failed to load ticket.{' '}
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => void ticket.refetch()}
          >
            Retry
          </Button>
        </Alert>
      ) : (
        <TicketView ticket={ticket.data} />
      )}
    </Column>
  );
}

function TicketView({ ticket }: { ticket: AdminTicketDetail }) {
  const queryClient = useQueryClient();
  const refreshLists = () =>
    void queryClient.invalidateQueries({ queryKey: ['support', 'admin', 'tickets', 'list'] });
  const setDetail = (data: AdminTicketDetail) => {
    queryClient.setQueryData(ticketAdminKeys.detail(ticket.id), data);
    refreshLists();
  };

  const [reply, setReply] = useState('');
  const sendReply = useMutation({
    mutationFn: (message: string) => replyAsStaff(ticket.id, message),
    onSuccess: () => {
      setReply('');
      void queryClient.invalidateQueries({ queryKey: ticketAdminKeys.detail(ticket.id) });
      refreshLists();
    },
  });

  const [note, setNote] = useState('');
  const saveNote = useMutation({
    mutationFn: (text: string) => addTicketNote(ticket.id, text),
    onSuccess: (res) => {
      setNote('');
      setDetail(res.data);
    },
  });

  const update = useMutation({
    mutationFn: (change: AdminTicketUpdate) => updateAdminTicket(ticket.id, change),
    onSuccess: (res) => setDetail(res.data),
  });

  const replyErrors = serverFieldErrors(sendReply.error);
  const noteErrors = serverFieldErrors(saveNote.error);
  const updateErrors = serverFieldErrors(update.error);

  // A reply or a note being written is not lost to a click elsewhere without a word.
  const unsavedPrompt = useUnsavedChangesPrompt(reply.trim() !== '' || note.trim() !== '');

  const submitReply = (e: FormEvent) => {
    e.preventDefault();
    sendReply.mutate(reply);
  };
  const submitNote = (e: FormEvent) => {
    e.preventDefault();
    saveNote.mutate(note);
  };

  return (
    <>
      {unsavedPrompt}
      <AdminPageHeader
        title={`#${ticket.id} ${ticket.title}`}
        description={
          <>
            Opened by {ticket.user.username} · {ticket.category_label} ·{' '}
            <When iso={ticket.created_at} />
          </>
        }
        actions={
          <>
            <StatusBadge status={ticket.status} label={ticket.status_label} />
            <PriorityBadge priority={ticket.priority} label={ticket.priority_label} />
          </>
        }
      />
      <Layout>
        <Column>
          <h2 style={{ margin: 0, fontSize: '1.1em' }}>Conversation</h2>
          <Card aria-label="Opening message">
            <Meta>
              <strong>{ticket.user.username}</strong> opened this ticket ·{' '}
              <When iso={ticket.created_at} />
            </Meta>
            <Body>{ticket.description}</Body>
            {ticket.attachments.length ? (
              <Files aria-label="Attachments">
                {ticket.attachments.map((a) => (
                  <li key={a.id}>
                    <a href={a.url} target="_blank" rel="noopener noreferrer">
                      {a.name}
                    </a>
                  </li>
                ))}
              </Files>
            ) : null}
          </Card>
          {thread(ticket).map((item) =>
            item.kind === 'reply' ? (
              <Card
                key={`r${item.reply.id}`}
                $tone={item.reply.is_staff ? 'staff' : undefined}
                aria-label={item.reply.is_staff ? 'Staff reply' : 'Member reply'}
              >
                <Meta>
                  <strong>
                    {item.reply.user?.username ?? (item.reply.is_staff ? 'Support Team' : 'User')}
                  </strong>
                  {item.reply.is_staff ? <Badge $tone="danger">Staff</Badge> : null}
                  <When iso={item.reply.created_at} />
                </Meta>
                <Body>{item.reply.message}</Body>
              </Card>
            ) : (
              <Card key={`n${item.note.id}`} $tone="note" aria-label="Internal note">
                <NoteLabel>Internal note — members never see this</NoteLabel>
                <Meta>
                  <strong>{item.note.user?.username ?? 'Former staff'}</strong>
                  <When iso={item.note.created_at} />
                </Meta>
                <Body>{item.note.note}</Body>
              </Card>
            ),
          )}
          <Card>
            <Form onSubmit={submitReply} noValidate>
              <AdminFormField
                label="Reply as staff"
                error={replyErrors.message}
                hint={`${reply.length}/${TICKET_REPLY_COUNTER} characters · the member is notified`}
              >
                {(p) => (
                  <TextArea
                    {...p}
                    rows={4}
                    maxLength={TICKET_REPLY_COUNTER}
                    value={reply}
                    onChange={(e) => setReply(e.target.value)}
                  />
                )}
              </AdminFormField>
              {sendReply.isError && !replyErrors.message ? (
                <Alert $tone="danger" role="alert">
                  {failureText(sendReply.error, 'Failed to send reply')}
                </Alert>
              ) : null}
              <Row>
                <span />
                <Button type="submit" disabled={sendReply.isPending || !reply.trim()}>
                  {sendReply.isPending ? 'Sending...' : 'Send Reply'}
                </Button>
              </Row>
            </Form>
          </Card>
        </Column>
        <Column>
          <Card aria-label="Ticket settings">
            <Form as="div">
              <AdminFormField label="Status" error={updateErrors.status}>
                {(p) => (
                  <Select
                    {...p}
                    value={ticket.status}
                    disabled={update.isPending}
                    onChange={(e) =>
                      update.mutate({ status: e.target.value as AdminTicketUpdate['status'] })
                    }
                  >
                    <LabelOptions values={TICKET_STATUSES} labels={TICKET_STATUS_LABELS} />
                  </Select>
                )}
              </AdminFormField>
              <AdminFormField label="Priority" error={updateErrors.priority}>
                {(p) => (
                  <Select
                    {...p}
                    value={ticket.priority}
                    disabled={update.isPending}
                    onChange={(e) =>
                      update.mutate({ priority: e.target.value as AdminTicketUpdate['priority'] })
                    }
                  >
                    <LabelOptions values={TICKET_PRIORITIES} labels={TICKET_PRIORITY_LABELS} />
                  </Select>
                )}
              </AdminFormField>
              <AssigneeSelect
                ticket={ticket}
                disabled={update.isPending}
                error={updateErrors.assignee_id}
                onChange={(assignee_id) => update.mutate({ assignee_id })}
              />
              {update.isError && !Object.keys(updateErrors).length ? (
                <Alert $tone="danger" role="alert">
                  {failureText(update.error)}
                </Alert>
              ) : null}
            </Form>
          </Card>
          <Card $tone="note">
            <Form onSubmit={submitNote} noValidate>
              <AdminFormField
                label="Add internal note"
                error={noteErrors.note}
                hint="Internal note — members never see this"
              >
                {(p) => (
                  <TextArea
                    {...p}
                    rows={3}
                    maxLength={5000}
                    value={note}
                    onChange={(e) => setNote(e.target.value)}
                  />
                )}
              </AdminFormField>
              {saveNote.isError && !noteErrors.note ? (
                <Alert $tone="danger" role="alert">
                  {failureText(saveNote.error)}
                </Alert>
              ) : null}
              <Button
                type="submit"
                $variant="secondary"
                disabled={saveNote.isPending || !note.trim()}
              >
                {saveNote.isPending ? 'Saving...' : 'Add note'}
              </Button>
            </Form>
          </Card>
        </Column>
      </Layout>
    </>
  );
}

/** The staff members come with the inbox list; the ticket's own assignee is always an option. */
function AssigneeSelect({
  ticket,
  disabled,
  error,
  onChange,
}: {
  ticket: AdminTicketDetail;
  disabled: boolean;
  error?: string;
  onChange: (id: number | null) => void;
}) {
  const queryClient = useQueryClient();
  const lists = queryClient.getQueriesData<{ staff?: { id: number; username: string }[] }>({
    queryKey: ['support', 'admin', 'tickets', 'list'],
  });
  const staff = new Map<number, string>();
  for (const [, data] of lists) for (const s of data?.staff ?? []) staff.set(s.id, s.username);
  const staffQuery = useQuery({
    queryKey: ticketAdminKeys.list({}),
    queryFn: () => getAdminTickets({}),
    enabled: staff.size === 0,
    meta: logFailure('[support/admin] Failed to load staff'),
  });
  for (const s of staffQuery.data?.staff ?? []) staff.set(s.id, s.username);
  if (ticket.assignee) staff.set(ticket.assignee.id, ticket.assignee.username);
  return (
    <AdminFormField label="Assignee" error={error}>
      {(p) => (
        <Select
          {...p}
          value={ticket.assignee ? String(ticket.assignee.id) : ''}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">Unassigned</option>
          {[...staff].map(([sid, name]) => (
            <option key={sid} value={String(sid)}>
              {name}
            </option>
          ))}
        </Select>
      )}
    </AdminFormField>
  );
}

type ThreadItem =
  | { kind: 'reply'; at: string; reply: AdminTicketDetail['replies'][number] }
  | { kind: 'note'; at: string; note: AdminTicketDetail['notes'][number] };

/** Replies and internal notes in time order. */
function thread(ticket: AdminTicketDetail): ThreadItem[] {
  const items: ThreadItem[] = [
    ...ticket.replies.map((reply) => ({ kind: 'reply' as const, at: reply.created_at, reply })),
    ...ticket.notes.map((note) => ({ kind: 'note' as const, at: note.created_at, note })),
  ];
  return items.sort((a, b) => a.at.localeCompare(b.at));
}
