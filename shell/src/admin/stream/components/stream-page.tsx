import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { AdminAnnouncement, AdminStreamResponse } from '@lobby/shared-api';
import { logFailure, useCurrentUser, useViewerId } from '@lobby/shared-api';
import {
  AdminForm,
  AdminFormStatus,
  AdminInput,
  AdminLoadError,
  AdminPageHeader,
  AdminSaveBar,
  AdminSection,
  Button,
  CheckboxGroup,
  DataTable,
  formatDateTime,
  Loader,
  StatusBadge,
  serverFieldErrors,
  useFieldErrors,
  useFormState,
  bindFields,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { hasAdminRole } from '../../access/admin-gate';
import { adminErrorText } from '../../api/use-admin-query';
import {
  getAdminStream,
  saveAdminStream,
  subscribeKickChat,
  testAnnouncement,
} from '../api/stream-api';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, max-content) minmax(0, 1fr);
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Text = styled.span`
  display: block;
  max-width: 420px;
  overflow-wrap: anywhere;
`;

interface FormState {
  kick_chat_enabled: boolean;
  join_keyword: string;
  call_command: string;
  announce_kick: boolean;
  discord_webhook: string;
  announce_giveaways: boolean;
  announce_hunts: boolean;
  announce_leaderboards: boolean;
}

const formOf = (s: AdminStreamResponse['settings']): FormState => ({
  ...s,
  discord_webhook: s.discord_webhook ?? '',
});

const EMPTY: FormState = {
  kick_chat_enabled: false,
  join_keyword: '',
  call_command: '',
  announce_kick: false,
  discord_webhook: '',
  announce_giveaways: false,
  announce_hunts: false,
  announce_leaderboards: false,
};

const ANNOUNCE = [
  { name: 'announce_kick', label: 'Announce in Kick chat' },
  { name: 'announce_giveaways', label: 'Giveaways (start, winners)' },
  { name: 'announce_hunts', label: 'Bonus hunt results' },
  { name: 'announce_leaderboards', label: 'Leaderboard winners' },
] as const;

const ANNOUNCEMENT_TONE = { pending: 'info', sent: 'success', failed: 'danger' } as const;

