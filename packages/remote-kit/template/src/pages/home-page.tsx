import { useSessionStore } from '@lobby/shared-api';
import { Card, Muted, Page, PageTitle } from '@lobby/shared-ui';

/** The remote's first page: it reads the member from the site's one session store. */
export default function HomePage() {
  const user = useSessionStore((s) => s.user);
  const siteName = useSessionStore((s) => s.settings.site_name);
  return (
    <Page>
      <PageTitle>__TITLE__</PageTitle>
      <Card>
        {user ? (
          <p>
            Signed in to {siteName} as <strong>{user.username}</strong>.
          </p>
        ) : (
          <Muted>You are browsing {siteName} as a visitor.</Muted>
        )}
      </Card>
    </Page>
  );
}
