import type { ComponentType } from 'react';
import { ICON_SET } from '@lobby/shared-ui';

type Icon = ComponentType<{ size?: number }>;

/** The kebab name of an icon of the set: TrophyIcon → 'trophy', UserCheckIcon → 'user-check'. */
export const iconName = (exportName: string) =>
  exportName
    .replace(/Icon$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

/** Every icon name a nav entry may use, sorted (the pickers in Admin › Remotes list them). */
export const ICON_NAMES: readonly string[] = Object.keys(ICON_SET).map(iconName).sort();

/**
 * An icon of shared-ui's set by name, as nav entries store it: 'trophy' or 'TrophyIcon' →
 * TrophyIcon, 'user-check' → UserCheckIcon; `fallback` for an unknown or missing name.
 */
export function iconByName(name: string | undefined, fallback: Icon): Icon {
  if (!name) return fallback;
  const pascal = name
    .replace(/Icon$/, '')
    .split(/[-_\s]+/)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
  return Object.hasOwn(ICON_SET, `${pascal}Icon`) ? ICON_SET[`${pascal}Icon`]! : fallback;
}
