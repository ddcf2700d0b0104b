import type { ComponentType } from 'react';
import styled from 'styled-components';
import {
  AlertIcon,
  Badge,
  CheckCircleIcon,
  ClockIcon,
  LockIcon,
  RefreshIcon,
  TicketIcon,
} from '@lobby/shared-ui';
import type { IconProps } from '@lobby/shared-ui';
import type { BadgeTone } from '@lobby/shared-ui';

/** A badge stays on one line ('In Progress' in a narrow table column). */
const OneLine = styled(Badge)`
  white-space: nowrap;
`;

interface Look {
  tone: BadgeTone;
  Icon: ComponentType<IconProps>;
}

/** Each status of §4 with its own icon and colour; an unknown one is neutral. */
export const STATUS_LOOKS: Record<string, Look> = {
  open: { tone: 'info', Icon: AlertIcon },
  in_progress: { tone: 'primary', Icon: RefreshIcon },
  waiting: { tone: 'warning', Icon: ClockIcon },
  resolved: { tone: 'success', Icon: CheckCircleIcon },
  closed: { tone: 'neutral', Icon: LockIcon },
};
const UNKNOWN: Look = { tone: 'neutral', Icon: TicketIcon };

export const statusLook = (status: string): Look => STATUS_LOOKS[status] ?? UNKNOWN;

const PRIORITY_TONES: Record<string, BadgeTone> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  urgent: 'danger',
};

const words = (s: string) => s.replace(/_/g, ' ');

export function StatusIcon({ status, size = 20 }: { status: string; size?: number }) {
  const { Icon } = statusLook(status);
  return <Icon size={size} aria-hidden="true" />;
}

export function StatusBadge({ status, label }: { status: string; label?: string | null }) {
  const { tone, Icon } = statusLook(status);
  return (
    <OneLine $tone={tone} data-status={status} data-tone={tone}>
      <Icon size={12} aria-hidden="true" />
      {label || words(status)}
    </OneLine>
  );
}

export function PriorityBadge({ priority, label }: { priority: string; label?: string | null }) {
  const tone = PRIORITY_TONES[priority] ?? 'neutral';
  return (
    <OneLine $tone={tone} data-priority={priority} data-tone={tone}>
      {label || words(priority)}
    </OneLine>
  );
}
