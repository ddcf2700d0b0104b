import type { RefObject } from 'react';
import styled from 'styled-components';

/** The column beside a layout's side panel: pushed right by the panel's width while fixed. */
export const ContentColumn = styled.div<{ $offset: string | null }>`
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  flex-direction: column;
  margin-left: ${({ $offset }) => $offset ?? '0'};
  min-width: 0;
`;

const Skip = styled.a`
  position: absolute;
  left: 12px;
  top: -48px;
  z-index: 3000;
  padding: 8px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  font-weight: 700;
  &:focus {
    top: 12px;
  }
`;

/** "Skip to content": the first stop of the keyboard, moving focus to the page's main region. */
export function SkipLink({
  targetId,
  target,
}: {
  targetId: string;
  target: RefObject<HTMLElement | null>;
}) {
  return (
    <Skip
      href={`#${targetId}`}
      onClick={(e) => {
        e.preventDefault();
        target.current?.focus();
      }}
    >
      Skip to content
    </Skip>
  );
}
