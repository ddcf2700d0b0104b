import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BadgeTone } from '../components/badge';
import { Badge } from '../components/badge';

const Dot = styled.span`
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: currentColor;
`;

/** A record's state in an admin list ("Visible", "Hidden", "Answering"…), colour by tone. */
export function StatusBadge({
  tone = 'neutral',
  children,
}: {
  tone?: BadgeTone;
  children: ReactNode;
}) {
  return (
    <Badge $tone={tone}>
      <Dot aria-hidden="true" />
      {children}
    </Badge>
  );
}