/** /admin-new/stream: Kick chat connection, keywords, and announcements (Kick chat, Discord). */
export function StreamPage() {
  const user = useCurrentUser();
  const viewer = useViewerId();
  const isAdmin = hasAdminRole(user?.role, 'admin');
  const client = useQueryClient();
  const key = ['admin', 'stream', viewer] as const;
  const stream = useQuery({
    queryKey: key,
    queryFn: getAdminStream,
    meta: logFailure('[lobby] admin: the stream settings could not be loaded'),
  });
  const {
    values: form,
    set,
    isDirty,
    markSaved,
  } = useFormState(EMPTY, {
    data: stream.data?.settings,
    toForm: formOf,
  });
  const unsavedPrompt = useUnsavedChangesPrompt(isDirty);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const refresh = () => void client.invalidateQueries({ queryKey: ['admin', 'stream'] });
  const save = useMutation({
    mutationFn: (f: FormState) => saveAdminStream(f),
    onMutate: () => setNotice(null),
    onSuccess: (res) => {
      markSaved();
      setNotice({ tone: 'success', text: res.message });
      refresh();
    },
  });
  const test = useMutation({
    mutationFn: testAnnouncement,
    onMutate: () => setNotice(null),
    onSuccess: (res) => setNotice({ tone: 'success', text: res.message }),
    onError: (e) => setNotice({ tone: 'danger', text: adminErrorText(e) }),
  });
  const subscribe = useMutation({
    mutationFn: subscribeKickChat,
    onMutate: () => setNotice(null),
    onSuccess: (res) => {
      setNotice({ tone: 'success', text: res.message });
      refresh();
    },
    onError: (e) => setNotice({ tone: 'danger', text: adminErrorText(e) }),
  });
  const errors = useFieldErrors(save.error, form);
  const field = bindFields(form, set, errors);

  // The header stands while the settings load or fail, so the page does not jump when they come.
  const header = (
    <AdminPageHeader
      title="Stream"
      description="Giveaway entries and slot calls from the Kick chat, and announcements of giveaways, hunts and leaderboard winners."
    />
  );
  if (stream.isPending)
    return (
      <>
        {header}
        <Loader label="Loading the stream settings..." />
      </>
    );
  if (stream.isError)
    return (
      <>
        {header}
        <AdminLoadError onRetry={() => void stream.refetch()}>
          The stream settings could not be loaded: {adminErrorText(stream.error)}
        </AdminLoadError>
      </>
    );
  const { kick, announcements } = stream.data;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(form);
  };

  return (
    <>
      {unsavedPrompt}
      {header}
      {/* Its messages are live regions of their own (status, alert). */}
      <AdminFormStatus
        saved={notice?.tone === 'success' ? notice.text : null}
        error={notice?.tone === 'danger' ? notice.text : null}
      />
      <AdminSection aria-labelledby="kick-status">
        <h2 id="kick-status">Kick chat connection</h2>
        <Facts>
          <dt>Mode</dt>
          <dd>Webhooks (Kick signs each delivery; Kick&apos;s public API has no chat polling)</dd>
          <dt>Webhook URL</dt>
          <dd>
            <code>{kick.webhook_url}</code>
          </dd>
          <dt>Sending</dt>
          <dd>
            {kick.can_send ? (
              <StatusBadge tone="success">Configured</StatusBadge>
            ) : (
              <StatusBadge tone="warning">Not configured</StatusBadge>
            )}{' '}
            {kick.can_send
              ? `Channel user id ${kick.broadcaster_user_id}`
              : 'Set KICK_BROADCASTER_USER_ID and KICK_CHAT_TOKEN (or the Kick OAuth client) on the server.'}
          </dd>
          <dt>Chat subscription</dt>
          <dd>
            {kick.subscribed === true ? (
              <StatusBadge tone="success">Subscribed</StatusBadge>
            ) : kick.subscribed === false ? (
              <StatusBadge tone="warning">Not subscribed</StatusBadge>
            ) : (
              <StatusBadge>Unknown</StatusBadge>
            )}
            {kick.subscription_error ? ` ${kick.subscription_error}` : ''}
          </dd>
          <dt>Last message</dt>
          <dd>{kick.last_event_at ? formatDateTime(kick.last_event_at) : 'None received yet'}</dd>
          <dt>Last 24 hours</dt>
          <dd>
            {kick.events_24h.processed} processed, {kick.events_24h.ignored} ignored,{' '}
            {kick.events_24h.failed} failed
          </dd>
        </Facts>
        {isAdmin && kick.can_send && kick.subscribed !== true ? (
          <Row>
            <Button
              type="button"
              $variant="secondary"
              disabled={subscribe.isPending}
              onClick={() => subscribe.mutate()}
            >
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe chat to this webhook'}
            </Button>
          </Row>
        ) : null}
      </AdminSection>
      <AdminSection aria-labelledby="stream-settings">
        <h2 id="stream-settings">Chat and announcements</h2>
        {!isAdmin ? <p>Only admins change these settings.</p> : null}
        <AdminForm onSubmit={submit} noValidate aria-label="Stream settings">
          <CheckboxGroup
            values={form}
            onChange={set}
            disabled={!isAdmin}
            options={[
              { name: 'kick_chat_enabled', label: 'Read Kick chat (entries and slot calls)' },
            ]}
          />
          <AdminInput
            label="Default join keyword"
            hint="Enters giveaways that accept chat entries without their own keyword."
            {...field('join_keyword')}
            disabled={!isAdmin}
            maxLength={31}
          />
          <AdminInput
            label="Slot call command"
            hint="Viewers type it with a slot name: !call Sweet Bonanza."
            {...field('call_command')}
            disabled={!isAdmin}
            maxLength={31}
          />
          <AdminInput
            wide
            label="Discord channel webhook"
            hint="Leave the masked value to keep the stored webhook; empty removes it."
            type="url"
            {...field('discord_webhook')}
            disabled={!isAdmin}
            autoComplete="off"
            placeholder="https://discord.com/api/webhooks/…"
          />
          <CheckboxGroup
            label="Announce"
            values={form}
            onChange={set}
            disabled={!isAdmin}
            options={ANNOUNCE}
          />
          {isAdmin ? (
            <AdminSaveBar
              busy={save.isPending}
              label="Save"
              error={
                save.isError && !Object.keys(serverFieldErrors(save.error)).length
                  ? adminErrorText(save.error)
                  : null
              }
            >
              <Button
                type="button"
                $variant="secondary"
                disabled={test.isPending}
                onClick={() => test.mutate('kick')}
              >
                Send a test to Kick chat
              </Button>
              <Button
                type="button"
                $variant="secondary"
                disabled={test.isPending}
                onClick={() => test.mutate('discord')}
              >
                Send a test to Discord
              </Button>
            </AdminSaveBar>
          ) : null}
        </AdminForm>
      </AdminSection>
      <DataTable<AdminAnnouncement>
        caption="Recent announcements"
        showCaption
        columns={[
          {
            key: 'text',
            header: 'Message',
            render: (a) => <Text>{a.text}</Text>,
          },
          {
            key: 'target',
            header: 'To',
            render: (a) => (a.target === 'kick' ? 'Kick chat' : 'Discord'),
          },
          {
            key: 'status',
            header: 'Status',
            render: (a) => (
              <>
                <StatusBadge tone={ANNOUNCEMENT_TONE[a.status]}>
                  {a.status === 'pending' && a.attempts > 0
                    ? 'Retrying'
                    : a.status[0]!.toUpperCase() + a.status.slice(1)}
                </StatusBadge>
                {a.last_error && a.status !== 'sent' ? <Text>{a.last_error}</Text> : null}
              </>
            ),
          },
          {
            key: 'when',
            header: 'When',
            render: (a) => (
              <time dateTime={a.sent_at ?? a.created_at}>
                {formatDateTime(a.sent_at ?? a.created_at)}
              </time>
            ),
          },
        ]}
        rows={announcements}
        rowKey={(a) => a.id}
        empty="Nothing announced yet."
      />
    </>
  );
}
