import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import type { AdminJob, AdminJobRun, AdminJobsResponse } from '@lobby/shared-api';
import { logFailure, useCurrentUser, useViewerId } from '@lobby/shared-api';
import {
  AdminPageHeader,
  Alert,
  Button,
  DataTable,
  formatDateTime,
  formatRelativeLong,
  StatusBadge,
} from '@lobby/shared-ui';
import { hasAdminRole } from '../../access/admin-gate';
import { adminKeys } from '../../api/admin-keys';
import { adminErrorText } from '../../api/use-admin-query';
import { getAdminJobs, runAdminJob } from '../api/jobs-api';
import { JobRunsDialog } from './job-runs-dialog';
import { RunOutcomeBadge } from './run-outcome-badge';

const Name = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 200px;
  code {
    font-weight: 700;
    font-size: 13px;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 13px;
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  time,
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 12px;
  }
`;

const Result = styled.span<{ $error?: boolean }>`
  display: block;
  max-width: 320px;
  overflow-wrap: anywhere;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

/** Polls faster while a job runs, so its end shows without a reload. */
const pollEvery = (data: AdminJobsResponse | undefined) =>
  data?.jobs.some((j) => j.running) ? 3_000 : 30_000;

function Outcome({ job }: { job: AdminJob }) {
  if (job.running) return <StatusBadge tone="info">Running</StatusBadge>;
  const run = job.last_run;
  if (!run) return <StatusBadge>Never run</StatusBadge>;
  return <RunOutcomeBadge run={run} />;
}

/**
 * 'in under a minute', 'in 5 minutes', 'in 2 hours', 'due now' for a time ahead; past times as
 * '… ago'.
 */
export function formatWhen(at: string, now = Date.now()): string {
  const ms = new Date(at).getTime() - now;
  if (ms <= 0) return ms > -60_000 ? 'due now' : formatRelativeLong(at, now);
  // The page refreshes every 30 s: a count of seconds would be stale before the next refresh.
  if (ms < 60_000) return 'in under a minute';
  const mins = Math.ceil(ms / 60_000);
  if (mins < 60) return `in ${mins} minute${mins === 1 ? '' : 's'}`;
  const hours = Math.round(mins / 60);
  if (hours < 48) return `in ${hours} hour${hours === 1 ? '' : 's'}`;
  return formatDateTime(at);
}

function When({ at }: { at: string | null }) {
  if (!at) return <>—</>;
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {formatWhen(at)}
    </time>
  );
}

const runText = (run: AdminJobRun) => run.error ?? run.summary ?? '';

