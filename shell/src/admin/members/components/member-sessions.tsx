import { useState } from 'react';
import type { AdminMemberDetail, AdminMemberSession, Role } from '@lobby/shared-api';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  formatDateTime,
  StatusBadge,
} from '@lobby/shared-ui';
import type { DataColumn } from '@lobby/shared-ui';
import { adminErrorText } from '../../api/use-admin-query';
import { endAdminMemberSession } from '../api/members-api';
import { useMemberUpdate } from '../api/use-member-update';
import { Section, When } from './member-parts';

export function sessionRefusal(
  viewer: { id: number; role: Role } | null,
  member: AdminMemberDetail,
): string | null {
  if (!viewer) return 'Log in again.';
  if (viewer.id === member.id || viewer.role === 'admin') return null;
  if (member.role === 'moderator' || member.role === 'admin')
    return "Only an admin can end a staff member's session.";
  return null;
}

export function SessionsSection({
  member,
  canEnd,
}: {
  member: AdminMemberDetail;
  canEnd: boolean;
}) {
  const [ending, setEnding] = useState<AdminMemberSession | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const end = useMemberUpdate(
    member.id,
    (handle: string) => endAdminMemberSession(member.id, handle),
    () => {
      setDone(ending ? `Session ${ending.id} ended.` : 'Session ended.');
      setEnding(null);
    },
  );
  const columns: DataColumn<AdminMemberSession>[] = [
    {
      key: 'id',
      header: 'Session',
      render: (s: AdminMemberSession) => (
        <>
          <code>{s.id}</code>
          {s.current ? (
            <>
              {' '}
              <StatusBadge tone="info">This browser</StatusBadge>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'seen',
      header: 'Last seen',
      render: (s: AdminMemberSession) => <When at={s.last_seen_at} />,
    },
    {
      key: 'started',
      header: 'Started',
      render: (s: AdminMemberSession) => formatDateTime(s.created_at),
    },
    { key: 'ip', header: 'IP', render: (s: AdminMemberSession) => s.ip ?? '—' },
    {
      key: 'agent',
      header: 'Browser',
      render: (s: AdminMemberSession) => s.user_agent ?? '—',
    },
  ];
  if (canEnd)
    columns.push({
      key: 'end',
      header: 'Actions',
      render: (s: AdminMemberSession) => (
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          aria-label={`End session ${s.id}`}
          onClick={() => {
            setDone(null);
            end.reset();
            setEnding(s);
          }}
        >
          End session
        </Button>
      ),
    });
  return (
    <Section aria-labelledby="member-sessions">
      <h2 id="member-sessions">Sessions</h2>
      <DataTable<AdminMemberSession>
        caption="Sessions"
        columns={columns}
        rows={member.sessions}
        rowKey={(s) => s.id}
        empty="No live sessions: the member is logged out everywhere."
      />
      {done ? (
        <Alert $tone="success" role="status">
          {done}
        </Alert>
      ) : null}
      <ConfirmDialog
        open={ending !== null}
        title={`End session ${ending?.id ?? ''}?`}
        tone="danger"
        confirmLabel="End session"
        busy={end.isPending}
        error={end.isError ? adminErrorText(end.error) : null}
        onCancel={() => setEnding(null)}
        onConfirm={() => ending && end.mutate(ending.id)}
      >
        {ending?.current
          ? 'This is your own session: you will be logged out of this browser.'
          : `That browser${ending?.user_agent ? ` (${ending.user_agent})` : ''} is logged out at its next request. ${member.name} can log in again.`}
      </ConfirmDialog>
    </Section>
  );
}
