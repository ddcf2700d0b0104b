import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type {
  AdminLedgerEntry,
  AdminMemberCasinoLink,
  AdminMemberDetail,
  AdminMemberResponse,
  AdminMemberSession,
  AdminMemberUpdateResponse,
  Role,
} from '@lobby/shared-api';
import {
  adminBanSchema,
  adminPointsSchema,
  ApiError,
  logFailure,
  MEMBER_ROLES,
  useCurrentUser,
  useViewerId,
} from '@lobby/shared-api';
import {
  AdminFormField,
  Alert,
  Avatar,
  Button,
  Card,
  ChevronLeftIcon,
  ConfirmDialog,
  DataTable,
  EmptyState,
  formatDateTime,
  formatNumber,
  formatRelativeLong,
  Input,
  Pagination,
  Select,
  Skeleton,
  StatTile,
  StatusBadge,
  TextArea,
} from '@lobby/shared-ui';
import type { DataColumn } from '@lobby/shared-ui';
import { hasAdminRole } from '../../access/admin-gate';
import { ADMIN_BASE } from '../../admin-base';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText, fieldMessages } from '../../api/use-admin-query';
import { useAdminTitle } from '../../layout/use-admin-title';
import {
  adjustAdminMemberPoints,
  banAdminMember,
  endAdminMemberSession,
  getAdminMember,
  getAdminMemberLedger,
  setAdminMemberRole,
  unbanAdminMember,
} from '../api/members-api';
import { ROLE_LABELS, RoleBadge } from './role-badge';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  h1 {
    font-size: clamp(22px, 2.6vw, 28px);
    font-weight: 800;
    overflow-wrap: anywhere;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 4px;
`;

const Stats = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
`;

const Actions = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  align-items: start;
`;

const Panel = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  min-width: 0;
  h2 {
    font-size: 16px;
  }
  form {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  h2 {
    font-size: 18px;
  }
`;

const Delta = styled.span<{ $negative: boolean }>`
  font-weight: 700;
  color: ${({ theme, $negative }) => ($negative ? theme.colors.danger : theme.colors.success)};
`;

const Activity = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 10px 12px;
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    min-width: 0;
  }
  div {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small,
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
  time {
    white-space: nowrap;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const signed = (n: number) => `${n > 0 ? '+' : n < 0 ? '−' : ''}${formatNumber(Math.abs(n))}`;

const When = ({ at }: { at: string | null }) =>
  at ? (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatRelativeLong(at)}
    </time>
  ) : (
    <>—</>
  );

/** After a change: the answer is the member as they are now; lists refetch. */
function useMemberUpdate<V>(
  id: number,
  fn: (vars: V) => Promise<AdminMemberUpdateResponse>,
  after?: () => void,
) {
  const client = useQueryClient();
  const viewer = useViewerId();
  return useMutation({
    mutationFn: fn,
    onSuccess: (res) => {
      client.setQueryData<AdminMemberResponse>([...adminKeys.member(id), viewer], {
        member: res.member,
      });
      void client.invalidateQueries({
        queryKey: adminKeys.members(),
        predicate: (q) => q.queryKey[2] !== id || q.queryKey[3] === 'ledger',
      });
      after?.();
    },
  });
}

function RolePanel({ member, self }: { member: AdminMemberDetail; self: boolean }) {
  const [role, setRole] = useState<Role>(member.role);
  const [saved, setSaved] = useState(false);
  useEffect(() => setRole(member.role), [member.role]);
  const save = useMemberUpdate(
    member.id,
    (r: Role) => setAdminMemberRole(member.id, r),
    () => setSaved(true),
  );
  const error =
    fieldMessages(save.error).role ?? (save.isError ? adminErrorText(save.error) : null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    save.mutate(role);
  };
  return (
    <Panel aria-labelledby="member-role">
      <h2 id="member-role">Role</h2>
      <form onSubmit={submit} noValidate>
        <AdminFormField
          label="Role"
          error={error}
          hint={self ? 'You cannot change your own role: another admin can.' : undefined}
        >
          {(control) => (
            <Select
              {...control}
              disabled={self}
              value={role}
              onChange={(e) => {
                setSaved(false);
                setRole(e.target.value as Role);
              }}
            >
              {MEMBER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABELS[r]}
                </option>
              ))}
            </Select>
          )}
        </AdminFormField>
        <div>
          <Button type="submit" disabled={save.isPending || role === member.role}>
            {save.isPending ? 'Saving...' : 'Save role'}
          </Button>
        </div>
        {saved ? (
          <Alert $tone="success" role="status">
            Role changed to {ROLE_LABELS[member.role]}.
          </Alert>
        ) : null}
      </form>
    </Panel>
  );
}

