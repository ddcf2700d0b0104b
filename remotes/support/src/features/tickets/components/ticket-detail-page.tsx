import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { TICKET_REPLY_COUNTER } from '@lobby/contract-support';
import type { TicketDetail, TicketReply, TicketResponse } from '@lobby/contract-support';
import { ApiError, useCurrentUser } from '@lobby/shared-api';
import {
  ErrorAlert,
  stackedList,
  Badge,
  Button,
  Card,
  ChevronLeftIcon,
  EmptyState,
  formatDateTime,
  formatRelativeLong,
  initialOf,
  Loader,
  Muted,
  Page,
  TextAreaField,
  useNow,
} from '@lobby/shared-ui';
import { getTicket, replyToTicket, ticketKeys } from '../api/tickets';
import { TICKET_LOADER_MS, useSpecLoader } from '../hooks/use-spec-loader';
import { useTicketsLive } from '../hooks/use-tickets-live';
import { PriorityBadge, StatusBadge, StatusIcon, statusLook } from './ticket-badges';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h1 {
    margin: 0;
    font-size: 22px;
    overflow-wrap: anywhere;
  }
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Thread = styled.ol`
  ${stackedList(12)}
`;

const Message = styled(Card)<{ $staff?: boolean }>`
  display: flex;
  gap: 12px;
  border-color: ${({ theme, $staff }) => ($staff ? `${theme.colors.danger}66` : theme.colors.border)};
`;

const AvatarDot = styled.span<{ $staff?: boolean }>`
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  font-weight: 700;
  color: #fff;
  background: ${({ theme, $staff }) => ($staff ? theme.colors.danger : theme.colors.primary)};
`;

const Body = styled.div`
  min-width: 0;
  flex: 1;
  p {
    margin: 6px 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const Who = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px 8px;
  strong {
    overflow-wrap: anywhere;
  }
  time {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Files = styled.ul`
  margin: 10px 0 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    display: inline-block;
    padding: 4px 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    overflow-wrap: anywhere;
  }
`;

const ReplyForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 18px;
  }
`;

function ReplyItem({ reply, now }: { reply: TicketReply; now: number }) {
  const name = reply.user?.username ?? (reply.is_staff ? 'Support Team' : 'User');
  return (
    <li>
      <Message $staff={reply.is_staff} data-staff={reply.is_staff ? 'true' : 'false'}>
        <AvatarDot $staff={reply.is_staff} aria-hidden="true" data-testid="reply-avatar">
          {initialOf(name)}
        </AvatarDot>
        <Body>
          <Who>
            <strong>{name}</strong>
            {reply.is_staff ? <Badge $tone="danger">Staff</Badge> : null}
            <time dateTime={reply.created_at} title={formatDateTime(reply.created_at)}>
              {formatRelativeLong(reply.created_at, now)}
            </time>
          </Who>
          <p>{reply.message}</p>
        </Body>
      </Message>
    </li>
  );
}

