import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { AdminAffiliate, AdminAffiliateInput } from '@lobby/shared-api';
import { logFailure, sharedKeys } from '@lobby/shared-api';
import {
  AdminPageHeader,
  Alert,
  Button,
  ChevronDownIcon,
  ConfirmDialog,
  DataTable,
  ImageIcon,
  StatusBadge,
  VisuallyHidden,
} from '@lobby/shared-ui';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText, fieldMessages, useAdminQuery } from '../../api/use-admin-query';
import {
  createAffiliate,
  getAdminAffiliates,
  moveAffiliate,
  updateAffiliate,
} from '../api/affiliates';
import { AffiliateForm } from './affiliate-form';

const Order = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  span {
    min-width: 20px;
    text-align: right;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Arrow = styled.button<{ $up?: boolean }>`
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  svg {
    transform: ${({ $up }) => ($up ? 'rotate(180deg)' : 'none')};
  }
  &:disabled {
    opacity: 0.35;
    cursor: not-allowed;
  }
`;

const NameCell = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  min-width: 160px;
  img,
  .placeholder {
    width: 36px;
    height: 36px;
    flex: none;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.bg};
  }
  .placeholder {
    display: grid;
    place-items: center;
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

const Url = styled.span`
  display: inline-block;
  max-width: 240px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RowActions = styled.div`
  display: flex;
  gap: 6px;
  justify-content: flex-end;
`;

type Editing = { mode: 'create' } | { mode: 'edit'; affiliate: AdminAffiliate } | null;

/** /admin-new/affiliates: the casino partners of the sidebar and the home page. */
export function AffiliatesPage() {
  const queryClient = useQueryClient();
  const list = useAdminQuery(adminKeys.affiliates(), getAdminAffiliates, 'the affiliates');
  const [editing, setEditing] = useState<Editing>(null);
  const [hiding, setHiding] = useState<AdminAffiliate | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
      // the public sidebar and home page on this page load read the same cache
      queryClient.invalidateQueries({ queryKey: sharedKeys.affiliates() }),
    ]);
  };

  const save = useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: AdminAffiliateInput }) =>
      id == null ? createAffiliate(input) : updateAffiliate(id, input),
    meta: logFailure('[lobby] admin: an affiliate could not be saved'),
    onSuccess: async (res) => {
      setEditing(null);
      setNotice(`${res.message} ${res.data.name} is ${res.data.active ? 'shown' : 'hidden'}.`);
      await refresh();
      addButton.current?.focus();
    },
  });

  const visibility = useMutation({
    mutationFn: (a: AdminAffiliate) => {
      const { name, logo_url, benefits, redirect_url } = a;
      return updateAffiliate(a.id, { name, logo_url, benefits, redirect_url, active: !a.active });
    },
    meta: logFailure('[lobby] admin: an affiliate could not be shown or hidden'),
    onSuccess: async (res) => {
      setHiding(null);
      setNotice(`${res.data.name} is ${res.data.active ? 'shown again' : 'hidden'}.`);
      await refresh();
    },
  });

  const move = useMutation({
    mutationFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }) =>
      moveAffiliate(id, direction),
    meta: logFailure('[lobby] admin: an affiliate could not be moved'),
    onSuccess: async (rows, { id, direction }) => {
      const moved = rows.find((r) => r.id === id);
      if (moved) setNotice(`${moved.name} moved ${direction} to place ${moved.position}.`);
      await refresh();
      // Keep focus on the same button of the moved row (or its other arrow at an end).
      requestAnimationFrame(() => {
        const same = document.getElementById(`affiliate-${id}-${direction}`) as HTMLButtonElement;
        const other = document.getElementById(
          `affiliate-${id}-${direction === 'up' ? 'down' : 'up'}`,
        ) as HTMLButtonElement | null;
        (same && !same.disabled ? same : other)?.focus();
      });
    },
  });

  const rows = list.data;
  const count = rows?.length ?? 0;
  const errors = fieldMessages(save.error);

  return (
    <>
      <AdminPageHeader
        title="Affiliates"
        description="The casino partners shown in the sidebar and on the home page, in this order."
        actions={
          <Button
            ref={addButton}
            type="button"
            onClick={() => {
              save.reset();
              setEditing({ mode: 'create' });
            }}
          >
            Add affiliate
          </Button>
        }
      />
      <div aria-live="polite">{notice ? <Alert $tone="success">{notice}</Alert> : null}</div>
      {move.isError ? (
        <Alert $tone="danger" role="alert">
          The affiliate could not be moved: {adminErrorText(move.error)}
        </Alert>
      ) : null}
      {editing ? (
        <AffiliateForm
          key={editing.mode === 'edit' ? editing.affiliate.id : 'new'}
          affiliate={editing.mode === 'edit' ? editing.affiliate : null}
          busy={save.isPending}
          errors={errors}
          formError={
            save.isError && !Object.keys(errors).length ? adminErrorText(save.error) : null
          }
          onSubmit={(input) =>
            save.mutate({ id: editing.mode === 'edit' ? editing.affiliate.id : null, input })
          }
          onCancel={() => {
            setEditing(null);
            save.reset();
            addButton.current?.focus();
          }}
        />
      ) : null}
      <DataTable
        caption="Affiliates"
        rows={rows}
        rowKey={(a) => a.id}
        loading={list.isPending}
        error={
          list.isError ? `The affiliates could not be loaded: ${adminErrorText(list.error)}` : null
        }
        onRetry={() => void list.refetch()}
        empty="No affiliates yet. Add the first casino partner."
        columns={[
          {
            key: 'order',
            header: 'Order',
            width: '120px',
            render: (a) => (
              <Order>
                <span>{a.position}</span>
                <Arrow
                  id={`affiliate-${a.id}-up`}
                  type="button"
                  $up
                  aria-label={`Move ${a.name} up`}
                  disabled={a.position === 1 || move.isPending}
                  onClick={() => move.mutate({ id: a.id, direction: 'up' })}
                >
                  <ChevronDownIcon size={16} />
                </Arrow>
                <Arrow
                  id={`affiliate-${a.id}-down`}
                  type="button"
                  aria-label={`Move ${a.name} down`}
                  disabled={a.position === count || move.isPending}
                  onClick={() => move.mutate({ id: a.id, direction: 'down' })}
                >
                  <ChevronDownIcon size={16} />
                </Arrow>
              </Order>
            ),
          },
          {
            key: 'name',
            header: 'Affiliate',
            render: (a) => (
              <NameCell>
                {a.logo_src ? (
                  <img src={a.logo_src} alt="" />
                ) : (
                  <span className="placeholder" aria-hidden="true">
                    <ImageIcon size={18} />
                  </span>
                )}
                <strong>{a.name}</strong>
              </NameCell>
            ),
          },
          {
            key: 'url',
            header: 'Redirect URL',
            render: (a) => <Url title={a.redirect_url}>{a.redirect_url}</Url>,
          },
          {
            key: 'benefits',
            header: 'Benefits',
            align: 'right',
            render: (a) => a.benefits.length,
          },
          {
            key: 'status',
            header: 'Status',
            render: (a) =>
              a.active ? (
                <StatusBadge tone="success">Shown</StatusBadge>
              ) : (
                <StatusBadge>Hidden</StatusBadge>
              ),
          },
          {
            key: 'actions',
            header: <VisuallyHidden>Actions</VisuallyHidden>,
            align: 'right',
            render: (a) => (
              <RowActions>
                <Button
                  type="button"
                  $size="sm"
                  $variant="secondary"
                  aria-label={`Edit ${a.name}`}
                  onClick={() => {
                    save.reset();
                    setEditing({ mode: 'edit', affiliate: a });
                  }}
                >
                  Edit
                </Button>
                {a.active ? (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Hide ${a.name}`}
                    onClick={() => {
                      visibility.reset();
                      setHiding(a);
                    }}
                  >
                    Hide
                  </Button>
                ) : (
                  <Button
                    type="button"
                    $size="sm"
                    $variant="ghost"
                    aria-label={`Show ${a.name}`}
                    disabled={visibility.isPending}
                    onClick={() => visibility.mutate(a)}
                  >
                    Show
                  </Button>
                )}
              </RowActions>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={hiding != null}
        title={hiding ? `Hide ${hiding.name}?` : ''}
        confirmLabel="Hide"
        tone="danger"
        busy={visibility.isPending}
        error={visibility.isError ? adminErrorText(visibility.error) : null}
        onConfirm={() => hiding && visibility.mutate(hiding)}
        onCancel={() => setHiding(null)}
      >
        <p>
          It leaves the sidebar and the home page on their next load. You can show it again any
          time.
        </p>
      </ConfirmDialog>
    </>
  );
}
