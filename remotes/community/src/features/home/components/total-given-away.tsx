import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { logFailure } from '@lobby/shared-api';
import { CountUp, Skeleton, formatUSD, GiftIcon } from '@lobby/shared-ui';
import { communityKeys } from '../../../api/query-keys';
import { getTotalGivenAway } from '../api/get-total-given-away';

const loadTotal = () => getTotalGivenAway().then((r) => Number(r.total) || 0);

const Panel = styled.section`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 22px 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background:
    linear-gradient(160deg, rgba(124, 92, 255, 0.22), rgba(34, 211, 166, 0.08) 70%),
    ${({ theme }) => theme.colors.surface};
  border: 1px solid rgba(124, 92, 255, 0.45);
  box-shadow:
    0 0 0 1px rgba(0, 0, 0, 0.2),
    0 18px 50px rgba(124, 92, 255, 0.18);
  min-width: 0;
`;

const Label = styled.h2`
  display: flex;
  align-items: center;
  gap: 8px;
  font-size: 13px;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Amount = styled.div<{ $muted?: boolean }>`
  min-height: 50px;
  display: flex;
  align-items: center;
  font-size: clamp(30px, 4.4vw, 42px);
  font-weight: 800;
  letter-spacing: -0.02em;
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
  color: ${({ theme, $muted }) => ($muted ? theme.colors.textFaint : theme.colors.text)};
  ${({ $muted }) =>
    $muted
      ? ''
      : `background: linear-gradient(90deg, #ffffff, #c9bcff 60%, #7ef0d0);
         -webkit-background-clip: text; background-clip: text; -webkit-text-fill-color: transparent;`}
`;

const Note = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 'Total Given Away': the community's total payout, counting up over 2 s in 60 steps. */
export function TotalGivenAway() {
  const query = useQuery({
    queryKey: communityKeys.totalGivenAway(),
    queryFn: loadTotal,
    meta: logFailure('Failed to load total given away', 'warn'),
  });
  const total = query.isSuccess ? query.data : 0;
  const format = (n: number) => formatUSD(n, { cents: !Number.isInteger(total) });

  return (
    <Panel aria-labelledby="home-total-given-away" aria-busy={query.isPending}>
      <Label id="home-total-given-away">
        <GiftIcon size={18} />
        Total Given Away
      </Label>
      {query.isPending ? (
        <Amount>
          <Skeleton $height={40} $width="80%" $radius="8px" />
        </Amount>
      ) : query.isSuccess ? (
        <Amount>
          <CountUp value={total} format={format} />
        </Amount>
      ) : (
        <Amount $muted>—</Amount>
      )}
      <Note>{query.isError ? 'Unavailable right now' : 'Paid out to our community'}</Note>
    </Panel>
  );
}
