import type { ComponentType } from 'react';
import * as icons from './icons';

type Icon = ComponentType<{ size?: number }>;

/**
 * Every icon of the set by its export name ('TrophyIcon' → TrophyIcon), for places that pick an
 * icon by name at run time (the admin nav items remotes contribute). Built here from the module
 * itself, so a new icon is listed once: where it is defined.
 */
export const ICON_SET: Readonly<Record<string, Icon>> = Object.fromEntries(
  Object.entries(icons).filter(([name]) => name.endsWith('Icon')),
) as Record<string, Icon>;
