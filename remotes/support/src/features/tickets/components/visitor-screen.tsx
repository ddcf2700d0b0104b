import { Link } from 'react-router-dom';
import { Button, EmptyState, LockIcon, Page, PageTitle } from '@lobby/shared-ui';

/** What a visitor sees on /tickets: the page's title, and a log-in prompt. */
export function TicketsVisitorScreen() {
  return (
    <Page>
      <PageTitle>Support Center</PageTitle>
      <EmptyState
        title="Authentication Required"
        icon={<LockIcon size={32} />}
        action={
          <Button as={Link} to="/login">
            Login
          </Button>
        }
      >
        Please log in to view your support tickets
      </EmptyState>
    </Page>
  );
}
