import styled, { keyframes } from 'styled-components';
import { useAffiliatesQuery } from '@lobby/shared-api';
import { ExternalLink, ImageWithFallback } from '@lobby/shared-ui';
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
  flex-direction: column;
  gap: 10px;
  padding: 10px;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: linear-gradient(135deg, ${({ $scheme }) => `${$scheme.from}33, ${$scheme.to}26`});
  border: 1px solid ${({ $scheme }) => `${$scheme.from}55`};
  &::after {
    content: '';
    position: absolute;
    right: -30px;
    bottom: -40px;
    width: 100px;
    height: 100px;
    border-radius: 50%;
    background: ${({ $scheme }) => `${$scheme.glow}30`};
    filter: blur(20px);
    pointer-events: none;
  }
`;

const LogoBox = styled.div`
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: rgba(0, 0, 0, 0.22);
  overflow: hidden;
  display: grid;
  place-items: center;
  /* The initial letter stands in for a missing logo in the card's own colours. */
  [role='img'] {
    font-weight: 900;
  }
`;

const Row = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  h3 {
    min-width: 0;
    font-size: 13px;
    font-weight: 700;
    line-height: 1.25;
    overflow: hidden;
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow-wrap: anywhere;
  }
`;

const Join = styled(ExternalLink)<{ $scheme: PromoScheme }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 5px 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 12px;
  font-weight: 700;
  color: ${({ $scheme }) => $scheme.ink};
  background: ${({ $scheme }) => $scheme.button};
  box-shadow: 0 4px 14px ${({ $scheme }) => `${$scheme.from}55`};
  transition:
    box-shadow 0.15s ease,
    transform 0.15s ease;
  /* Hover lifts the pill without changing its colours, so it keeps its contrast. */
  &:hover {
    box-shadow: 0 6px 18px ${({ $scheme }) => `${$scheme.from}88`};
    transform: translateY(-1px);
  }
`;

const pulse = keyframes`0%, 100% { opacity: 0.5; } 50% { opacity: 1; }`;
const Skeleton = styled.div`
  height: 96px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

/** The sidebar's affiliate promo cards: logo, name and 'Join Now' (new tab), five colour schemes in turn. */
export function AffiliatePromos() {
  const query = useAffiliatesQuery();
  // A failure is logged by the query; the sidebar then simply has no promos.
  const affiliates = query.isError ? [] : (query.data ?? null);

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
              <LogoBox>
                <ImageWithFallback
                  src={a.logo_url}
                  name={a.name}
                  alt={`${a.name} logo`}
                  size="fill"
                  fallbackBackground={`linear-gradient(135deg, ${scheme.from}, ${scheme.to})`}
                />
              </LogoBox>
              <Row>
                <h3>{a.name}</h3>
                <Join
                  $scheme={scheme}
                  href={a.redirect_url}
                  label={`Join Now at ${a.name}`}
                  icon={12}
                >
                  Join Now
                </Join>
              </Row>
            </Card>
          );
        })
      )}
    </Section>
  );
}
