import styled from 'styled-components';
import type { ChallengeClaim } from '@lobby/contract-community';
import { stackedList, Badge, formatRelativeLong } from '@lobby/shared-ui';

const STATE = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
} as const;

export function ClaimStatus({ claim }: { claim: ChallengeClaim }) {
  const s = STATE[claim.status];
  return <Badge $tone={s.tone}>{s.label}</Badge>;
}

const List = styled.ul`
  ${stackedList(10)}
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 14px 16px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  header strong {
    flex: 1;
    min-width: 0;
  }
  header span {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textFaint};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
`;

const Reason = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Thumbs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  a {
    display: block;
    width: 56px;
    height: 56px;
    border-radius: ${({ theme }) => theme.radii.sm};
    overflow: hidden;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** The member's claims and each one's state: pending, approved, or rejected with the reason. */
export function MyClaims({ claims }: { claims: ChallengeClaim[] }) {
  return (
    <List aria-label="Your claims">
      {claims.map((c) => (
        <Item key={c.id}>
          <header>
            <strong>{c.slot_name}</strong>
            <ClaimStatus claim={c} />
            <span>{formatRelativeLong(c.created_at)}</span>
          </header>
          <p>{c.description}</p>
          {c.status === 'rejected' && c.reason ? <Reason>Reason: {c.reason}</Reason> : null}
          {c.evidence_images.length > 0 ? (
            <Thumbs>
              {c.evidence_images.map((src, i) => (
                <a
                  key={src}
                  href={src}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={`Evidence ${i + 1}`}
                >
                  <img src={src} alt="" loading="lazy" />
                </a>
              ))}
            </Thumbs>
          ) : null}
        </Item>
      ))}
    </List>
  );
}
