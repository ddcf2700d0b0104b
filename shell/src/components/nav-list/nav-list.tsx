import type { ComponentType, ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { VisuallyHidden } from '@lobby/shared-ui';

export interface NavListItem {
  to: string;
  label: string;
  Icon: ComponentType<{ size?: number }>;
  /** Active only on exactly `to` (not on the pages below it). */
  end?: boolean;
  /** A count or short word after the label, e.g. open tickets. */
  badge?: { text: string | number; label?: string };
}

export interface NavListGroup {
  /** Unique; names the group's heading id. */
  key: string;
  title: string;
  /** The group's links… */
  items?: NavListItem[];
  /** …or what stands in for them (loading, an error with a retry). */
  content?: ReactNode;
}

type Density = 'roomy' | 'compact';

const Nav = styled.nav<{ $density: Density }>`
  display: flex;
  flex-direction: column;
  gap: 16px;
  padding: ${({ $density }) => ($density === 'compact' ? '12px 10px 24px' : '16px 12px')};
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 2px;
  }
`;

const GroupTitle = styled.h2`
  margin: 0;
  padding: 0 12px 6px;
  font-size: 11px;
  font-weight: 800;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textFaint};
`;

const Item = styled(NavLink)<{ $density: Density }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ $density }) => ($density === 'compact' ? '10px' : '12px')};
  padding: ${({ $density }) => ($density === 'compact' ? '8px 12px' : '10px 12px')};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
  font-size: 14px;
  transition:
    background 0.15s ease,
    color 0.15s ease;
  svg {
    flex: none;
  }
  & > span:first-of-type {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
    svg {
      color: ${({ theme }) => theme.colors.primaryInk};
    }
    ${({ $density, theme }) =>
      $density === 'compact'
        ? css`
            background: ${theme.colors.primary}2b;
          `
        : css`
            background: linear-gradient(
              90deg,
              ${theme.colors.primary}33,
              ${theme.colors.primary}0d
            );
            &::before {
              content: '';
              position: absolute;
              left: -12px;
              top: 8px;
              bottom: 8px;
              width: 3px;
              border-radius: 0 3px 3px 0;
              background: ${theme.colors.primary};
            }
          `}
  }
`;

const Badge = styled.span`
  margin-left: auto;
  flex: none;
  min-width: 20px;
  padding: 1px 7px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary}33;
  color: ${({ theme }) => theme.colors.primaryInk};
  font-size: 12px;
  font-weight: 800;
  text-align: center;
  line-height: 18px;
`;

function Links({ items, density }: { items: NavListItem[]; density: Density }) {
  const iconSize = density === 'compact' ? 18 : 19;
  return (
    <ul>
      {items.map(({ to, label, Icon, end, badge }) => (
        <li key={to}>
          <Item to={to} end={end} $density={density}>
            <Icon size={iconSize} />
            <span>{label}</span>
            {badge ? (
              <Badge>
                <span aria-hidden={badge.label ? true : undefined}>{badge.text}</span>
                {badge.label ? <VisuallyHidden>{badge.label}</VisuallyHidden> : null}
              </Badge>
            ) : null}
          </Item>
        </li>
      ))}
    </ul>
  );
}

export interface NavListProps {
  /** The navigation landmark's name ("Main", "Admin"). */
  label: string;
  /** One flat list… */
  items?: NavListItem[];
  /** …or groups under headings. */
  groups?: NavListGroup[];
  /** 'roomy' for the site's sidebar, 'compact' for the admin frame's longer list. */
  density?: Density;
  /** After the lists, inside the landmark (e.g. a note that some groups could not be listed). */
  footer?: ReactNode;
}

/**
 * A side panel's navigation: links with an icon and a label (and an optional badge), the current
 * one marked with `aria-current="page"` (by prefix, or exactly for `end` items), optionally in
 * groups under headings.
 */
export function NavList({ label, items, groups, density = 'roomy', footer }: NavListProps) {
  return (
    <Nav aria-label={label} $density={density}>
      {items ? <Links items={items} density={density} /> : null}
      {groups?.map((group) => {
        const id = `nav-${`${label}-${group.key}`.toLowerCase().replace(/\W+/g, '-')}`;
        return (
          <section key={group.key} aria-labelledby={id}>
            <GroupTitle id={id}>{group.title}</GroupTitle>
            {group.items ? <Links items={group.items} density={density} /> : group.content}
          </section>
        );
      })}
      {footer}
    </Nav>
  );
}
