import type { FormEvent } from 'react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { AdminMemberDetail, Role } from '@lobby/shared-api';
import { adminBanSchema, adminPointsSchema, MEMBER_ROLES } from '@lobby/shared-api';
import {
  AdminFormField,
  Alert,
  Button,
  Card,
  ConfirmDialog,
  Input,
  Select,
  TextArea,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { adminErrorText, fieldMessages } from '../../api/use-admin-query';
import {
  adjustAdminMemberPoints,
  banAdminMember,
  setAdminMemberRole,
  unbanAdminMember,
} from '../api/members-api';
import { useMemberUpdate } from '../api/use-member-update';
import { Muted, signed, When } from './member-parts';
import { ROLE_LABELS } from './role-badge';

export const Panel = styled(Card).attrs({ as: 'section' })`
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

export function RolePanel({ member, self }: { member: AdminMemberDetail; self: boolean }) {
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
  const unsavedPrompt = useUnsavedChangesPrompt(() => role !== member.role && !save.isPending);
  return (
    <Panel aria-labelledby="member-role">
      {unsavedPrompt}
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

export function PointsPanel({ member, self }: { member: AdminMemberDetail; self: boolean }) {
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
  // Typed points or a reason not yet applied are asked about before they are lost.
  const unsavedPrompt = useUnsavedChangesPrompt(
    () => !adjust.isPending && (delta.trim() !== '' || reason.trim() !== ''),
  );
  return (
    <Panel aria-labelledby="member-points">
      {unsavedPrompt}
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

export function BanPanel({ member, canBan }: { member: AdminMemberDetail; canBan: string | null }) {
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
  const unsavedPrompt = useUnsavedChangesPrompt(() => !ban.isPending && reason.trim() !== '');
  return (
    <Panel aria-labelledby="member-ban">
      {unsavedPrompt}
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
export function banRefusal(
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
