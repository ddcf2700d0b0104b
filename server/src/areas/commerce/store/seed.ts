// The store's part of the demo seed.
import type { Insertable } from 'kysely';
import type { Database } from '../../../core/db';
import { CARDS, cardFile, demo } from '../../../core/seed/assets';
import { DAY, HOUR, SEED_ORDER, auditSeedStep, auditSource } from '../../../core/seed/context';
import type { SeedStep } from '../../../core/seed/context';

// The store: items and redemptions (paid with points).
export const storeSeed: SeedStep = {
  name: 'commerce:store',
  order: 400,
  async run({ at, rnd, members, points, insertMany, insertReturningIds }) {
    const storeItems = [
      {
        name: '$10 Casino Tip',
        description: 'A $10 tip sent to your Lumen Casino account.',
        cost: 1000,
        quantity: 25,
        role: null,
        max: null,
      },
      {
        name: '$50 Casino Tip',
        description: 'A $50 tip to the casino of your choice. One per member.',
        cost: 4500,
        quantity: 5,
        role: null,
        max: 1,
      },
      {
        name: 'Lobby Hoodie',
        description: 'Heavyweight hoodie with the Lobby logo, shipped worldwide.',
        cost: 12000,
        quantity: 0,
        role: null,
        max: 1,
      },
      {
        name: 'Discord VIP Role',
        description: 'The VIP role on the Discord server for 30 days.',
        cost: 2500,
        quantity: 100,
        role: null,
        max: null,
      },
      {
        name: 'Stream Shoutout',
        description: 'Your name and a message read out live on stream.',
        cost: 500,
        quantity: 50,
        role: null,
        max: 3,
      },
      {
        name: 'Pick the Next Slot',
        description: 'Choose the slot the stream plays next.',
        cost: 800,
        quantity: 10,
        role: null,
        max: 2,
      },
      {
        name: 'Moderator Mystery Box',
        description: 'A thank-you box for the mod team. Contents vary.',
        cost: 1500,
        quantity: 4,
        role: 'moderator',
        max: 1,
      },
      {
        name: 'VIP Bonus Buy',
        description: 'The streamer does a bonus buy on your behalf; you keep half the win.',
        cost: 3000,
        quantity: 3,
        role: 'vip',
        max: 1,
      },
      {
        name: 'Gaming Mousepad',
        description: 'Extended mousepad with the Lobby artwork.',
        cost: 6000,
        quantity: 8,
        role: null,
        max: 2,
      },
      {
        name: 'Sticker Pack',
        description: 'Ten vinyl stickers with community emotes.',
        cost: 300,
        quantity: 200,
        role: null,
        max: null,
      },
      {
        name: 'Signed Stream Poster',
        description: 'Retired item from last season.',
        cost: 2000,
        quantity: 0,
        role: null,
        max: null,
        inactive: true,
      },
    ] as const;
    const itemIds = await insertReturningIds(
      'store_items',
      storeItems.map((it, i) => ({
        name: it.name,
        description: it.description,
        image: CARDS[it.name] ? demo(cardFile(it.name)) : null,
        cost: it.cost,
        quantity: it.quantity,
        required_role: it.role,
        max_purchases_per_user: it.max,
        active: ('inactive' in it && it.inactive ? 0 : 1) as 0 | 1,
        created_at: at(-(60 - i * 5) * DAY),
      })),
    );
    const redemptions: Insertable<Database['store_redemptions']>[] = [];
    const purchaseCount = new Map<string, number>();
    for (let r = 0; r < 26; r++) {
      const k = rnd.pick([0, 0, 3, 4, 4, 5, 8, 9, 9, 9, 1, 2]);
      const item = storeItems[k]!;
      const userId = rnd.pick(members.regular);
      const key = `${k}:${userId}`;
      if (item.max != null && (purchaseCount.get(key) ?? 0) >= item.max) continue;
      const when = at(-(26 - r) * 19 * HOUR - rnd.int(0, 50) * 60_000);
      if (!points.spend(userId, item.cost, 'store_redemption', 'store_item', itemIds[k]!, when))
        continue;
      purchaseCount.set(key, (purchaseCount.get(key) ?? 0) + 1);
      redemptions.push({
        item_id: itemIds[k]!,
        user_id: userId,
        cost: item.cost,
        is_processed: r < 18 ? 1 : 0,
        processed_at: r < 18 ? at(-(26 - r) * 19 * HOUR + 3 * HOUR) : null,
        created_at: when,
      });
    }
    await insertMany('store_redemptions', redemptions);
  },
};

// Each redemption as recorded activity. After the achievements' step, so the activities keep
// the ids they had when the demo seed was one function (achievement unlocks first).
export const storeActivitySeed: SeedStep = {
  name: 'commerce:store-activity',
  order: 810,
  async run({ db, insertMany }) {
    const rows = await db
      .selectFrom('store_redemptions as r')
      .innerJoin('store_items as i', 'i.id', 'r.item_id')
      .select(['r.user_id', 'r.created_at', 'i.name', 'i.description', 'i.cost'])
      .orderBy('r.id')
      .execute();
    await insertMany(
      'activities',
      rows.map((r) => ({
        user_id: r.user_id,
        type: 'redemption' as const,
        title: `Redeemed ${r.name}`,
        description: r.description,
        points: -Number(r.cost),
        xp: 0,
        amount: null,
        occurred_at: r.created_at,
      })),
    );
  },
};

// The store's part of the demo's audit log: the redemptions staff marked processed (real audit
// function).
export const storeAuditSeed = auditSeedStep({
  name: 'commerce:store-audit',
  order: SEED_ORDER.audit + 30,
  area: 'commerce',
  staff: 'admin',
  sources: [
    auditSource({
      rows: (db) =>
        db
          .selectFrom('store_redemptions')
          .select(['id', 'processed_at', 'created_at'])
          .where('is_processed', '=', 1)
          .orderBy('id')
          .execute(),
      entry: (r) => ({
        action: 'redemption.process',
        entity: 'store_redemption',
        entityId: r.id,
        before: { is_processed: false, processed_at: null },
        after: { is_processed: true, processed_at: r.processed_at ?? r.created_at },
        at: r.processed_at ?? r.created_at,
      }),
    }),
  ],
});
