/** Spec part 2 §9: slot names on cards are cut to 12 characters, providers to 10. */
export const SLOT_NAME_MAX = 12;
export const PROVIDER_NAME_MAX = 10;

/** The page's tabs, in order; the key is kept in the `tab` search parameter. */
export const HUNT_TABS = [
  { key: 'current', label: 'Current Hunt' },
  { key: 'predictions', label: 'Predictions' },
  { key: 'history', label: 'History' },
] as const;

export type HuntTabKey = (typeof HUNT_TABS)[number]['key'];

export function parseHuntTab(value: string | null): HuntTabKey {
  return HUNT_TABS.find((t) => t.key === value)?.key ?? 'current';
}
