import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@lobby/shared-ui';
import { useAdminTitle } from '../layout/use-admin-title';

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 64px 16px;
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** No admin screen at this address. */
export function AdminNotFound() {
  useAdminTitle('Not found');
  return (
    <Wrap>
      <h1>No such admin screen</h1>
      <p>This address is not part of the admin panel.</p>
      <Button as={Link} to="/admin-new/" $variant="secondary">
        Go to the dashboard
      </Button>
    </Wrap>
  );
}
