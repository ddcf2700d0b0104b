import { Link } from 'react-router-dom';
import { Button, EmptyState, LockIcon, Page } from '@lobby/shared-ui';

/** What a visitor sees on /tickets. */
export function TicketsVisitorScreen() {
  return (
    <Page>
      <EmptyState
        title="Authentication Required"
        icon={<LockIcon size={32} />}
        action={
          <Button as={Link} to="/login">
            Log In
          </Button>
        }
      >
        Please log in to view your support tickets
      </EmptyState>
    </Page>
  );
}
