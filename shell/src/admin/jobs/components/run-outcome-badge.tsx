import type { AdminJobRun } from '@lobby/shared-api';
import { StatusBadge } from '@lobby/shared-ui';

/** A run's outcome; 'partial' (part of the work failed) is a warning, not OK. */
export function RunOutcomeBadge({ run }: { run: AdminJobRun }) {
  if (run.outcome === 'ok') return <StatusBadge tone="success">OK</StatusBadge>;
  if (run.outcome === 'partial') return <StatusBadge tone="warning">Partial</StatusBadge>;
  if (run.outcome === 'error') return <StatusBadge tone="danger">Error</StatusBadge>;
  if (run.outcome === 'skipped') return <StatusBadge tone="warning">Skipped</StatusBadge>;
  return <StatusBadge tone="info">Running</StatusBadge>;
}
