import { demo, slotFile, slotProvider } from '../../../core/seed/assets';
import { DAY, HOUR } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';
import { SLOTS } from '../../../core/seed/demo-data';
import { generatedSlots } from '../../../core/seed/slot-catalogue';

/** The slot catalogue bonus hunts, tournaments and slot calls pick from. */
export const slotsSeed: SeedStep = {
  name: 'engagement:slots',
  order: 220,
  async run({ at, insertMany }) {
    await insertMany('slots', [
      ...SLOTS.map((name) => ({
        name,
        image: demo(slotFile(name)),
        provider: slotProvider(name),
        created_at: at(-300 * DAY),
      })),
      // The rest of the catalogue, added over the months since (newest last).
      ...generatedSlots().map((s, i) => ({
        name: s.name,
        image: demo(s.file),
        provider: s.provider,
        created_at: at(-290 * DAY + i * 12 * HOUR),
      })),
    ]);
  },
};
