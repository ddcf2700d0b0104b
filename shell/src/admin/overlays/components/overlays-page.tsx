import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type {
  AdminOverlay,
  AdminOverlayInput,
  AdminOverlayKeyResponse,
  OverlaySettings,
} from '@lobby/shared-api';
import { logFailure, OVERLAY_KIND_LABELS } from '@lobby/shared-api';
import {
  AdminPageHeader,
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  Input,
  StatusBadge,
  VisuallyHidden,
} from '@lobby/shared-ui';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText, fieldMessages, useAdminQuery } from '../../api/use-admin-query';
import {
  createOverlay,
  getAdminOverlays,
  renewOverlayKey,
  revokeOverlay,
  updateOverlay,
} from '../api/overlays';
import { OverlayForm } from './overlay-form';
import { OverlayPreview } from './overlay-preview';

const Editor = styled(Card).attrs({ as: 'section' })`
  display: grid;
  gap: 24px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 18px;
  }
  h2:focus {
    outline: none;
  }
`;

const KeyBox = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: 10px;
  border-color: ${({ theme }) => theme.colors.primary};
  h2 {
    margin: 0;
    font-size: 17px;
  }
  p {
    margin: 0;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .row {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
  }
  .row input {
    flex: 1 1 260px;
    min-width: 0;
    font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
    font-size: 13px;
  }
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  justify-content: flex-end;
`;

const Hint = styled.code`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const hasKey = (
  res: AdminOverlayKeyResponse | { data: AdminOverlay },
): res is AdminOverlayKeyResponse => 'key' in res && typeof res.key === 'string';

type Editing = { mode: 'create' } | { mode: 'edit'; id: number } | null;
type Confirm = { action: 'revoke' | 'key'; overlay: AdminOverlay } | null;

/** The full address to paste into OBS. */
const absolute = (url: string) => new URL(url, window.location.origin).href;

function NewKey({ answer, onDone }: { answer: AdminOverlayKeyResponse; onDone: () => void }) {
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const href = absolute(answer.url);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setCopied('yes');
    } catch {
      input.current?.select();
      setCopied('no');
    }
  };
  const { width, height } = answer.data.settings;
  return (
    <KeyBox aria-labelledby="overlay-key-title">
      <h2 id="overlay-key-title">Address of {answer.data.name}</h2>
      <p>
        Copy it now: the key is shown only this once (lost it? make a new key). In OBS add a{' '}
        <strong>Browser</strong> source with this URL, width {width} and height {height}.
      </p>
      <div className="row">
        <label htmlFor="overlay-url">
          <VisuallyHidden>Overlay address</VisuallyHidden>
        </label>
        <Input
          id="overlay-url"
          ref={input}
          readOnly
          value={href}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" onClick={() => void copy()}>
          Copy address
        </Button>
        <Button type="button" $variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
      <div aria-live="polite">
        {copied === 'yes' ? <Alert $tone="success">Copied.</Alert> : null}
        {copied === 'no' ? (
          <Alert $tone="info">Copying was blocked: the address is selected, press Ctrl+C.</Alert>
        ) : null}
      </div>
    </KeyBox>
  );
}

