import styled from 'styled-components';
import { LockIcon } from '@lobby/shared-ui';

const Wrap = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  padding: 64px 16px;
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 440px;
  }
`;

/** A moderator opened a screen only admins may use. */
export function AdminsOnly({ title }: { title: string }) {
  return (
    <Wrap role="alert">
      <LockIcon size={28} aria-hidden="true" />
      <h1>{title} is for admins</h1>
      <p>Moderators run the day-to-day of each area; this screen needs the admin role.</p>
    </Wrap>
  );
}
