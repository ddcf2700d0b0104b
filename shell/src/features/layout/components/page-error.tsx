import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@lobby/shared-ui';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  text-align: center;
  padding: 64px 16px;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** A shell page crashed: say so inside the layout and offer a reload. */
export function PageError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[lobby] page error', error);
  }, [error]);
  return (
    <Wrap role="alert">
      <h1>Something went wrong</h1>
      <p>This page hit an unexpected error. Reloading usually helps.</p>
      <Button type="button" onClick={() => window.location.reload()}>
        Reload page
      </Button>
    </Wrap>
  );
}
