import type { ComponentType } from 'react';
import { ChevronRightIcon } from '@lobby/shared-ui';
import { iconByName } from '../../components/icon-by-name';

type Icon = ComponentType<{ size?: number }>;

/**
 * An admin nav item's `icon` is a name of shared-ui's icon set (`ICON_SET`): 'trophy' or
 * 'TrophyIcon' → TrophyIcon, 'user-check' → UserCheckIcon. Unknown names get a neutral chevron.
 */
export function adminIcon(name: string | undefined): Icon {
  return iconByName(name, ChevronRightIcon);
}