function PointsPanel({ member, self }: { member: AdminMemberDetail; self: boolean }) {
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [local, setLocal] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const adjust = useMemberUpdate(member.id, (body: { delta: number; reason: string }) =>
    adjustAdminMemberPoints(member.id, body),
  );
  const server = fieldMessages(adjust.error);
  const errors = { ...server, ...local };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const parsed = adminPointsSchema.safeParse({ delta: delta.trim() || undefined, reason });
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
      setLocal(out);
      return;
    }
    setLocal({});
    adjust.mutate(parsed.data, {
      onSuccess: () => {
        setDone(`${signed(parsed.data.delta)} points: ${parsed.data.reason}`);
        setDelta('');
        setReason('');
      },
    });
  };
  return (
    <Panel aria-labelledby="member-points">
      <h2 id="member-points">Adjust points</h2>
      <p>Adds or takes points with a reason the member sees; it goes in their ledger.</p>
      {self ? (
        <Muted>You cannot adjust your own points: another staff member can.</Muted>
      ) : (
        <form onSubmit={submit} noValidate>
          <AdminFormField
            label="Points"
            required
            error={errors.delta}
            hint="Negative to take points away, e.g. -500. Moderators adjust up to the limit an admin sets in Admin › Site."
          >
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                value={delta}
                onChange={(e) => setDelta(e.target.value)}
              />
            )}
          </AdminFormField>
          <AdminFormField label="Reason" required error={errors.reason}>
            {(control) => (
              <Input
                {...control}
                value={reason}
                maxLength={200}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </AdminFormField>
          <div>
            <Button type="submit" disabled={adjust.isPending}>
              {adjust.isPending ? 'Saving...' : 'Adjust points'}
            </Button>
          </div>
          {adjust.isError && !Object.keys(server).length ? (
            <Alert $tone="danger" role="alert">
              {adminErrorText(adjust.error)}
            </Alert>
          ) : null}
          {done ? (
            <Alert $tone="success" role="status">
              Done: {done}.
            </Alert>
          ) : null}
        </form>
      )}
    </Panel>
  );
}