/** /admin-new/overlays (admins): OBS overlays — make one, copy its address, preview, revoke. */
export function OverlaysPage() {
  const queryClient = useQueryClient();
  const list = useAdminQuery(adminKeys.overlays(), getAdminOverlays, 'the overlays');
  const [editing, setEditing] = useState<Editing>(null);
  const [draft, setDraft] = useState<OverlaySettings | null>(null);
  const [keyAnswer, setKeyAnswer] = useState<AdminOverlayKeyResponse | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.overlays() });

  const save = useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: AdminOverlayInput }) =>
      id == null ? createOverlay(input) : updateOverlay(id, input),
    meta: logFailure('[lobby] admin: an overlay could not be saved'),
    onSuccess: async (res) => {
      if (hasKey(res)) {
        setKeyAnswer(res);
        setEditing({ mode: 'edit', id: res.data.id });
        setNotice(null);
      } else setNotice('Overlay saved. OBS shows the change within seconds.');
      await refresh();
    },
  });

  const act = useMutation({
    mutationFn: ({ action, overlay }: NonNullable<Confirm>) =>
      action === 'revoke' ? revokeOverlay(overlay.id) : renewOverlayKey(overlay.id),
    meta: logFailure('[lobby] admin: an overlay could not be changed'),
    onSuccess: async (res, { action, overlay }) => {
      setConfirm(null);
      if (action === 'key' && hasKey(res)) {
        setKeyAnswer(res);
        setNotice(null);
      } else {
        setNotice(`${overlay.name} is revoked: its address shows nothing any more.`);
        if (editing?.mode === 'edit' && editing.id === overlay.id) setEditing(null);
        if (keyAnswer?.data.id === overlay.id) setKeyAnswer(null);
      }
      await refresh();
    },
  });

  const rows = list.data;
  const edited = editing?.mode === 'edit' ? (rows?.find((o) => o.id === editing.id) ?? null) : null;
  const errors = fieldMessages(save.error);

  const openEditor = (next: Editing) => {
    save.reset();
    setDraft(null);
    setNotice(null);
    setEditing(next);
  };

  return (
    <>
      <AdminPageHeader
        title="Overlays"
        description="Browser sources for OBS: the bonus hunt, a bracket, a leaderboard and the giveaway reveal, live on stream."
        actions={
          <Button ref={newButton} type="button" onClick={() => openEditor({ mode: 'create' })}>
            New overlay
          </Button>
        }
      />
      <div aria-live="polite">{notice ? <Alert $tone="success">{notice}</Alert> : null}</div>
      {keyAnswer ? (
        <NewKey
          answer={keyAnswer}
          onDone={() => {
            setKeyAnswer(null);
            newButton.current?.focus();
          }}
        />
      ) : null}
      {editing && (editing.mode === 'create' || edited) ? (
        <Editor aria-labelledby="overlay-editor-title">
          <div>
            <h2 id="overlay-editor-title">{edited ? `Edit ${edited.name}` : 'New overlay'}</h2>
            <OverlayForm
              key={edited ? edited.id : 'new'}
              overlay={edited}
              busy={save.isPending}
              errors={errors}
              formError={
                save.isError && !Object.keys(errors).length ? adminErrorText(save.error) : null
              }
              onDraftChange={setDraft}
              onSubmit={(input) => save.mutate({ id: edited?.id ?? null, input })}
              onCancel={() => {
                setEditing(null);
                save.reset();
                newButton.current?.focus();
              }}
            />
          </div>
          {edited ? (
            <OverlayPreview overlay={edited} settings={draft ?? edited.settings} />
          ) : (
            <p>
              The live preview appears once the overlay is made: create it, then adjust it here.
            </p>
          )}
        </Editor>
      ) : null}
      <DataTable
        caption="Overlays"
        rows={rows}
        rowKey={(o) => o.id}
        loading={list.isPending}
        error={
          list.isError ? `The overlays could not be loaded: ${adminErrorText(list.error)}` : null
        }
        onRetry={() => void list.refetch()}
        empty="No overlays yet. Make one for each browser source in OBS."
        columns={[
          { key: 'name', header: 'Name', render: (o) => <strong>{o.name}</strong> },
          { key: 'kind', header: 'Shows', render: (o) => OVERLAY_KIND_LABELS[o.kind] },
          {
            key: 'size',
            header: 'Size',
            render: (o) => `${o.settings.width}×${o.settings.height}`,
          },
          { key: 'key', header: 'Key', render: (o) => <Hint>{o.key_hint}</Hint> },
          {
            key: 'status',
            header: 'Status',
            render: (o) =>
              o.revoked_at ? (
                <StatusBadge>Revoked</StatusBadge>
              ) : (
                <StatusBadge tone="success">Live</StatusBadge>
              ),
          },
          {
            key: 'actions',
            header: <VisuallyHidden>Actions</VisuallyHidden>,
            align: 'right',
            render: (o) =>
              o.revoked_at ? null : (
                <RowActions>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="secondary"
                    aria-label={`Edit ${o.name}`}
                    onClick={() => openEditor({ mode: 'edit', id: o.id })}
                  >
                    Edit
                  </Button>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    aria-label={`New key for ${o.name}`}
                    onClick={() => {
                      act.reset();
                      setConfirm({ action: 'key', overlay: o });
                    }}
                  >
                    New key
                  </Button>
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Revoke ${o.name}`}
                    onClick={() => {
                      act.reset();
                      setConfirm({ action: 'revoke', overlay: o });
                    }}
                  >
                    Revoke
                  </Button>
                </RowActions>
              ),
          },
        ]}
      />
      <ConfirmDialog
        open={confirm != null}
        title={
          confirm
            ? confirm.action === 'revoke'
              ? `Revoke ${confirm.overlay.name}?`
              : `New key for ${confirm.overlay.name}?`
            : ''
        }
        confirmLabel={confirm?.action === 'revoke' ? 'Revoke' : 'Make a new key'}
        tone="danger"
        busy={act.isPending}
        error={act.isError ? adminErrorText(act.error) : null}
        onConfirm={() => confirm && act.mutate(confirm)}
        onCancel={() => setConfirm(null)}
      >
        <p>
          {confirm?.action === 'revoke'
            ? 'Its address stops working at once and the browser source goes blank. This cannot be undone.'
            : 'The current address stops working at once: paste the new one into OBS.'}
        </p>
      </ConfirmDialog>
    </>
  );
}
