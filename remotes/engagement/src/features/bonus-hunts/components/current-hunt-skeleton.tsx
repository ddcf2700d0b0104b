import styled from 'styled-components';
import { Card, Skeleton, VisuallyHidden } from '@lobby/shared-ui';

const Wrap = styled.div`
  container: hunt / inline-size;
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Tiles = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @container hunt (min-width: 720px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px 14px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The current hunt's shape while it loads, so nothing jumps when it arrives. */
export function CurrentHuntSkeleton() {
  return (
    <Wrap role="status" aria-live="polite">
      <VisuallyHidden>Loading bonus hunt...</VisuallyHidden>
      <Card>
        <Stack>
          <Skeleton $width={140} $height={14} />
          <Skeleton $width="min(360px, 80%)" $height={26} />
          <Skeleton $width={220} $height={14} />
        </Stack>
      </Card>
      <Tiles>
        {[0, 1, 2, 3].map((i) => (
          <Card key={i} $padding={4}>
            <Stack>
              <Skeleton $width="60%" $height={13} />
              <Skeleton $width="80%" $height={24} />
            </Stack>
          </Card>
        ))}
      </Tiles>
      <Card>
        <Stack>
          <Skeleton $width={160} $height={18} />
          <Skeleton $height={48} />
        </Stack>
      </Card>
      <Stack>
        {[0, 1, 2, 3, 4].map((i) => (
          <Row key={i}>
            <Skeleton $width={48} $height={48} $radius="10px" />
            <Stack style={{ flex: 1 }}>
              <Skeleton $width="40%" $height={15} />
              <Skeleton $width="25%" $height={12} />
            </Stack>
            <Skeleton $width={72} $height={20} />
          </Row>
        ))}
      </Stack>
    </Wrap>
  );
}
