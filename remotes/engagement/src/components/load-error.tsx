import { AlertIcon, Button, EmptyState } from '@lobby/shared-ui';

/** A failed load of a page: what failed, and a Retry button. */
export function LoadError({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <EmptyState
        icon={<AlertIcon size={32} />}
        title={title}
        action={
          <Button type="button" $variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        Something went wrong while talking to the server. Please try again.
      </EmptyState>
    </div>
  );
}
