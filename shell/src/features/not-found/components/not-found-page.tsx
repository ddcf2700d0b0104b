import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@lobby/shared-ui';
import { useDocumentTitle } from '../../layout/hooks/use-document-title';

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 16px;
  padding: 72px 16px;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 420px;
  }
`;

const Code = styled.div`
  font-size: clamp(72px, 14vw, 120px);
  font-weight: 900;
  line-height: 1;
  letter-spacing: -0.04em;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primary},
    ${({ theme }) => theme.colors.accent}
  );
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

/** The shell's 404 page. */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <Wrap>
      <Code aria-hidden="true">404</Code>
      <h1>Page Not Found</h1>
      <p>The page you're looking for doesn't exist or has moved.</p>
      <Button as={Link} to="/">
        Back to Home
      </Button>
    </Wrap>
  );
}
