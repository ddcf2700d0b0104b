import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminRemote, AdminRemotesResponse } from '@lobby/shared-api';
import { logFailure } from '@lobby/shared-api';
import { AdminFormField, Alert, Button, ConfirmDialog, Input } from '@lobby/shared-ui';
import { adminErrorText, fieldMessages } from '../../api/use-admin-query';
import { endCanary, releaseCanary } from '../api/remotes';
import { ManifestUrlField } from './manifest-url-field';
import { ReplaceForm } from './remote-parts';

/** The Replace form's row, with the percentage field kept narrow beside the manifest URL. */
const Form = styled(ReplaceForm).attrs({ $columns: 'minmax(0, 1fr) 180px' })`
  & > div:nth-child(2) {
    flex: 0 1 180px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
`;

const rate = (failures: number, loads: number) =>
  loads > 0 ? `${Math.round((failures / loads) * 1000) / 10} %` : '—';

/**
 * "Release to N % of visitors": another build of the remote beside the stable one, for a sticky
 * share of visitors; while it runs, each side's loads and failures, Promote to 100 % and Stop.
 */
export function CanaryPanel({
  remote,
  draft,
  onDraft,
  onChanged,
}: {
  remote: AdminRemote;
  draft: { manifest: string; percent: string };
  onDraft: (draft: { manifest: string; percent: string }) => void;
  onChanged: (message: string) => Promise<void>;
}) {
  const [promoting, setPromoting] = useState(false);
  const open = remote.canaries.find((c) => c.ended_at === null);
  const done = async (res: AdminRemotesResponse) => {
    onDraft({ manifest: '', percent: '10' });
    setPromoting(false);
    await onChanged(res.message ?? 'Saved.');
  };
  const release = useMutation({
    mutationFn: () => releaseCanary(remote.name, draft.manifest.trim(), Number(draft.percent)),
    meta: logFailure(`[lobby] admin: the ${remote.name} canary could not be released`, 'warn'),
    onSuccess: done,
  });
  const end = useMutation({
    mutationFn: (how: 'promote' | 'stop') => endCanary(remote.name, how),
    meta: logFailure(`[lobby] admin: the ${remote.name} canary could not be ended`, 'warn'),
    onSuccess: done,
  });
  const errors = fieldMessages(release.error);
  const generic =
    release.isError && !errors.manifest && !errors.percent ? adminErrorText(release.error) : null;

  if (open)
    return (
      <section aria-label={`Canary release of ${remote.name}`}>
        <Alert $tone="info" role="note">
          {open.version} is released to {open.percent} % of visitors beside {open.stable_version}.
          Failures: {open.version} {rate(open.canary_failures, open.canary_loads)} of{' '}
          {open.canary_loads} loads, {open.stable_version}{' '}
          {rate(open.stable_failures, open.stable_loads)} of {open.stable_loads}. It rolls back by
          itself if it fails clearly more than {open.stable_version}.
        </Alert>
        {remote.canary?.state === 'error' ? (
          <Alert $tone="danger" role="note">
            {remote.canary.reason} Its share of visitors loads {remote.version} until its build
            passes a check again.
          </Alert>
        ) : null}
        <Row>
          <Button
            type="button"
            $size="sm"
            onClick={() => {
              end.reset();
              setPromoting(true);
            }}
          >
            Promote to 100 %
          </Button>
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            disabled={end.isPending}
            onClick={() => end.mutate('stop')}
          >
            Stop the canary
          </Button>
        </Row>
        {end.isError && !promoting ? (
          <Alert $tone="danger" role="alert">
            {adminErrorText(end.error)}
          </Alert>
        ) : null}
        <ConfirmDialog
          open={promoting}
          title={`Release ${open.version} to every visitor?`}
          confirmLabel="Promote"
          busy={end.isPending}
          error={end.isError ? adminErrorText(end.error) : null}
          onConfirm={() => end.mutate('promote')}
          onCancel={() => setPromoting(false)}
        >
          <p>
            Every visitor loads {open.version} from {open.manifest} on their next page load; Roll
            back returns to {open.stable_version}.
          </p>
        </ConfirmDialog>
      </section>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    release.mutate();
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={`Release ${remote.name} to a share of visitors`}>
      <ManifestUrlField
        label="Canary manifest URL"
        error={errors.manifest ?? generic}
        hint="Another build of this remote, served beside the stable one."
        value={draft.manifest}
        onChange={(value) => {
          release.reset();
          onDraft({ ...draft, manifest: value });
        }}
      />
      <AdminFormField label="Share of visitors (%)" error={errors.percent}>
        {(p) => (
          <Input
            {...p}
            $invalid={!!errors.percent}
            type="number"
            min={1}
            max={99}
            value={draft.percent}
            onChange={(e) => {
              release.reset();
              onDraft({ ...draft, percent: e.target.value });
            }}
          />
        )}
      </AdminFormField>
      <Button
        type="submit"
        $variant="secondary"
        disabled={release.isPending || !draft.manifest.trim()}
      >
        {release.isPending ? 'Checking...' : `Release to ${draft.percent || 'N'} % of visitors`}
      </Button>
    </Form>
  );
}
