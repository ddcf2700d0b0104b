import styled from 'styled-components';
import { Skeleton } from '@lobby/shared-ui';

const CardShape = styled.div`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  & > div {
    display: flex;
    flex-direction: column;
    gap: 10px;
    padding: 16px;
  }
`;

/** Placeholder cards shaped like store items while the first answer loads. */
export function StoreSkeleton({ count = 6 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <CardShape key={i} aria-hidden="true">
          <Skeleton $height="auto" $radius="0" style={{ aspectRatio: '16 / 10' }} />
          <div>
            <Skeleton $width="60%" $height={20} />
            <Skeleton $height={14} />
            <Skeleton $width="80%" $height={14} />
            <Skeleton $width="40%" $height={24} style={{ marginTop: 8 }} />
            <Skeleton $height={40} $radius="10px" />
          </div>
        </CardShape>
      ))}
    </>
  );
}

const PanelShape = styled(CardShape)`
  padding: 18px;
  gap: 14px;
`;

/** A placeholder for a purchases panel. */
export function PanelSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <PanelShape aria-hidden="true">
      <Skeleton $width="50%" $height={18} />
      {Array.from({ length: rows }, (_, i) => (
        <div
          key={i}
          style={{
            display: 'flex',
            flexDirection: 'row',
            gap: 12,
            padding: 0,
            alignItems: 'center',
          }}
        >
          <Skeleton $width={36} $height={36} $round />
          <Skeleton $height={14} />
        </div>
      ))}
    </PanelShape>
  );
}
