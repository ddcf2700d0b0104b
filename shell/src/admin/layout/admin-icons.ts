import type { ComponentType } from 'react';
import { ChevronRightIcon, ICON_SET } from '@lobby/shared-ui';

type Icon = ComponentType<{ size?: number }>;

/**
 * An admin nav item's `icon` is a name of shared-ui's icon set (`ICON_SET`): 'trophy' or
 * 'TrophyIcon' → TrophyIcon, 'user-check' → UserCheckIcon. Unknown names get a neutral chevron.
 */
export function adminIcon(name: string | undefined): Icon {
  if (!name) return ChevronRightIcon;
  const pascal = name
    .replace(/Icon$/, '')
    .split(/[-_\s]+/)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
  return Object.hasOwn(ICON_SET, `${pascal}Icon`) ? ICON_SET[`${pascal}Icon`]! : ChevronRightIcon;
}
