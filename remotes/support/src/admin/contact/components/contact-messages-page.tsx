import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminContactMessage } from '@lobby/contract-support';
import { logFailure } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminListState,
  AdminPageHeader,
  AdminSearchField,
  AdminStack,
  AdminToolbar,
  Alert,
  Button,
  formatDateTime,
  PageFooter,
  RowActionDialog,
  Select,
  StatusBadge,
  useRowAction,
  useUrlFilters,
} from '@lobby/shared-ui';
import { failureText } from '../../shared/api/admin-api';
import type { HandledFilter } from '../api/admin-contact';
import {
  contactAdminKeys,
  deleteContactMessage,
  getContactMessages,
  setContactHandled,
} from '../api/admin-contact';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  min-width: 0;
  padding: 16px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 8px;
  h2 {
    margin: 0;
    font-size: 1.05em;
  }
`;

const Meta = styled.p`
  margin: 0 0 8px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9em;
`;

const Body = styled.p`
  margin: 0 0 12px;
  white-space: pre-wrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** mailto: the sender, with "Re: {subject}" and the message quoted. */
export function replyHref(m: AdminContactMessage) {
  const quoted = m.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\nOn ${formatDateTime(m.created_at)}, ${m.name} wrote:\n${quoted}`;
  return `mailto:${encodeURIComponent(m.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(
    `Re: ${m.subject}`,
  )}&body=${encodeURIComponent(body)}`;
}

/** Admin › Contact messages: what visitors sent through /contact — reply, mark handled, delete spam. */
const HANDLED: HandledFilter[] = ['no', 'yes', 'all'];

export default function ContactMessagesPage() {
  const queryClient = useQueryClient();
  const { values, page, set, setPage } = useUrlFilters(
    { handled: 'no' as HandledFilter, q: '' },
    { handled: HANDLED },
  );
  const { handled, q } = values;
  const [search, setSearch] = useState(q);
  const list = useQuery({
    queryKey: contactAdminKeys.list(handled, q, page),
    queryFn: () => getContactMessages(handled, q, page),
    placeholderData: keepPreviousData,
    meta: logFailure('[support/admin] Failed to load contact messages'),
  });
  const [notice, setNotice] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: contactAdminKeys.all() });

  const toggle = useMutation({
    mutationFn: (m: AdminContactMessage) => setContactHandled(m.id, m.handled_at == null),
    onSuccess: (_res, m) => {
      setNotice(m.handled_at == null ? 'Marked as handled.' : 'Reopened.');
      refresh();
    },
    onError: (e) => setNotice(failureText(e)),
  });

  const remove = useRowAction({
    run: (m: AdminContactMessage) => deleteContactMessage(m.id),
    onSuccess: () => {
      setNotice('Message deleted.');
      refresh();
    },
    errorText: failureText,
  });

  const rows = list.data?.data;
  return (
    <AdminStack>
      <AdminPageHeader
        title="Contact messages"
        description="Messages sent through the contact page. Reply from your mail client, mark them handled, delete spam."
      />
      <AdminToolbar
        label="Filter contact messages"
        onSubmit={() => set({ q: search.trim() })}
        actions={
          <Button type="submit" $variant="secondary">
            Search
          </Button>
        }
      >
        <AdminSearchField
          value={search}
          onChange={setSearch}
          placeholder="Name, email, subject or text"
        />
        <AdminFormField label="Show">
          {(p) => (
            <Select
              {...p}
              value={handled}
              onChange={(e) => set({ handled: e.target.value as HandledFilter })}
            >
              <option value="no">To handle</option>
              <option value="yes">Handled</option>
              <option value="all">All</option>
            </Select>
          )}
        </AdminFormField>
      </AdminToolbar>
      {notice ? (
        <Alert $tone="info" role="status">
          {notice}
        </Alert>
      ) : null}
      <AdminListState
        loading={list.isPending}
        loadingLabel="Loading messages..."
        error={list.isError ? 'Failed to load contact messages.' : null}
        onRetry={() => void list.refetch()}
        empty={
          rows?.length
            ? null
            : q
              ? 'No messages match this search.'
              : handled === 'no'
                ? 'No messages to handle.'
                : 'No messages.'
        }
      >
        <List aria-label="Contact messages">
          {rows?.map((m) => (
            <li key={m.id}>
              <Card aria-labelledby={`contact-${m.id}`}>
                <Head>
                  <h2 id={`contact-${m.id}`}>{m.subject}</h2>
                  <StatusBadge tone={m.handled_at ? 'success' : 'warning'}>
                    {m.handled_at ? 'Handled' : 'To handle'}
                  </StatusBadge>
                </Head>
                <Meta>
                  {m.name} &lt;{m.email}&gt;
                  {m.user ? ` · member ${m.user.username}` : ''} ·{' '}
                  <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
                </Meta>
                <Body>{m.message}</Body>
                <Actions>
                  <Button as="a" href={replyHref(m)} $size="sm">
                    Reply
                  </Button>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    disabled={toggle.isPending && toggle.variables?.id === m.id}
                    onClick={() => toggle.mutate(m)}
                  >
                    {m.handled_at ? 'Reopen' : 'Mark handled'}
                  </Button>
                  <Button type="button" $size="sm" $variant="danger" onClick={() => remove.open(m)}>
                    Delete
                  </Button>
                </Actions>
              </Card>
            </li>
          ))}
        </List>
        {list.data ? (
          <PageFooter page={list.data} shown={list.data.data.length} onPageChange={setPage} />
        ) : null}
      </AdminListState>
      <RowActionDialog
        action={remove}
        title="Delete this message?"
        confirmLabel="Delete"
        tone="danger"
      >
        {(m) => (
          <p>
            “{m.subject}” from {m.name} is deleted for good. This cannot be undone.
          </p>
        )}
      </RowActionDialog>
    </AdminStack>
  );
}
