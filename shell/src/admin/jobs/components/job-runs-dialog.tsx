import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import type { AdminJobRun } from '@lobby/shared-api';
import { logFailure, useViewerId } from '@lobby/shared-api';
import { Button, DataTable, formatDateTime, Modal, useFocusTrap } from '@lobby/shared-ui';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText } from '../../api/use-admin-query';
import { getAdminJob } from '../api/jobs-api';
import { RunOutcomeBadge } from './run-outcome-badge';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Text = styled.span<{ $error?: boolean }>`
  overflow-wrap: anywhere;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

/** '1.2 s', '350 ms', '3 min' for a finished run; 'running' while it runs. */
export function runDuration(run: AdminJobRun): string {
  if (!run.finished_at) return 'running';
  const ms = new Date(run.finished_at).getTime() - new Date(run.started_at).getTime();
  if (ms < 1000) return `${Math.max(0, ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  return `${Math.round(ms / 60_000)} min`;
}

/** A job's newest runs: when, how started, outcome, how long, summary or error. */
export function JobRunsDialog({ name, onClose }: { name: string | null; onClose: () => void }) {
  const viewer = useViewerId();
  const trap = useRef<HTMLDivElement>(null);
  useFocusTrap(trap, name !== null, { onEscape: onClose });
  // Back to the button that opened it (remembered before the dialog takes focus).
  useLayoutEffect(() => {
    if (name === null) return;
    const opener = document.activeElement as HTMLElement | null;
    return () => {
      if (opener && document.contains(opener)) opener.focus();
    };
  }, [name]);
  const job = useQuery({
    queryKey: [...adminKeys.job(name ?? ''), viewer],
    queryFn: () => getAdminJob(name!),
    enabled: name !== null,
    meta: logFailure('[lobby] admin: the job runs could not be loaded'),
  });
  return (
    <Modal open={name !== null} title={`Runs of ${name ?? ''}`} onClose={onClose} width={760}>
      <Body ref={trap}>
        {job.data ? <p>{job.data.job.description}</p> : null}
        <DataTable<AdminJobRun>
          caption={`Runs of ${name ?? ''}`}
          columns={[
            {
              key: 'started',
              header: 'Started',
              render: (r) => <time dateTime={r.started_at}>{formatDateTime(r.started_at)}</time>,
            },
            {
              key: 'trigger',
              header: 'How',
              render: (r) =>
                r.trigger === 'manual'
                  ? `Run now${r.triggered_by ? ` by ${r.triggered_by.username}` : ''}`
                  : 'Schedule',
            },
            { key: 'outcome', header: 'Outcome', render: (r) => <RunOutcomeBadge run={r} /> },
            { key: 'took', header: 'Took', render: runDuration },
            {
              key: 'result',
              header: 'Result',
              render: (r) => (
                <Text $error={r.outcome === 'error'}>{r.error ?? r.summary ?? '—'}</Text>
              ),
            },
          ]}
          rows={job.data?.runs}
          rowKey={(r) => r.id}
          loading={job.isPending}
          error={job.isError ? adminErrorText(job.error) : null}
          onRetry={() => void job.refetch()}
          empty="This job has not run yet."
        />
        <div>
          <Button type="button" $variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </Body>
    </Modal>
  );
}
