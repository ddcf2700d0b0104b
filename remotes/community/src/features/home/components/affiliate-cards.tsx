import type { Ref } from 'react';
import styled, { css } from 'styled-components';
import type { Affiliate } from '@lobby/shared-api';
import { useAffiliatesQuery } from '@lobby/shared-api';
import {
  stackedList,
  EmptyState,
  ExternalLink,
  ImageWithFallback,
  Skeleton,
  CheckIcon,
} from '@lobby/shared-ui';
import { Section, SectionHeader } from './section';

/** 1 card: one wide centred card; 2: two columns; 3 or more: up to three columns. */
export type AffiliateLayout = 'single' | 'double' | 'multi';

export function affiliateLayout(count: number): AffiliateLayout {
  return count <= 1 ? 'single' : count === 2 ? 'double' : 'multi';
}

const List = styled.ul<{ $layout: AffiliateLayout }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 20px;
  grid-template-columns: minmax(0, 1fr);
  ${({ $layout }) =>
    $layout === 'single'
      ? css`
          max-width: 760px;
          margin: 0 auto;
        `
      : $layout === 'double'
        ? css`
            @container home (min-width: 620px) {
              grid-template-columns: repeat(2, minmax(0, 1fr));
            }
          `
        : css`
            @container home (min-width: 620px) {
              grid-template-columns: repeat(2, minmax(0, 1fr));
            }
            @container home (min-width: 980px) {
              grid-template-columns: repeat(3, minmax(0, 1fr));
            }
          `}
`;

const Item = styled.li<{ $wide: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: 22px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.surface} 55%
  );
  border: 1px solid ${({ theme }) => theme.colors.border};
  transition:
    border-color 0.2s ease,
    transform 0.2s ease,
    box-shadow 0.2s ease;
  &:hover,
  &:focus-within {
    border-color: rgba(124, 92, 255, 0.6);
    box-shadow: 0 16px 40px rgba(0, 0, 0, 0.35);
  }
  @media (hover: hover) and (prefers-reduced-motion: no-preference) {
    &:hover {
      transform: translateY(-2px);
    }
  }
  ${({ $wide }) =>
    $wide &&
    css`
      @container home (min-width: 620px) {
        display: grid;
        grid-template-columns: 200px minmax(0, 1fr);
        grid-template-areas: 'logo body';
        align-items: center;
        gap: 24px;
        padding: 28px;
      }
    `}
`;

const Logo = styled.div`
  grid-area: logo;
  display: flex;
  align-items: center;
  justify-content: center;
  height: 96px;
  padding: 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: radial-gradient(
    ellipse at center,
    rgba(124, 92, 255, 0.16),
    rgba(255, 255, 255, 0.02) 70%
  );
  border: 1px solid ${({ theme }) => theme.colors.border};
  /* Logos are often wordmarks: show them whole rather than cropped square. */
  img {
    width: auto;
    height: 100%;
    max-width: 100%;
    object-fit: contain;
    border-radius: 0;
  }
`;

const Body = styled.div`
  grid-area: body;
  display: flex;
  flex-direction: column;
  gap: 14px;
  flex: 1;
  min-width: 0;
  h3 {
    font-size: 19px;
    font-weight: 800;
    overflow-wrap: anywhere;
  }
`;

const Benefits = styled.ul`
  ${stackedList(8)}
  flex: 1;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    flex: none;
    margin-top: 2px;
    padding: 2px;
    border-radius: 50%;
    background: rgba(47, 207, 122, 0.15);
    color: ${({ theme }) => theme.colors.success};
  }
`;

const JoinLink = styled(ExternalLink)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  padding: 12px 18px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: linear-gradient(90deg, ${({ theme }) => theme.colors.primary}, #9b6bff);
  color: #fff;
  font-weight: 700;
  transition: filter 0.15s ease;
  &:hover {
    filter: brightness(1.1);
  }
`;

function AffiliateCard({ affiliate, wide }: { affiliate: Affiliate; wide: boolean }) {
  return (
    <Item $wide={wide}>
      <Logo>
        <ImageWithFallback
          src={affiliate.logo_url}
          name={affiliate.name}
          alt={`${affiliate.name} logo`}
          size={72}
        />
      </Logo>
      <Body>
        <h3>{affiliate.name}</h3>
        {affiliate.benefits?.length ? (
          <Benefits aria-label={`${affiliate.name} benefits`}>
            {affiliate.benefits.map((benefit, i) => (
              <li key={i}>
                <CheckIcon size={16} />
                <span>{benefit}</span>
              </li>
            ))}
          </Benefits>
        ) : null}
        <JoinLink href={affiliate.redirect_url} label={`Join Now at ${affiliate.name}`} icon={16}>
          Join Now
        </JoinLink>
      </Body>
    </Item>
  );
}

function AffiliateSkeletons() {
  return (
    <List $layout="multi" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Item key={i} $wide={false} as="li">
          <Skeleton $height={96} $radius="10px" />
          <Skeleton $height={22} $width="55%" />
          <Skeleton $height={14} $width="90%" />
          <Skeleton $height={14} $width="75%" />
          <Skeleton $height={14} $width="80%" />
          <Skeleton $height={46} $radius="10px" />
        </Item>
      ))}
    </List>
  );
}

/** The affiliate platforms the streamer plays on: logo, benefits and a 'Join Now' link. */
export function AffiliateCards({ ref }: { ref?: Ref<HTMLElement> }) {
  // The same query as the shell's sidebar promos: one request serves both.
  const query = useAffiliatesQuery();
  const affiliates = query.data ?? [];
  const layout = affiliateLayout(affiliates.length);

  return (
    <Section ref={ref} aria-labelledby="home-affiliates-title" aria-busy={query.isPending}>
      <SectionHeader
        id="home-affiliates-title"
        title="Our Partners"
        subtitle="Sign up through our links to join the leaderboards and unlock exclusive bonuses."
      />
      {query.isPending ? (
        <AffiliateSkeletons />
      ) : affiliates.length === 0 ? (
        <EmptyState title="No partners yet">New partner offers will appear here soon.</EmptyState>
      ) : (
        <List $layout={layout} data-layout={layout} aria-label="Affiliate partners">
          {affiliates.map((a) => (
            <AffiliateCard key={a.id} affiliate={a} wide={layout === 'single'} />
          ))}
        </List>
      )}
    </Section>
  );
}
