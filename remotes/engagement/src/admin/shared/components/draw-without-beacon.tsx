import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminActionResponse, DrawRecord } from '@lobby/contract-engagement';
import { Button, Card, ConfirmDialog, formatDateTime, Muted } from '@lobby/shared-ui';
import { failureText } from '../api/admin-api';

export interface DrawWithoutBeaconProps {
  draw: DrawRecord;
  /** POST …/draw with `without_beacon: true`. */
  drawWithout: () => Promise<AdminActionResponse>;
  onDrawn: (message: string) => void;
  now?: () => number;
}

/**
 * A v2 draw waiting for a drand round that no relay gives: staff see the wait and, once the
 * configured time has passed, may draw without public randomness (the public page says so).
 */
export function DrawWithoutBeacon({
  draw,
  drawWithout,
  onDrawn,
  now = Date.now,
}: DrawWithoutBeaconProps) {
  const [asking, setAsking] = useState(false);
  const run = useMutation({
    mutationFn: drawWithout,
    onSuccess: (res) => {
      setAsking(false);
      onDrawn(res.message);
    },
  });
  const b = draw.beacon;
  if (!b || draw.drawn_at || b.signature || !draw.waiting_since) return null;
  const from = draw.fallback_at ? new Date(draw.fallback_at).getTime() : null;
  const allowed = from != null && now() >= from;
  return (
    <Card role="region" aria-label="Public randomness">
      <p>
        Waiting for public randomness, round {b.round} (due {formatDateTime(b.round_at)}): drand
        cannot be reached. The draw happens by itself as soon as a relay answers.
      </p>
      {allowed ? (
        <Button type="button" $variant="danger" onClick={() => setAsking(true)}>
          Draw without public randomness
        </Button>
      ) : from != null ? (
        <Muted>You may draw without it from {formatDateTime(new Date(from).toISOString())}.</Muted>
      ) : null}
      <ConfirmDialog
        open={asking}
        title="Draw without public randomness?"
        confirmLabel="Draw without it"
        tone="danger"
        busy={run.isPending}
        error={run.isError ? failureText(run.error) : null}
        onConfirm={() => run.mutate()}
        onCancel={() => setAsking(false)}
      >
        Only the seed committed at creation and the frozen list decide this draw. Its public page
        says, for good, that it used no public randomness.
      </ConfirmDialog>
    </Card>
  );
}
