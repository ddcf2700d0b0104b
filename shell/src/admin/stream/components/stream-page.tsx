import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { AdminAnnouncement, AdminStreamResponse } from '@lobby/shared-api';
import { logFailure, useCurrentUser, useViewerId } from '@lobby/shared-api';
import {
  AdminFormField,
  AdminPageHeader,
  Alert,
  Button,
  Card,
  DataTable,
  formatDateTime,
  Input,
  Loader,
  StatusBadge,
} from '@lobby/shared-ui';
import { hasAdminRole } from '../../access/admin-gate';
import { adminErrorText, fieldMessages } from '../../api/use-admin-query';
import {
  getAdminStream,
  saveAdminStream,
  subscribeKickChat,
  testAnnouncement,
} from '../api/stream-api';

const Section = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: 14px;
  margin-bottom: 20px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 18px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

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

const Form = styled.form`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  .wide {
    grid-column: 1 / -1;
  }
  .checks {
    display: flex;
    flex-wrap: wrap;
    gap: 16px;
  }
  .checks label {
    display: inline-flex;
    gap: 8px;
    align-items: center;
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
  const [form, setForm] = useState<FormState | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  useEffect(() => {
    if (stream.data) setForm(formOf(stream.data.settings));
  }, [stream.data]);
  const refresh = () => void client.invalidateQueries({ queryKey: ['admin', 'stream'] });
  const save = useMutation({
    mutationFn: (f: FormState) => saveAdminStream(f),
    onMutate: () => setNotice(null),
    onSuccess: (res) => {
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
  const errors = save.isError ? fieldMessages(save.error) : {};

  if (stream.isPending) return <Loader />;
  if (stream.isError)
    return (
      <>
        <AdminPageHeader title="Stream" />
        <Alert $tone="danger" role="alert">
          {adminErrorText(stream.error)}{' '}
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            onClick={() => void stream.refetch()}
          >
            Retry
          </Button>
        </Alert>
      </>
    );
  const { kick, announcements } = stream.data;
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) =>
    setForm((f) => (f ? { ...f, [k]: v } : f));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form) save.mutate(form);
  };

  return (
    <>
      <AdminPageHeader
        title="Stream"
        description="Giveaway entries and slot calls from the Kick chat, and announcements of giveaways, hunts and leaderboard winners."
      />
      <div aria-live="polite">
        {notice ? (
          <Alert $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
            {notice.text}
          </Alert>
        ) : null}
      </div>
      <Section aria-labelledby="kick-status">
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
      </Section>
      {form ? (
        <Section aria-labelledby="stream-settings">
          <h2 id="stream-settings">Chat and announcements</h2>
          {!isAdmin ? <p>Only admins change these settings.</p> : null}
          <Form onSubmit={submit} noValidate aria-label="Stream settings">
            <fieldset className="wide checks" disabled={!isAdmin} style={{ border: 0, padding: 0 }}>
              <label>
                <input
                  type="checkbox"
                  checked={form.kick_chat_enabled}
                  onChange={(e) => set('kick_chat_enabled', e.target.checked)}
                />
                Read Kick chat (entries and slot calls)
              </label>
            </fieldset>
            <AdminFormField
              label="Default join keyword"
              hint="Enters giveaways that accept chat entries without their own keyword."
              error={errors.join_keyword}
            >
              {(c) => (
                <Input
                  {...c}
                  value={form.join_keyword}
                  disabled={!isAdmin}
                  maxLength={31}
                  onChange={(e) => set('join_keyword', e.target.value)}
                />
              )}
            </AdminFormField>
            <AdminFormField
              label="Slot call command"
              hint="Viewers type it with a slot name: !call Sweet Bonanza."
              error={errors.call_command}
            >
              {(c) => (
                <Input
                  {...c}
                  value={form.call_command}
                  disabled={!isAdmin}
                  maxLength={31}
                  onChange={(e) => set('call_command', e.target.value)}
                />
              )}
            </AdminFormField>
            <div className="wide">
              <AdminFormField
                label="Discord channel webhook"
                hint="Leave the masked value to keep the stored webhook; empty removes it."
                error={errors.discord_webhook}
              >
                {(c) => (
                  <Input
                    {...c}
                    type="url"
                    value={form.discord_webhook}
                    disabled={!isAdmin}
                    autoComplete="off"
                    placeholder="https://discord.com/api/webhooks/…"
                    onChange={(e) => set('discord_webhook', e.target.value)}
                  />
                )}
              </AdminFormField>
            </div>
            <fieldset
              className="wide checks"
              disabled={!isAdmin}
              aria-label="Announce"
              style={{ border: 0, padding: 0 }}
            >
              <label>
                <input
                  type="checkbox"
                  checked={form.announce_kick}
                  onChange={(e) => set('announce_kick', e.target.checked)}
                />
                Announce in Kick chat
              </label>
              <label>
                <input
                  type="checkbox"
                  checked={form.announce_giveaways}
                  onChange={(e) => set('announce_giveaways', e.target.checked)}
                />
                Giveaways (start, winners)
              </label>
              <label>
                <input
                  type="checkbox"
                  checked={form.announce_hunts}
                  onChange={(e) => set('announce_hunts', e.target.checked)}
                />
                Bonus hunt results
              </label>
              <label>
                <input
                  type="checkbox"
                  checked={form.announce_leaderboards}
                  onChange={(e) => set('announce_leaderboards', e.target.checked)}
                />
                Leaderboard winners
              </label>
            </fieldset>
            {save.isError && !Object.keys(errors).length ? (
              <Alert className="wide" $tone="danger" role="alert">
                {adminErrorText(save.error)}
              </Alert>
            ) : null}
            {isAdmin ? (
              <Row className="wide">
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? 'Saving...' : 'Save'}
                </Button>
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
              </Row>
            ) : null}
          </Form>
        </Section>
      ) : null}
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
