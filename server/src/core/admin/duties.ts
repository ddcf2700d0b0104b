import type {
  ModeratorCeilingKey,
  ModeratorFloorKey,
  ModeratorLimitKey,
  ModeratorLimits,
  Role,
} from '@lobby/shared-api/contract';
import { DEFAULT_MODERATOR_LIMITS, MODERATOR_LIMIT_KEYS } from '@lobby/shared-api/contract';
import type { AuditEntry } from '../audit/audit';
import type { Db } from '../db';
import { HttpError } from '../http/errors';
import { readAllSettings } from '../settings/repository';

/**
 * Separation of duties: no staff member acts on their own account, and a moderator creates value
 * only within the limits an admin sets in Admin › Site. Every refusal is a 403 whose sentence says
 * why, audited as `<action>.refused` (see `auditRefusal`).
 */

/** Who acts: the signed-in staff member. */
export interface Actor {
  id: number;
  role: Role;
}

/** The action being refused, as its audit row names it. */
export interface DutyAction {
  area: string;
  /** The action's own audit name ('casino_link.approve'); the refusal is `<action>.refused`. */
  action: string;
  entity: string;
  entityId?: string | number | null;
}

/** A 403 for a duty refused; the error handler writes its audit row once the request's
 *  transaction has rolled back, so the refusal is on record while the change is not. */
export class DutyRefused extends HttpError {
  constructor(
    message: string,
    readonly entry: Omit<AuditEntry, 'at'>,
  ) {
    super(403, message);
    this.name = 'DutyRefused';
  }
}

function refuse(
  actor: Pick<Actor, 'id'>,
  what: DutyAction,
  reason: string,
  details?: object,
): DutyRefused {
  return new DutyRefused(reason, {
    actorId: actor.id,
    area: what.area,
    action: `${what.action}.refused`,
    entity: what.entity,
    entityId: what.entityId ?? null,
    after: { reason, ...details },
  });
}

/**
 * Refuses a staff action on the actor's own account or queue item, whatever the actor's role:
 * `message` is the sentence the 403 answers ("You cannot approve your own casino name.").
 */
export function assertNotSelf(
  actor: Pick<Actor, 'id'>,
  ownerId: number | null | undefined,
  what: DutyAction & { message: string },
): void {
  if (ownerId != null && Number(ownerId) === actor.id)
    throw refuse(actor, what, what.message, { owner_id: Number(ownerId) });
}

const SETTING_PREFIX = 'moderator_limit_';

/** The settings key a limit is stored under. */
export const limitSettingKey = (key: ModeratorLimitKey) => `${SETTING_PREFIX}${key}`;

/** The limits Admin › Site set, each falling back to its default. */
export async function readModeratorLimits(db: Db): Promise<ModeratorLimits> {
  const s = await readAllSettings(db);
  const out = { ...DEFAULT_MODERATOR_LIMITS };
  for (const key of MODERATOR_LIMIT_KEYS) {
    const raw = s[limitSettingKey(key)];
    const n = raw == null || raw === '' ? NaN : Number(raw);
    if (Number.isFinite(n) && n >= 0) out[key] = n;
  }
  return out;
}

const points = (n: number) => `${n.toLocaleString('en-US')} points`;
const dollars = (n: number) =>
  `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** How each limit reads in a refusal: what a moderator may set, and what it is when 0. */
const LIMIT_TEXT: Record<ModeratorCeilingKey, { within: (n: number) => string; none: string }> = {
  points_adjustment: {
    within: (n) => `adjust a member's points by at most ${points(n)} at once`,
    none: "adjust a member's points",
  },
  vip_reward_points: {
    within: (n) => `set a VIP reward of at most ${points(n)}`,
    none: 'set a VIP reward in points',
  },
  vip_reward_cash: {
    within: (n) => `set a VIP cash reward of at most ${dollars(n)}`,
    none: 'set a VIP cash reward',
  },
  prize_points: {
    within: (n) => `set prizes worth at most ${points(n)} in all`,
    none: 'set points prizes',
  },
  prize_cash: {
    within: (n) => `set cash prizes of at most ${dollars(n)} in all`,
    none: 'set cash prizes',
  },
};

/** The sentence a moderator is refused with when `value` is above the limit. */
export function limitMessage(key: ModeratorCeilingKey, limit: number): string {
  const text = LIMIT_TEXT[key];
  return limit > 0
    ? `Moderators may ${text.within(limit)}; ask an admin.`
    : `Only an admin may ${text.none}; ask an admin.`;
}

/**
 * Refuses a moderator setting a value above its limit (an admin may set any value). On an update
 * pass the stored value as `before`: a value kept as it was (or lowered) stays allowed, so a
 * moderator can still edit what an admin made, but cannot raise it past the limit.
 */
export async function assertWithinLimit(
  db: Db,
  actor: Actor,
  key: ModeratorCeilingKey,
  value: number,
  what: DutyAction,
  before?: number | null,
): Promise<void> {
  if (actor.role === 'admin') return;
  if (before != null && value <= before) return;
  const limit = (await readModeratorLimits(db))[key];
  if (value <= limit) return;
  throw refuse(actor, what, limitMessage(key, limit), { limit: key, value, max: limit });
}

/** What each floor limits, in a refusal: "Moderators may not <text> under N points". */
const FLOOR_TEXT: Record<ModeratorFloorKey, string> = {
  store_price_min: 'price a store item',
  entry_cost_min: "set a giveaway's points per entry",
};

/**
 * Refuses a moderator setting a price under its floor (an admin may set any): a cheaper store
 * item or cheaper giveaway entries give value away as surely as a bigger prize. On an update pass
 * the stored value as `before`: a price kept (or raised) stays allowed.
 */
export async function assertNotBelowFloor(
  db: Db,
  actor: Actor,
  key: ModeratorFloorKey,
  value: number,
  what: DutyAction,
  before?: number | null,
): Promise<void> {
  if (actor.role === 'admin') return;
  if (before != null && value >= before) return;
  const floor = (await readModeratorLimits(db))[key];
  if (value >= floor) return;
  const message = `Moderators may not ${FLOOR_TEXT[key]} under ${points(floor)}; ask an admin.`;
  throw refuse(actor, what, message, { limit: key, value, min: floor });
}

/** Refuses what only an admin may do (a payout above the approval threshold…), with the reason. */
export function assertAdmin(actor: Actor, what: DutyAction & { message: string }): void {
  if (actor.role !== 'admin') throw refuse(actor, what, what.message);
}

/** What a giveaway, wager raffle, challenge or bonus hunt pays out in all: points, and dollars. */
export interface PrizeTotal {
  points: number;
  cash: number;
}

/** Sums prizes given as (type, value) pairs: dollars for cash, points for points; others count 0. */
export function prizeTotal(prizes: { type: string; value: number }[]): PrizeTotal {
  const total = { points: 0, cash: 0 };
  for (const p of prizes) {
    if (p.type === 'points') total.points += p.value;
    else if (p.type === 'cash') total.cash += p.value;
  }
  total.cash = Math.round(total.cash * 100) / 100;
  return total;
}

/** The prize limits (points and cash) of a giveaway, wager raffle, challenge or hunt. */
export async function assertPrizeWithinLimits(
  db: Db,
  actor: Actor,
  prize: PrizeTotal,
  what: DutyAction,
  before?: PrizeTotal | null,
): Promise<void> {
  await assertWithinLimit(db, actor, 'prize_points', prize.points, what, before?.points);
  await assertWithinLimit(db, actor, 'prize_cash', prize.cash, what, before?.cash);
}