/** /admin-new/jobs: the scheduler's jobs — last run, outcome, next run, error — and Run now. */
export function JobsPage() {
  const user = useCurrentUser();
  const viewer = useViewerId();
  const canRun = hasAdminRole(user?.role, 'admin');
  const client = useQueryClient();
  const [done, setDone] = useState<{ job: string; run: AdminJobRun } | null>(null);
  const [history, setHistory] = useState<string | null>(null);
  const jobs = useQuery({
    queryKey: [...adminKeys.jobs(), viewer],
    queryFn: getAdminJobs,
    refetchInterval: (q) => pollEvery(q.state.data),
    meta: logFailure('[lobby] admin: the jobs could not be loaded'),
  });
  const run = useMutation({
    mutationFn: runAdminJob,
    onMutate: () => setDone(null),
    onSuccess: (res) => {
      setDone({ job: res.job.name, run: res.run });
      void client.invalidateQueries({ queryKey: adminKeys.job(res.job.name) });
      client.setQueryData<AdminJobsResponse>([...adminKeys.jobs(), viewer], (old) =>
        old ? { ...old, jobs: old.jobs.map((j) => (j.name === res.job.name ? res.job : j)) } : old,
      );
    },
  });

  return (
    <>
      <AdminPageHeader
        title="Jobs"
        description="The work the site does on its own: each job runs on its schedule in one server process at a time."
      />
      {jobs.data && !jobs.data.scheduler_enabled ? (
        <Alert $tone="info" role="note">
          The scheduler is off in the server process that answered (SCHEDULER=off): jobs run only in
          processes where it is on, or when run from here.
        </Alert>
      ) : null}
      {/* Two regions that stay on the page (a region added with its message may not be read),
          each the only live region around its message. */}
      <div role="status">
        {done ? (
          <Alert
            $tone={
              done.run.outcome === 'error'
                ? 'danger'
                : done.run.outcome === 'partial'
                  ? 'warning'
                  : 'success'
            }
          >
            {done.run.outcome === 'ok'
              ? `${done.job} ran${done.run.summary ? `: ${done.run.summary}` : '.'}`
              : done.run.outcome === 'partial'
                ? `${done.job} ran, but part of it failed: ${done.run.summary ?? 'see its runs'}`
                : done.run.outcome === 'skipped'
                  ? `${done.job} was skipped: ${done.run.summary ?? 'it is already running.'}`
                  : `${done.job} failed: ${done.run.error ?? 'unknown error'}`}
          </Alert>
        ) : null}
      </div>
      <div role="alert">
        {run.isError ? (
          <Alert $tone="danger">The job could not be run: {adminErrorText(run.error)}</Alert>
        ) : null}
      </div>
      <DataTable<AdminJob>
        caption="Jobs"
        columns={[
          {
            key: 'job',
            header: 'Job',
            render: (j) => (
              <Name>
                <code>{j.name}</code>
                <span>{j.description}</span>
              </Name>
            ),
          },
          { key: 'schedule', header: 'Schedule', render: (j) => j.schedule },
          {
            key: 'last',
            header: 'Last run',
            render: (j) => (
              <Stack>
                <Outcome job={j} />
                {j.last_run ? (
                  <time
                    dateTime={j.last_run.started_at}
                    title={formatDateTime(j.last_run.started_at)}
                  >
                    {formatRelativeLong(j.last_run.started_at)}
                  </time>
                ) : null}
                {j.last_run?.trigger === 'manual' ? (
                  <small>
                    Run now
                    {j.last_run.triggered_by ? ` by ${j.last_run.triggered_by.username}` : ''}
                  </small>
                ) : null}
              </Stack>
            ),
          },
          {
            key: 'result',
            header: 'Result',
            render: (j) =>
              j.last_run && runText(j.last_run) ? (
                <Result $error={j.last_run.outcome === 'error'}>{runText(j.last_run)}</Result>
              ) : (
                '—'
              ),
          },
          {
            key: 'next',
            header: 'Next run',
            render: (j) =>
              j.next_run_at ? (
                <When at={j.next_run_at} />
              ) : (
                <small>When the scheduler starts</small>
              ),
          },
          {
            key: 'history',
            header: 'Runs',
            render: (j) => (
              <Button
                type="button"
                $size="sm"
                $variant="ghost"
                aria-label={`Runs of ${j.name}`}
                onClick={() => setHistory(j.name)}
              >
                History
              </Button>
            ),
          },
          ...(canRun
            ? [
                {
                  key: 'run',
                  header: 'Action',
                  align: 'right' as const,
                  render: (j: AdminJob) => {
                    const busy = run.isPending && run.variables === j.name;
                    return (
                      <Button
                        type="button"
                        $size="sm"
                        $variant="secondary"
                        disabled={run.isPending || j.running}
                        aria-label={`Run ${j.name} now`}
                        onClick={() => run.mutate(j.name)}
                      >
                        {busy ? 'Running...' : 'Run now'}
                      </Button>
                    );
                  },
                },
              ]
            : []),
        ]}
        rows={jobs.data?.jobs}
        rowKey={(j) => j.name}
        loading={jobs.isPending}
        error={jobs.isError ? `The jobs could not be loaded: ${adminErrorText(jobs.error)}` : null}
        onRetry={() => void jobs.refetch()}
        empty="No jobs are defined."
      />
      <JobRunsDialog name={history} onClose={() => setHistory(null)} />
    </>
  );
}
