import type { Affiliate } from '@lobby/shared-api';
import { getAffiliates } from '@lobby/shared-api';
import { ImageWithFallback } from '@lobby/shared-ui';
import { useEffect, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { ExternalIcon } from '../../../components/icons';
import type { PromoScheme } from '../promo-schemes';
import { promoScheme } from '../promo-schemes';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 0 16px;
`;

const Heading = styled.h2`
  font-size: 11px;
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textFaint};
  padding: 0 4px;
`;

const Card = styled.article<{ $scheme: PromoScheme }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: linear-gradient(135deg, ${({ $scheme }) => `${$scheme.from}33, ${$scheme.to}26`});
  border: 1px solid ${({ $scheme }) => `${$scheme.from}55`};
  &::after {
    content: '';
    position: absolute;
    right: -30px;
    top: -30px;
    width: 90px;
    height: 90px;
    border-radius: 50%;
    background: ${({ $scheme }) => `${$scheme.glow}30`};
    filter: blur(18px);
    pointer-events: none;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  flex: 1;
  h3 {
    font-size: 14px;
    font-weight: 700;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Join = styled.a<{ $scheme: PromoScheme }>`
  position: relative;
  z-index: 1;
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 5px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 700;
  color: #fff;
  background: ${({ $scheme }) => $scheme.from};
  box-shadow: 0 4px 14px ${({ $scheme }) => `${$scheme.from}55`};
  transition: filter 0.15s ease, transform 0.15s ease;
  &:hover { filter: brightness(1.1); transform: translateY(-1px); }
`;

const pulse = keyframes`0%, 100% { opacity: 0.5; } 50% { opacity: 1; }`;
const Skeleton = styled.div`
  height: 68px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** The sidebar's affiliate promo cards: logo, name and 'Join Now' (new tab), five colour schemes in turn. */
export function AffiliatePromos() {
  const [affiliates, setAffiliates] = useState<Affiliate[] | null>(null);

  useEffect(() => {
    let alive = true;
    getAffiliates()
      .then((res) => alive && setAffiliates(Array.isArray(res?.data) ? res.data : []))
      .catch((error: unknown) => {
        console.error('[lobby] affiliates could not be loaded', error);
        if (alive) setAffiliates([]);
      });
    return () => {
      alive = false;
    };
  }, []);

  if (affiliates && affiliates.length === 0) return null;
  return (
    <Section aria-labelledby="sidebar-partners">
      <Heading id="sidebar-partners">Partners</Heading>
      {affiliates === null ? (
        <div aria-hidden="true" style={{ display: 'grid', gap: 10 }}>
          <Skeleton />
          <Skeleton />
        </div>
      ) : (
        affiliates.map((a, i) => {
          const scheme = promoScheme(i);
          return (
            <Card key={a.id} $scheme={scheme} data-scheme={scheme.name} aria-label={a.name}>
              <ImageWithFallback src={a.logo_url} name={a.name} alt={`${a.name} logo`} size={44} />
              <Body>
                <h3>{a.name}</h3>
                <Join
                  $scheme={scheme}
                  href={a.redirect_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`Join Now at ${a.name} (opens in a new tab)`}
                >
                  Join Now
                  <ExternalIcon size={12} />
                </Join>
              </Body>
            </Card>
          );
        })
      )}
    </Section>
  );
}
