import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { ApiError } from '@lobby/shared-api';
import { Alert, Card } from '@lobby/shared-ui';
import { adminLeaderboardKeys } from '../api/admin-leaderboards';

export const Panel = styled(Card).attrs({ as: 'section' })`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
  h2 {
    font-size: 16px;
  }
`;

export const FormGrid = styled.form`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  align-items: end;
`;

export const Wide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
  & > :only-child {
    flex: 1 1 100%;
  }
`;

export const Check = styled.label`
  display: flex;
  gap: 8px;
  align-items: center;
  font-size: 14px;
`;

export type Notice = { tone: 'success' | 'danger'; text: string } | null;

export function NoticeLine({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <Alert $tone={notice.tone} role={notice.tone === 'danger' ? 'alert' : 'status'}>
      {notice.text}
    </Alert>
  );
}

/** First message per field of a 400, keyed by field. */
export const fieldErrorsOf = (e: unknown): Record<string, string> =>
  e instanceof ApiError
    ? Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [k, v[0] ?? '']))
    : {};

export function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminLeaderboardKeys.all() });
}
