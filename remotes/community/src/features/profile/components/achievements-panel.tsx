import styled from 'styled-components';
import type { Achievement, AchievementRarity } from '@lobby/contract-community';
import { EmptyState, formatDate, formatNumber, Skeleton, TrophyIcon } from '@lobby/shared-ui';
import { AchievementGlyph } from './achievement-glyph';

/** Rarity colours: legendary gold-orange, epic purple, rare blue, common grey. */
export const RARITY_COLORS: Record<AchievementRarity, string> = {
  legendary: '#f59e0b',
  epic: '#a855f7',
  rare: '#3b82f6',
  common: '#94a3b8',
};

const RARITY_LABELS: Record<AchievementRarity, string> = {
  legendary: 'Legendary',
  epic: 'Epic',
  rare: 'Rare',
  common: 'Common',
};

const rarityOf = (r: string | null | undefined): AchievementRarity =>
  r === 'legendary' || r === 'epic' || r === 'rare' ? r : 'common';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 14px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
`;

const Card = styled.li<{ $color: string }>`
  position: relative;
  display: flex;
  gap: 14px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ $color }) => `${$color}55`};
  background:
    radial-gradient(ellipse 80% 90% at 0% 0%, ${({ $color }) => `${$color}26`}, transparent 70%),
    ${({ theme }) => theme.colors.surface};
  min-width: 0;
`;

const Glyph = styled.span<{ $color: string }>`
  flex: none;
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 14px;
  color: ${({ $color }) => $color};
  background: ${({ $color }) => `${$color}22`};
  border: 1px solid ${({ $color }) => `${$color}66`};
  img {
    width: 32px;
    height: 32px;
    object-fit: contain;
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: 5px;
  min-width: 0;
  flex: 1;
  h3 {
    font-size: 16px;
    font-weight: 700;
    overflow-wrap: break-word;
  }
  p {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
    line-height: 1.45;
  }
`;

const Rarity = styled.span<{ $color: string }>`
  align-self: flex-start;
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ $color }) => $color};
  background: ${({ $color }) => `${$color}1f`};
  border: 1px solid ${({ $color }) => `${$color}66`};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 12px;
  margin-top: 4px;
  font-size: 12px;
  color: ${({ theme }) => theme.colors.textFaint};
  b {
    color: ${({ theme }) => theme.colors.gold};
    font-weight: 700;
  }
  b.xp {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const SkeletonCard = styled.li`
  display: flex;
  gap: 14px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  div {
    flex: 1;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
`;

const isImage = (icon: string | null) =>
  !!icon && (/^https?:\/\//i.test(icon) || icon.startsWith('/'));

/** The member's unlocked achievements as cards coloured by rarity. */
export function AchievementsPanel({
  loaded,
  achievements,
  own,
  name,
}: {
  loaded: boolean;
  achievements: readonly Achievement[];
  own: boolean;
  name: string;
}) {
  if (!loaded) {
    return (
      <List aria-label="Loading achievements" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <SkeletonCard key={i}>
            <Skeleton $width={52} $height={52} $radius="14px" />
            <div>
              <Skeleton $width="60%" $height={16} />
              <Skeleton $width="90%" $height={12} />
              <Skeleton $width="40%" $height={12} />
            </div>
          </SkeletonCard>
        ))}
      </List>
    );
  }
  if (!achievements.length) {
    return (
      <EmptyState icon={<TrophyIcon size={32} />} title="No achievements yet">
        {own
          ? 'Predict bonus hunts, join tournaments and claim your daily points to unlock your first achievements.'
          : `${name} hasn't unlocked any achievements yet.`}
      </EmptyState>
    );
  }
  return (
    <List aria-label="Achievements">
      {achievements.map((a) => {
        const rarity = rarityOf(a.rarity);
        const color = RARITY_COLORS[rarity];
        return (
          <Card key={a.id} $color={color} data-rarity={rarity}>
            <Glyph $color={a.badge_color || color} aria-hidden="true">
              {isImage(a.icon) ? (
                <img src={a.icon!} alt="" />
              ) : (
                <AchievementGlyph icon={a.icon} size={26} />
              )}
            </Glyph>
            <Text>
              <Rarity $color={color}>{RARITY_LABELS[rarity]}</Rarity>
              <h3>{a.title}</h3>
              {a.description ? <p>{a.description}</p> : null}
              <Meta>
                {a.points ? <b>+{formatNumber(a.points)} points</b> : null}
                {a.xp_reward ? <b className="xp">+{formatNumber(a.xp_reward)} XP</b> : null}
                {a.unlocked_at ? (
                  <span>
                    Unlocked <time dateTime={a.unlocked_at}>{formatDate(a.unlocked_at)}</time>
                  </span>
                ) : null}
              </Meta>
            </Text>
          </Card>
        );
      })}
    </List>
  );
}
