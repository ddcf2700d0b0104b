import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { AdminActionResponse, DrawRecord } from '@lobby/contract-engagement';
import { logFailure } from '@lobby/shared-api';
import {
  Button,
  useAdminRecord,
  useFieldErrors,
  useFormState,
  useUnsavedChangesPrompt,
} from '@lobby/shared-ui';
import { DisqualifyDialog } from './disqualify-dialog';
import { DrawWithoutBeacon } from './draw-without-beacon';

/** What differs between the giveaway and wager-raffle edit pages, as data. */
export interface DrawEditConfig<D, F extends object, P> {
  /** 'giveaway', 'wager raffle': the load-failure and not-found texts. */
  noun: string;
  /** The list of them, the way back: its address and its link's text ('All giveaways'). */
  list: { path: string; label: string };
  keys: { all: () => QueryKey; detail: (id: number) => QueryKey };
  /** The public pages' query key, refetched after a write. */
  publicKey: QueryKey;
  load: (id: number) => Promise<{ data: D }>;
  create: (body: P) => Promise<AdminActionResponse & { id: number }>;
  update: (id: number, body: P) => Promise<AdminActionResponse>;
  disqualify: (id: number, position: number, reason: string) => Promise<AdminActionResponse>;
  /** Staff's draw; `withoutBeacon` once drand has been unreachable for the configured time. */
  drawNow: (id: number, withoutBeacon: boolean) => Promise<AdminActionResponse>;
  empty: F;
  toForm: (detail: D) => F;
  /** Where a new record opens once created. */
  pathOf: (id: number) => string;
}

/**
 * The state of an edit page of a drawn thing (giveaway, wager raffle): its record, the form,
 * save and disqualify-and-redraw, the notice; `gate` is the loader or load error to show instead.
 */
export function useDrawEdit<D, F extends object, P>(c: DrawEditConfig<D, F, P>) {
  const title = c.noun[0]!.toUpperCase() + c.noun.slice(1);
  const { id, editing, detail, gate } = useAdminRecord({
    queryKey: c.keys.detail,
    load: c.load,
    meta: logFailure(`[engagement/admin] Failed to load the ${c.noun}`),
    noun: c.noun,
    title,
    notFoundTitle: `${title} not found`,
  });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useFormState(c.empty, { data: detail.data, toForm: c.toForm });
  const unsavedPrompt = useUnsavedChangesPrompt(form.isDirty);
  const [notice, setNotice] = useState<string | null>(null);
  const [dq, setDq] = useState<{ position: number; username: string } | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: c.keys.all() });
    void queryClient.invalidateQueries({ queryKey: c.publicKey });
  };
  const save = useMutation({
    mutationFn: (body: P) => (id != null ? c.update(id, body) : c.create(body)),
    onSuccess: (res) => {
      form.markSaved();
      refresh();
      const created = (res as { id?: number }).id;
      if (!editing && created != null) void navigate(c.pathOf(created));
      setNotice(res.message);
    },
  });
  const disqualify = useMutation({
    mutationFn: (v: { position: number; reason: string }) =>
      c.disqualify(id!, v.position, v.reason),
    onSuccess: (res) => {
      setNotice(res.message);
      setDq(null);
      refresh();
    },
  });
  const errors = useFieldErrors(save.error, form.values);

  const back = (
    <Button as={Link} to={c.list.path} $variant="secondary">
      {c.list.label}
    </Button>
  );

  /** Opens the disqualify dialog for a winner. */
  const askDisqualify = (position: number, username: string) => {
    disqualify.reset();
    setDq({ position, username });
  };
  /** The dialog; `children` says what the winner loses. */
  const disqualifyDialog = (
    children: (dq: { position: number; username: string }) => ReactNode,
  ) => (
    <DisqualifyDialog
      open={dq != null}
      busy={disqualify.isPending}
      error={disqualify.isError ? disqualify.error : null}
      onConfirm={(reason) => dq && disqualify.mutate({ position: dq.position, reason })}
      onCancel={() => setDq(null)}
    >
      {dq ? children(dq) : null}
    </DisqualifyDialog>
  );

  /** A v2 draw's wait for drand, and the draw without it once allowed. */
  const beaconWait = (draw: DrawRecord | undefined) =>
    draw && id != null ? (
      <DrawWithoutBeacon
        draw={draw}
        drawWithout={() => c.drawNow(id, true)}
        onDrawn={(message) => {
          setNotice(message);
          refresh();
        }}
      />
    ) : null;

  return {
    id,
    editing,
    detail,
    form,
    unsavedPrompt,
    notice,
    setNotice,
    refresh,
    save,
    errors,
    back,
    gate: gate(back),
    askDisqualify,
    disqualifyDialog,
    beaconWait,
  };
}