function BanPanel({ member, canBan }: { member: AdminMemberDetail; canBan: string | null }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ban = useMemberUpdate(
    member.id,
    (r: string) => banAdminMember(member.id, { reason: r }),
    () => {
      setConfirming(false);
      setReason('');
    },
  );
  const unban = useMemberUpdate(
    member.id,
    () => unbanAdminMember(member.id),
    () => setConfirming(false),
  );
  const banned = !!member.banned_at;
  const action = banned ? unban : ban;
  const open = (e: FormEvent) => {
    e.preventDefault();
    if (!banned) {
      const parsed = adminBanSchema.safeParse({ reason });
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? 'A reason is required');
        return;
      }
    }
    setError(null);
    action.reset();
    setConfirming(true);
  };
  const serverField = fieldMessages(ban.error).reason;
  return (
    <Panel aria-labelledby="member-ban">
      <h2 id="member-ban">{banned ? 'Banned' : 'Ban'}</h2>
      {banned ? (
        <p>
          Banned <When at={member.banned_at} />
          {member.banned_by ? ` by ${member.banned_by.username}` : ''}: {member.ban_reason}
        </p>
      ) : (
        <p>A banned member is logged out everywhere at once and cannot log in until unbanned.</p>
      )}
      {canBan ? (
        <p>{canBan}</p>
      ) : (
        <form onSubmit={open} noValidate>
          {banned ? null : (
            <AdminFormField label="Reason" required error={error ?? serverField}>
              {(control) => (
                <TextArea
                  {...control}
                  rows={3}
                  value={reason}
                  maxLength={300}
                  onChange={(e) => setReason(e.target.value)}
                />
              )}
            </AdminFormField>
          )}
          <div>
            <Button type="submit" $variant={banned ? 'secondary' : 'danger'}>
              {banned ? 'Unban member' : 'Ban member'}
            </Button>
          </div>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        title={banned ? `Unban ${member.name}?` : `Ban ${member.name}?`}
        tone={banned ? 'primary' : 'danger'}
        confirmLabel={banned ? 'Unban' : 'Ban'}
        busy={action.isPending}
        error={action.isError ? adminErrorText(action.error) : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => (banned ? unban.mutate(undefined) : ban.mutate(reason.trim()))}
      >
        {banned
          ? 'They can log in again at once.'
          : `Their ${member.sessions.length === 1 ? 'session ends' : 'sessions end'} now and login is refused with "This account is banned". Reason: ${reason.trim()}`}
      </ConfirmDialog>
    </Panel>
  );
}

/** Why this staff member may not ban this member (null: they may). */
function banRefusal(
  viewer: { id: number; role: Role } | null,
  member: AdminMemberDetail,
): string | null {
  if (!viewer) return 'Log in again.';
  if (viewer.id === member.id) return 'You cannot ban yourself.';
  if (member.role === 'admin') return 'An admin cannot be banned: change their role first.';
  if (member.role === 'moderator' && viewer.role !== 'admin')
    return member.banned_at
      ? 'Only an admin can unban a moderator.'
      : 'Only an admin can ban a moderator.';
  return null;
}

function LedgerSection({ id }: { id: number }) {
  const viewer = useViewerId();
  const [page, setPage] = useState(1);
  const ledger = useQuery({
    queryKey: [...adminKeys.memberLedger(id, page), viewer],
    queryFn: () => getAdminMemberLedger(id, page),
    placeholderData: keepPreviousData,
    meta: logFailure('[lobby] admin: the ledger could not be loaded'),
  });
  return (
    <Section aria-labelledby="member-ledger">
      <h2 id="member-ledger">Points ledger</h2>
      <DataTable<AdminLedgerEntry>
        caption="Points ledger"
        columns={[
          {
            key: 'when',
            header: 'When',
            render: (r) => (
              <time dateTime={r.created_at} style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(r.created_at)}
              </time>
            ),
          },
          { key: 'reason', header: 'Reason', render: (r) => r.reason },
          {
            key: 'delta',
            header: 'Change',
            align: 'right',
            render: (r) => <Delta $negative={r.delta < 0}>{signed(r.delta)}</Delta>,
          },
          {
            key: 'balance',
            header: 'Balance',
            align: 'right',
            render: (r) => formatNumber(r.balance_after),
          },
        ]}
        rows={ledger.data?.data}
        rowKey={(r) => r.id}
        loading={ledger.isPending}
        error={ledger.isError ? adminErrorText(ledger.error) : null}
        onRetry={() => void ledger.refetch()}
        empty="No points movements yet."
      />
      {ledger.data ? (
        <Pagination
          page={ledger.data.current_page}
          lastPage={ledger.data.last_page}
          onChange={setPage}
        />
      ) : null}
    </Section>
  );
}

/** Why this staff member may not end this member's sessions (null: they may). */
function sessionRefusal(
  viewer: { id: number; role: Role } | null,
  member: AdminMemberDetail,
): string | null {
  if (!viewer) return 'Log in again.';
  if (viewer.id === member.id || viewer.role === 'admin') return null;
  if (member.role === 'moderator' || member.role === 'admin')
    return "Only an admin can end a staff member's session.";
  return null;
}

