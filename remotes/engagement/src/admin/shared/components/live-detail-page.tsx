import type { UseMutationResult } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, logFailure, useLiveChannel } from '@lobby/shared-api';
import { ErrorAlert, AdminPageHeader, Button, ConfirmDialog, EmptyState } from '@lobby/shared-ui';

// The page staff run a bonus hunt or a tournament bracket on, live: what both share.

export const DetailStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

// A span: it also sits in the header's description paragraph.
export const DetailRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

/** A failed write as one sentence: the first field message, else the server's, else `fallback`. */
export const firstMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError
    ? (Object.values(error.errors)[0]?.[0] ?? error.message ?? fallback)
    : fallback;

type Key = readonly unknown[];

/**
 * The record of the page's `:id`, kept live: members' predictions arriving on its channel
 * refetch it (staff's own writes answer with the record: `onAnswer` puts it in the cache and
 * marks the list stale); deleting it goes back to the list with a notice.
 */
export function useLiveDetail<T>(options: {
  keyOf: (id: number) => Key;
  listKey: Key;
  load: (id: number) => Promise<T>;
  channelOf: (id: number) => string;
  /** "the bonus hunt": logged when it fails to load. */
  what: string;
  remove: (id: number) => Promise<unknown>;
  removedNotice: string;
  /** Other caches the deletion makes stale (public pages). */
  staleOnRemove?: Key[];
}) {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const key = options.keyOf(id);
  const detail = useQuery({
    queryKey: key,
    queryFn: () => options.load(id),
    enabled: valid,
    meta: logFailure(`[engagement/admin] Failed to load ${options.what}`),
  });
  useLiveChannel(
    valid ? options.channelOf(id) : null,
    (payload) => {
      if ((payload as { type?: string }).type === 'predictions')
        void queryClient.invalidateQueries({ queryKey: key });
    },
    { resync: [key] },
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const onAnswer = (answer: T) => {
    queryClient.setQueryData(key, answer);
    void queryClient.invalidateQueries({ queryKey: options.listKey, refetchType: 'none' });
    setFailure(null);
  };
  const destroy = useMutation({
    mutationFn: () => options.remove(id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: key });
      for (const stale of [options.listKey, ...(options.staleOnRemove ?? [])])
        void queryClient.invalidateQueries({ queryKey: stale });
      void navigate('..', { relative: 'path', state: { notice: options.removedNotice } });
    },
  });
  return { id, detail, onAnswer, failure, setFailure, destroy, deleting, setDeleting };
}

/** Why the record is not shown (not found, or failed to load), with Retry and the way back. */
export function DetailUnavailable({
  error,
  icon,
  notFoundTitle,
  failedTitle,
  backLabel,
  onRetry,
}: {
  error: unknown;
  icon: ReactNode;
  notFoundTitle: string;
  failedTitle: string;
  backLabel: string;
  onRetry: () => void;
}) {
  return (
    <EmptyState
      icon={icon}
      title={error instanceof ApiError && error.status === 404 ? notFoundTitle : failedTitle}
    >
      <DetailRow>
        <Button type="button" $size="sm" onClick={onRetry}>
          Retry
        </Button>
        <Link to=".." relative="path">
          {backLabel}
        </Link>
      </DetailRow>
    </EmptyState>
  );
}

/** The page's header: the record's name, the way back to the list and its state, its actions. */
export function DetailHeader({
  title,
  backLabel,
  badges,
  actions,
  failure,
}: {
  title: string;
  backLabel: string;
  badges: ReactNode;
  actions: ReactNode;
  failure: string | null;
}) {
  return (
    <>
      <AdminPageHeader
        title={title}
        description={
          <DetailRow>
            <Link to=".." relative="path">
              ← {backLabel}
            </Link>
            {badges}
          </DetailRow>
        }
        actions={actions}
      />
      <ErrorAlert>{failure}</ErrorAlert>
    </>
  );
}

/** Asks before deleting the record (`noun`: "hunt"), with the server's refusal in the dialog. */
export function DeleteDetailDialog({
  noun,
  open,
  mutation,
  onClose,
  children,
}: {
  noun: string;
  open: boolean;
  mutation: UseMutationResult<unknown, Error, void>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={open}
      title={`Delete this ${noun}?`}
      confirmLabel={`Delete ${noun}`}
      tone="danger"
      busy={mutation.isPending}
      error={mutation.isError ? firstMessage(mutation.error, `Failed to delete the ${noun}`) : null}
      onConfirm={() => mutation.mutate()}
      onCancel={() => {
        onClose();
        mutation.reset();
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
