import styled from 'styled-components';
import { QUICKNET_CHAIN_HASH } from '@lobby/contract-engagement';
import type { DrawRecord } from '@lobby/contract-engagement';
import { formatDateTime, Muted } from '@lobby/shared-ui';

const Notice = styled.p<{ $tone: 'info' | 'warn' }>`
  margin: 0;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $tone }) => ($tone === 'warn' ? theme.colors.danger : theme.colors.text)};
  background: ${({ theme, $tone }) => ($tone === 'warn' ? theme.colors.danger : theme.colors.textMuted)}1f;
`;

/** The chain a v2 draw takes its randomness from, named honestly. */
export function chainName(chainHash: string) {
  return chainHash === QUICKNET_CHAIN_HASH
    ? 'drand quicknet (League of Entropy)'
    : 'a local demo chain, not the League of Entropy';
}

/**
 * The public randomness of a lobby-draw-v2 draw, as terms of the facts list: the round fixed at
 * creation and when it is out, the frozen list, then the beacon.
 */
export function DrawBeaconTerms({ draw }: { draw: DrawRecord }) {
  const b = draw.beacon;
  if (!b) return null;
  return (
    <>
      <dt>Randomness</dt>
      <dd>
        drand round {b.round} of {chainName(b.chain_hash)}, out {formatDateTime(b.round_at)}
      </dd>
      <dt>Chain hash</dt>
      <dd>{b.chain_hash}</dd>
      <dt>Entries frozen</dt>
      <dd>{draw.list_frozen_at ? formatDateTime(draw.list_frozen_at) : 'At the close'}</dd>
      {b.signature ? (
        <>
          <dt>Beacon randomness</dt>
          <dd>{b.randomness}</dd>
          <dt>Beacon signature</dt>
          <dd>{b.signature}</dd>
        </>
      ) : null}
    </>
  );
}

/** What a v2 draw is waiting for, or that staff drew it without public randomness. */
export function DrawBeaconNotices({ draw }: { draw: DrawRecord }) {
  const b = draw.beacon;
  if (!b) return null;
  const pendingRedraws = (draw.redraws ?? []).filter((r) => !r.drawn_at);
  return (
    <>
      {draw.without_beacon ? (
        <Notice $tone="warn" role="note">
          This draw used no public randomness: drand could not be reached, and staff drew it without
          round {b.round} after the wait. Only the seed committed at creation and the frozen list
          decided it.
        </Notice>
      ) : !b.signature && draw.waiting_since ? (
        <Notice $tone="info" role="status">
          Waiting for public randomness, round {b.round}: drand cannot be reached right now; the
          draw happens as soon as it can.
          {draw.fallback_at
            ? ` Should drand stay unreachable, staff may draw without it from ${formatDateTime(draw.fallback_at)}, and this page will say so.`
            : null}
        </Notice>
      ) : !b.signature ? (
        <Muted>
          Nobody, the site included, can know round {b.round} before it is out; the entry list is
          frozen at least 30 seconds before that.
        </Muted>
      ) : null}
      {pendingRedraws.map((r) => (
        <Notice key={r.round + ':' + r.position} $tone="info" role="status">
          Place {r.position} is drawn again from drand round {r.round}, out{' '}
          {formatDateTime(r.round_at)}.
        </Notice>
      ))}
    </>
  );
}
