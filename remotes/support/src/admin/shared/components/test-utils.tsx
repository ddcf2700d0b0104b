import type { ComponentType } from 'react';
import { createQueryClient } from '@lobby/shared-api';
import { renderRoutesAt } from '@lobby/shared-ui/testing';

/** Renders admin screens under /admin-new/support/… as the shell mounts them. */
export function renderAdmin(path: string, routes: Record<string, ComponentType>) {
  return renderRoutesAt(
    path,
    Object.fromEntries(
      Object.entries(routes).map(([p, C]) => [`/admin-new/support/${p}`, <C key={p} />]),
    ),
    createQueryClient({ queries: { retry: false, gcTime: Infinity } }),
  );
}
