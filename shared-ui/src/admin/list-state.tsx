import type { ReactNode } from 'react';
import { Button } from '../components/button';
import { EmptyState } from '../components/empty-state';
import { Alert } from '../components/form';
import { Loader } from '../components/loader';

/**
 * The states of an admin list that is not a table (cards, a queue): loading, the load error with
 * Retry, empty, or the list itself.
 */
export function AdminListState({
  loading,
  error,
  onRetry,
  empty,
  loadingLabel = 'Loading...',
  children,
}: {
  loading: boolean;
  /** The load failed: this message shows with Retry. */
  error?: string | null;
  onRetry?: () => void;
  /** What an empty list says; null when there are rows. */
  empty: string | null;
  loadingLabel?: string;
  children: ReactNode;
}) {
  if (loading) return <Loader label={loadingLabel} />;
  if (error)
    return (
      <Alert $tone="danger" role="alert">
        {error}{' '}
        {onRetry ? (
          <Button type="button" $size="sm" $variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        ) : null}
      </Alert>
    );
  if (empty != null) return <EmptyState title={empty} />;
  return <>{children}</>;
}