function SessionsSection({ member, canEnd }: { member: AdminMemberDetail; canEnd: boolean }) {
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

/** /admin-new/members/:id: a member's record and what staff may do about it. */
export function MemberPage() {
  const { id: raw } = useParams();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id > 0;
  const viewerId = useViewerId();
  const me = useCurrentUser();
  const query = useQuery({
    queryKey: [...adminKeys.member(id), viewerId],
    queryFn: () => getAdminMember(id),
    enabled: valid,
    meta: logFailure('[lobby] admin: the member could not be loaded'),
  });
  const member = query.data?.member;
  useAdminTitle(member ? `Member ${member.name}` : 'Member');

  const back = (
    <Back to={`${ADMIN_BASE}/members`}>
      <ChevronLeftIcon size={16} aria-hidden="true" /> All members
    </Back>
  );
  if (!valid || (query.error instanceof ApiError && query.error.status === 404))
    return (
      <>
        {back}
        <EmptyState title="Member not found">
          There is no member with this id. Search for them on the Members page.
        </EmptyState>
      </>
    );
  if (query.isError)
    return (
      <>
        {back}
        <Alert $tone="danger" role="alert">
          The member could not be loaded: {adminErrorText(query.error)}{' '}
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => void query.refetch()}
          >
            Retry
          </Button>
        </Alert>
      </>
    );
  if (!member)
    return (
      <>
        {back}
        <div role="status" aria-label="Loading the member">
          <Skeleton $height={48} $width="40%" />
        </div>
        <Stats>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} $height={72} />
          ))}
        </Stats>
      </>
    );

  const isAdmin = hasAdminRole(me?.role, 'admin');
  return (
    <>
      {back}
      <Head>
        <Avatar src={member.avatar} name={member.name} size={64} />
        <div>
          <h1>{member.name}</h1>
          <p>
            @{member.username}
            {member.kick_username ? ` · Kick ${member.kick_username}` : ''}
            {member.discord_id ? ` · Discord ${member.discord_id}` : ''}
          </p>
          <Badges>
            <RoleBadge role={member.role} />
            {member.banned_at ? <StatusBadge tone="danger">Banned</StatusBadge> : null}
          </Badges>
        </div>
      </Head>
      <Stats role="group" aria-label="Figures">
        <StatTile>
          <span>Points</span>
          <strong>{formatNumber(member.points)}</strong>
        </StatTile>
        <StatTile>
          <span>XP</span>
          <strong>{formatNumber(member.xp)}</strong>
        </StatTile>
        <StatTile>
          <span>Joined</span>
          <strong>
            <When at={member.created_at} />
          </strong>
        </StatTile>
        <StatTile>
          <span>Last active</span>
          <strong>
            <When at={member.last_active} />
          </strong>
        </StatTile>
      </Stats>
      {member.email ? <Muted>Email: {member.email}</Muted> : null}
      <Actions>
        <BanPanel
          key={`ban-${member.banned_at ?? 'no'}`}
          member={member}
          canBan={banRefusal(me ? { id: me.id, role: me.role } : null, member)}
        />
        {isAdmin ? <RolePanel member={member} self={me?.id === member.id} /> : null}
        <PointsPanel member={member} self={me?.id === member.id} />
      </Actions>
      <Section aria-labelledby="member-casinos">
        <h2 id="member-casinos">Casino names</h2>
        {member.casino_links.length ? (
          <DataTable<AdminMemberCasinoLink>
            caption="Casino names"
            columns={[
              { key: 'platform', header: 'Platform', render: (l) => l.platform },
              { key: 'name', header: 'Username', render: (l) => l.username },
              {
                key: 'status',
                header: 'Status',
                render: (l) =>
                  l.status === 'verified' ? (
                    <StatusBadge tone="success">Verified</StatusBadge>
                  ) : l.status === 'pending' ? (
                    <StatusBadge tone="warning">Pending</StatusBadge>
                  ) : (
                    <StatusBadge tone="danger">Rejected</StatusBadge>
                  ),
              },
              { key: 'since', header: 'Linked', render: (l) => <When at={l.created_at} /> },
            ]}
            rows={member.casino_links}
            rowKey={(l) => l.id}
          />
        ) : (
          <Muted>No casino names linked.</Muted>
        )}
      </Section>
      <LedgerSection id={member.id} />
      <SessionsSection member={member} canEnd={sessionRefusal(me, member) === null} />
      <Section aria-labelledby="member-activity">
        <h2 id="member-activity">Recent activity</h2>
        {member.activity.length ? (
          <Activity>
            {member.activity.map((a) => (
              <li key={a.id}>
                <div>
                  <strong>{a.title}</strong>
                  {a.description ? <small> · {a.description}</small> : null}
                  {a.points ? <small> · {signed(a.points)} points</small> : null}
                </div>
                <When at={a.occurred_at} />
              </li>
            ))}
          </Activity>
        ) : (
          <Muted>No activity yet.</Muted>
        )}
      </Section>
    </>
  );
}
