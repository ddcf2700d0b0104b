import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, LockIcon } from '@lobby/shared-ui';
import { useDocumentTitle } from '../../features/layout/hooks/use-document-title';

const Wrap = styled.main`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 16px;
  padding: 48px 16px;
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 420px;
  }
`;

const Code = styled.div`
  font-size: clamp(64px, 14vw, 112px);
  font-weight: 900;
  line-height: 1;
  letter-spacing: -0.04em;
  color: ${({ theme }) => theme.colors.textFaint};
`;

const Icon = styled.div`
  width: 56px;
  height: 56px;
  border-radius: 50%;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.danger}1f;
  border: 1px solid ${({ theme }) => theme.colors.danger}55;
`;

/** A logged-in member who is not staff opened /admin-new/. */
export function AdminForbiddenPage() {
  useDocumentTitle('Access denied');
  return (
    <Wrap id="main">
      <Icon aria-hidden="true">
        <LockIcon size={26} />
      </Icon>
      <Code aria-hidden="true">403</Code>
      <h1>You don't have access to the admin panel</h1>
      <p>
        The admin panel is for the site's staff. If you think you should have access, ask an admin.
      </p>
      <Button as={Link} to="/">
        Back to Home
      </Button>
    </Wrap>
  );
}
