import styled from 'styled-components';

const Status = styled.span<{ $online: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font-size: 12px;
  font-weight: 600;
  color: ${({ theme, $online }) => ($online ? theme.colors.success : theme.colors.textFaint)};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
    box-shadow: ${({ $online }) => ($online ? '0 0 0 3px rgba(47, 207, 122, 0.2)' : 'none')};
  }
`;

/** 'Online' with a green dot, or 'Offline'. */
export function OnlineStatus({ online }: { online: boolean }) {
  return <Status $online={online}>{online ? 'Online' : 'Offline'}</Status>;
}
