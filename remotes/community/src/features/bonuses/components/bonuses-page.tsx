import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Badge,
  Button,
  Card,
  Page,
  PageTitle,
  initialOf,
  ArrowRightIcon,
  CheckIcon,
  ClockIcon,
  GiftIcon,
} from '@lobby/shared-ui';
import type { BonusCategory, SampleBonus } from '../utils/bonuses';
import { CATEGORY_LABELS, SAMPLE_BONUSES, SAMPLE_CLAIMS, SAMPLE_STATS } from '../utils/bonuses';

const Root = styled(Page)`
  container: bonuses / inline-size;
  min-width: 0;
`;

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: clamp(20px, 4vw, 36px);
  border-radius: 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(ellipse 60% 90% at 100% 0%, rgba(246, 196, 83, 0.22), transparent 70%),
    radial-gradient(ellipse 50% 70% at 0% 100%, rgba(124, 92, 255, 0.25), transparent 70%),
    ${({ theme }) => theme.colors.surface};
  p {
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Stats = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 150px), 1fr));
  gap: 12px;
  div {
    padding: 14px 16px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  dt {
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 22px;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  @container bonuses (min-width: 900px) {
    grid-template-columns: minmax(0, 2fr) minmax(260px, 1fr);
  }
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    padding: 6px 14px;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 700;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  gap: 14px;
`;

const BonusCard = styled.li<{ $color: string }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 18px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-top: 3px solid ${({ $color }) => $color};
  background:
    radial-gradient(ellipse 80% 60% at 100% 0%, ${({ $color }) => `${$color}22`}, transparent 70%),
    ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const CardHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 700;
  }
`;

const Value = styled.strong<{ $color: string }>`
  font-size: 34px;
  font-weight: 900;
  letter-spacing: -0.02em;
  color: ${({ $color }) => $color};
`;

const Terms = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
  font-size: 13px;
  dt {
    color: ${({ theme }) => theme.colors.textFaint};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

const Code = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-top: auto;
  code {
    flex: 1;
    min-width: 0;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radii.sm};
    border: 1px dashed ${({ theme }) => theme.colors.border};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-weight: 700;
    letter-spacing: 0.08em;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const Claims = styled.ol`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  li {
    display: flex;
    align-items: center;
    gap: 10px;
    min-width: 0;
  }
  li > span:first-child {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 34px;
    height: 34px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-weight: 800;
  }
  div {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  div span {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  time {
    margin-left: auto;
    flex: none;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textFaint};
  }
`;

const Note = styled.p`
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textFaint};
`;

function CopyCode({ bonus }: { bonus: SampleBonus }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(bonus.code);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Code>
      <code aria-label={`Code for ${bonus.title}`}>{bonus.code}</code>
      <Button type="button" $size="sm" $variant="secondary" onClick={() => void copy()}>
        {copied ? (
          <>
            <CheckIcon size={14} /> Copied
          </>
        ) : (
          'Copy code'
        )}
      </Button>
    </Code>
  );
}

const agoLabel = (minutes: number) =>
  minutes < 60 ? `${minutes}m ago` : `${Math.floor(minutes / 60)}h ago`;

/**
 * /bonuses — the bonus centre. The spec makes it static content with no server call (sample
 * bonuses, counts and recent claims); it is built to match the site and filters by category.
 */
export function BonusesPage() {
  const [category, setCategory] = useState<BonusCategory | 'all'>('all');
  const shown = SAMPLE_BONUSES.filter((b) => category === 'all' || b.category === category);
  return (
    <Root>
      <Hero aria-labelledby="bonuses-title">
        <Badge $tone="warning" style={{ alignSelf: 'flex-start' }}>
          <GiftIcon size={14} /> Bonus Centre
        </Badge>
        <PageTitle id="bonuses-title">Bonuses</PageTitle>
        <p>
          Exclusive offers from our partner platforms. Copy a code, use it when you deposit, and
          your wagers count towards the leaderboards too.
        </p>
        <div>
          <Button as={Link} to="/leaderboard" $variant="secondary">
            View leaderboards <ArrowRightIcon size={16} />
          </Button>
        </div>
      </Hero>

      <Stats aria-label="Bonus centre figures">
        {SAMPLE_STATS.map((s) => (
          <div key={s.label}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </Stats>

      <Layout>
        <section aria-labelledby="bonuses-offers-title" style={{ display: 'grid', gap: 14 }}>
          <h2 id="bonuses-offers-title" style={{ fontSize: 20, fontWeight: 800 }}>
            Available bonuses
          </h2>
          <Filters role="group" aria-label="Bonus type">
            {(Object.keys(CATEGORY_LABELS) as (BonusCategory | 'all')[]).map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={category === key}
                onClick={() => setCategory(key)}
              >
                {CATEGORY_LABELS[key]}
              </button>
            ))}
          </Filters>
          <Cards aria-label="Bonuses">
            {shown.map((b) => (
              <BonusCard key={b.id} $color={b.color} aria-label={`${b.platform}: ${b.title}`}>
                <CardHead>
                  <small>{b.platform}</small>
                  {b.featured ? (
                    <Badge $tone="primary">Featured</Badge>
                  ) : (
                    <Badge>{CATEGORY_LABELS[b.category]}</Badge>
                  )}
                </CardHead>
                <div>
                  <Value $color={b.color}>{b.value}</Value>
                  <h3 style={{ fontSize: 17, fontWeight: 800 }}>{b.title}</h3>
                </div>
                <p style={{ color: 'inherit', opacity: 0.8, fontSize: 14 }}>{b.description}</p>
                <Terms>
                  <div>
                    <dt>Min. deposit</dt>
                    <dd>{b.minDeposit}</dd>
                  </div>
                  <div>
                    <dt>Wagering</dt>
                    <dd>{b.wagering}</dd>
                  </div>
                </Terms>
                <CopyCode bonus={b} />
              </BonusCard>
            ))}
          </Cards>
        </section>

        <Card as="aside" aria-labelledby="bonuses-claims-title">
          <h2
            id="bonuses-claims-title"
            style={{ fontSize: 18, fontWeight: 800, display: 'flex', gap: 8, alignItems: 'center' }}
          >
            <ClockIcon size={18} /> Recent claims
          </h2>
          <Claims>
            {SAMPLE_CLAIMS.map((c) => (
              <li key={`${c.name}-${c.bonus}`}>
                <span aria-hidden="true">{initialOf(c.name)}</span>
                <div>
                  <strong>{c.name}</strong>
                  <span>
                    {c.bonus} · {c.platform}
                  </span>
                </div>
                <time>{agoLabel(c.minutesAgo)}</time>
              </li>
            ))}
          </Claims>
        </Card>
      </Layout>
      <Note>Offers are examples; each platform's own terms apply. 18+ · Gamble responsibly.</Note>
    </Root>
  );
}

export default BonusesPage;