function ReplyBox({ ticket }: { ticket: TicketDetail }) {
  const client = useQueryClient();
  const [message, setMessage] = useState('');
  const mutation = useMutation({
    mutationFn: (text: string) => replyToTicket(ticket.id, text),
    onSuccess: (res) => {
      setMessage('');
      client.setQueryData<TicketResponse>(ticketKeys.detail(ticket.id), (old) =>
        old
          ? {
              ...old,
              data: {
                ...old.data,
                replies: [...old.data.replies, res.data],
                replies_count: old.data.replies_count + 1,
                last_reply_at: res.data.created_at,
              },
            }
          : old,
      );
      void client.invalidateQueries({ queryKey: ticketKeys.all() });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!message.trim() || mutation.isPending) return;
    mutation.mutate(message);
  };
  const failed =
    mutation.isError && mutation.error instanceof ApiError && mutation.error.status === 429
      ? mutation.error.message
      : mutation.isError
        ? 'Failed to send reply'
        : null;
  return (
    <Card>
      <ReplyForm onSubmit={submit}>
        <h2>Add Reply</h2>
        <ErrorAlert>{failed}</ErrorAlert>
        <TextAreaField
          label="Your reply"
          rows={5}
          value={message}
          placeholder="Type your reply..."
          hint={`${message.length}/${TICKET_REPLY_COUNTER} characters`}
          onChange={(e) => {
            setMessage(e.target.value);
            if (mutation.isError) mutation.reset();
          }}
        />
        <div>
          <Button type="submit" disabled={!message.trim() || mutation.isPending}>
            {mutation.isPending ? 'Sending...' : 'Send Reply'}
          </Button>
        </div>
      </ReplyForm>
    </Card>
  );
}

function ErrorScreen({ message }: { message: string }) {
  return (
    <Page>
      <EmptyState
        title={message}
        action={
          <Button as={Link} to="/tickets">
            Back to Tickets
          </Button>
        }
      />
    </Page>
  );
}

function TicketView({ id }: { id: number }) {
  const user = useCurrentUser();
  const client = useQueryClient();
  const cached = client.getQueryData(ticketKeys.detail(id)) !== undefined;
  const waiting = useSpecLoader(TICKET_LOADER_MS.detail, cached);
  const query = useQuery({ queryKey: ticketKeys.detail(id), queryFn: () => getTicket(id) });
  const now = useNow(60_000);
  useTicketsLive();

  if (waiting || query.isPending) return <Loader label="Loading ticket..." />;
  if (query.isError) {
    const status = query.error instanceof ApiError ? query.error.status : 0;
    return (
      <ErrorScreen
        message={status === 404 || status === 400 ? 'Ticket not found' : 'Failed to load ticket'}
      />
    );
  }
  const ticket = query.data.data;
  const mine = user?.id === ticket.user.id;
  const author = mine ? 'You' : ticket.user.username;
  return (
    <Page>
      <Back to="/tickets">
        <ChevronLeftIcon size={16} aria-hidden="true" /> Back to Tickets
      </Back>
      <Card>
        <Head>
          <Line>
            <span style={{ color: 'inherit' }} data-tone={statusLook(ticket.status).tone}>
              <StatusIcon status={ticket.status} />
            </span>
            <span>#{ticket.id}</span>
            <StatusBadge status={ticket.status} label={ticket.status_label} />
          </Line>
          <h1>{ticket.title}</h1>
          <Line>
            <span>
              Created{' '}
              <time dateTime={ticket.created_at} title={formatDateTime(ticket.created_at)}>
                {formatRelativeLong(ticket.created_at, now)}
              </time>
            </span>
            <span>
              Priority: <PriorityBadge priority={ticket.priority} label={ticket.priority_label} />
            </span>
            <span>Category: {ticket.category_label || ticket.category}</span>
          </Line>
        </Head>
      </Card>
      <Thread aria-label="Conversation">
        <li>
          <Message>
            <AvatarDot aria-hidden="true">{initialOf(ticket.user.username)}</AvatarDot>
            <Body>
              <Who>
                <strong>{author}</strong>
                <Muted as="span">opened this ticket</Muted>
                <time dateTime={ticket.created_at}>
                  {formatRelativeLong(ticket.created_at, now)}
                </time>
              </Who>
              <p>{ticket.description}</p>
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
            </Body>
          </Message>
        </li>
        {ticket.replies.map((r) => (
          <ReplyItem key={r.id} reply={r} now={now} />
        ))}
      </Thread>
      {ticket.status !== 'closed' ? <ReplyBox ticket={ticket} /> : null}
    </Page>
  );
}

/** /tickets/{id} — one of the member's tickets with its conversation. */
export function TicketDetailPage() {
  const user = useCurrentUser();
  const { id } = useParams();
  if (!user) return <Navigate to="/tickets" replace />;
  const n = Number(id);
  if (!/^\d+$/.test(id ?? '') || !Number.isSafeInteger(n) || n <= 0)
    return <ErrorScreen message="Ticket not found" />;
  return <TicketView id={n} />;
}

export default TicketDetailPage;
