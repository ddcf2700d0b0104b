import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Ticket } from '@lobby/contract-support';
import { useCurrentUser } from '@lobby/shared-api';
import {
  stackedList,
  Alert,
  Button,
  Card,
  EmptyState,
  formatRelativeLong,
  Loader,
  Muted,
  Page,
  PageTitle,
  TicketIcon,
  useNow,
} from '@lobby/shared-ui';
import { getTickets, ticketKeys } from '../api/tickets';
import { TICKET_LOADER_MS, useSpecLoader } from '../hooks/use-spec-loader';
import { useTicketsLive } from '../hooks/use-tickets-live';
import { PriorityBadge, StatusBadge } from './ticket-badges';
import { TicketsVisitorScreen } from './visitor-screen';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
`;

const List = styled.ul`
  ${stackedList(12)}
`;

const CardLink = styled(Link)`
  display: block;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.lg};
  &:hover > div,
  &:focus-visible > div {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  min-width: 0;
  h2 {
    font-size: 17px;
    margin: 0;
    flex: 1 1 200px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Id = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Description = styled.p`
  margin: 8px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function TicketCard({ ticket, now }: { ticket: Ticket; now: number }) {
  return (
    <li>
      <CardLink to={`/tickets/${ticket.id}`} aria-label={`#${ticket.id} ${ticket.title}`}>
        <Card>
          <Top>
            <Id>#{ticket.id}</Id>
            <h2>{ticket.title}</h2>
            <StatusBadge status={ticket.status} label={ticket.status_label} />
            <PriorityBadge priority={ticket.priority} label={ticket.priority_label} />
          </Top>
          <Description>{ticket.description}</Description>
          <Meta>
            <span>{ticket.category_label || ticket.category}</span>
            <span>
              {ticket.replies_count} {ticket.replies_count === 1 ? 'reply' : 'replies'}
            </span>
            <span>Created {formatRelativeLong(ticket.created_at, now)}</span>
            {ticket.last_reply_at ? (
              <span>Last reply {formatRelativeLong(ticket.last_reply_at, now)}</span>
            ) : null}
          </Meta>
        </Card>
      </CardLink>
    </li>
  );
}

function MemberTickets() {
  const client = useQueryClient();
  const cached = client.getQueryData(ticketKeys.list()) !== undefined;
  const waiting = useSpecLoader(TICKET_LOADER_MS.list, cached);
  const query = useQuery({ queryKey: ticketKeys.list(), queryFn: getTickets });
  useTicketsLive();
  const now = useNow(60_000);

  if (waiting || query.isPending) return <Loader label="Loading tickets..." />;

  return (
    <Page>
      <Header>
        <div>
          <PageTitle>Support Center</PageTitle>
          <Muted>Your Tickets</Muted>
        </div>
        <Button as={Link} to="/tickets/create">
          Create Ticket
        </Button>
      </Header>
      {query.isError ? (
        <Alert $tone="danger" role="alert">
          Failed to load tickets.{' '}
          <Button $variant="ghost" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : query.data.data.length === 0 ? (
        <EmptyState
          title="No Tickets Yet"
          icon={<TicketIcon size={32} />}
          action={
            <Button as={Link} to="/tickets/create">
              Create Your First Ticket
            </Button>
          }
        >
          Need help? Open a ticket and our support team will get back to you.
        </EmptyState>
      ) : (
        <List>
          {query.data.data.map((t) => (
            <TicketCard key={t.id} ticket={t} now={now} />
          ))}
        </List>
      )}
    </Page>
  );
}

/** /tickets — the member's support tickets. */
export function TicketsPage() {
  const user = useCurrentUser();
  if (!user) return <TicketsVisitorScreen />;
  return <MemberTickets />;
}

export default TicketsPage;
