// The contact form's part of the demo seed.
import { DAY, HOUR } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';

// Contact messages, one handled.
export const contactSeed: SeedStep = {
  name: 'support:contact-messages',
  order: 1030,
  async run({ at, insertMany }) {
    await insertMany('contact_messages', [
      {
        name: 'Jordan Avery',
        email: 'jordan.avery@example.com',
        subject: 'Sponsorship inquiry',
        message: 'Hi! We would love to talk about a sponsored segment on the stream next month.',
        ip: '203.0.113.10',
        user_id: null,
        created_at: at(-3 * DAY),
        handled_at: at(-2 * DAY),
      },
      {
        name: 'Sam Rivera',
        email: 'sam.rivera@example.com',
        subject: 'Question about the hoodie',
        message: 'Will the Lobby hoodie come back in stock before winter?',
        ip: '198.51.100.7',
        user_id: null,
        created_at: at(-20 * HOUR),
        handled_at: null,
      },
    ]);
  },
};
