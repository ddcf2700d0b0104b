// The support tickets' part of the demo seed.
import type { Insertable } from 'kysely';
import type { Database } from '../../../core/db';
import { DAY, HOUR, SEED_ORDER, auditSeedStep, auditSource } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';

// Support tickets with staff and member replies.
export const ticketsSeed: SeedStep = {
  name: 'support:tickets',
  order: 900,
  async run({ at, members, insertMany, insertReturningIds }) {
    const staff = [members.id('admin'), members.id('moderator')];
    const ticketDefs = [
      {
        user: 'spinwizard',
        title: 'Tip from the store has not arrived',
        category: 'payment',
        priority: 'high',
        status: 'in_progress',
        description:
          'I redeemed the $10 Casino Tip two days ago but nothing has shown up on my Lumen account yet.',
        replies: 3,
      },
      {
        user: 'lucky_lou',
        title: 'Cannot link my Kick account',
        category: 'account',
        priority: 'medium',
        status: 'waiting',
        description:
          'When I press Connect on the settings page it sends me back without linking the account.',
        replies: 2,
      },
      {
        user: 'reelqueen',
        title: 'Leaderboard shows the wrong wager',
        category: 'technical',
        priority: 'low',
        status: 'resolved',
        description:
          'My wager on the Stakeforge leaderboard is about $200 lower than what the casino shows me.',
        replies: 4,
      },
      {
        user: 'spinwizard',
        title: 'Feature idea: hunt history charts',
        category: 'feature',
        priority: 'low',
        status: 'open',
        description:
          'It would be great to see a chart of the profit of past bonus hunts over time on the history tab.',
        replies: 0,
      },
      {
        user: 'nova_nina',
        title: 'Countdown shows negative time',
        category: 'bug',
        priority: 'urgent',
        status: 'closed',
        description:
          'On my phone the giveaway countdown showed -1 seconds for a while before saying Ended.',
        replies: 2,
      },
      {
        user: 'highroller_vera',
        title: 'VIP cash reward question',
        category: 'other',
        priority: 'medium',
        status: 'open',
        description:
          'How long does it usually take for a Gold tier cash reward to be processed after claiming it?',
        replies: 1,
      },
    ] as const;
    for (const [ti, t] of ticketDefs.entries()) {
      const created = at(-(ticketDefs.length - ti) * 2 * DAY - 5 * HOUR);
      const replies: Insertable<Database['ticket_replies']>[] = [];
      for (let r = 0; r < t.replies; r++) {
        const isStaff = r % 2 === 0;
        replies.push({
          ticket_id: 0,
          user_id: isStaff ? staff[r % 2 === 0 ? ti % 2 : 0]! : members.id(t.user),
          message: isStaff
            ? [
                'Thanks for reaching out! We are looking into this now.',
                'This should be sorted now — could you check again?',
              ][Math.min(r / 2, 1)]!
            : [
                'Thanks, let me know if you need anything else from me.',
                'Still the same for me, sorry.',
              ][Math.min((r - 1) / 2, 1)]!,
          is_staff: isStaff ? 1 : 0,
          created_at: new Date(Date.parse(created) + (r + 1) * 5 * HOUR).toISOString(),
        });
      }
      const last = replies.at(-1)?.created_at ?? null;
      const [tid] = await insertReturningIds('tickets', [
        {
          user_id: members.id(t.user),
          title: t.title,
          category: t.category,
          priority: t.priority,
          status: t.status,
          description: t.description,
          created_at: created,
          updated_at: last ?? created,
          last_reply_at: last,
        },
      ]);
      await insertMany(
        'ticket_replies',
        replies.map((r) => ({ ...r, ticket_id: tid! })),
      );
    }
  },
};

// The tickets' part of the demo's audit log: the staff replies written above (real audit function).
export const ticketsAuditSeed = auditSeedStep({
  name: 'support:tickets-audit',
  order: SEED_ORDER.audit + 40,
  area: 'support',
  staff: 'moderator',
  sources: [
    auditSource({
      rows: (db) =>
        db
          .selectFrom('ticket_replies')
          .select(['id', 'ticket_id', 'user_id', 'created_at'])
          .where('is_staff', '=', 1)
          .orderBy('id')
          .execute(),
      entry: (r) => ({
        actorId: r.user_id,
        action: 'ticket.reply',
        entity: 'ticket',
        entityId: r.ticket_id,
        after: { reply_id: Number(r.id) },
        at: r.created_at,
      }),
    }),
  ],
});
