import type { FastifyPluginAsync } from 'fastify';
import {
  adminPayoutProviderSchema,
  adminPayoutSettingsSchema,
  adminPayoutsQuerySchema,
  idParamSchema,
  pageOf,
  pageOffset,
} from '@lobby/shared-api/contract';
import type {
  AdminPayout,
  AdminPayoutsQuery,
  AdminPayoutActionResponse,
  AdminPayoutProvider,
  AdminPayoutsResponse,
  PayoutStatus,
} from '@lobby/shared-api/contract';
import { audit } from '../audit/audit';
import { iso } from '../clock';
import { withTransaction } from '../db';
import type { Db } from '../db';
import { fieldErrors, unprocessable } from '../http/errors';
import { outboundUrlProblem } from '../http/outbound-guard';
import { validate } from '../http/validation';
import { centsToDollars, dollarsToCents } from '../money';
import { provider } from '../providers';
import { sealSecret } from '../secrets';
import { approvePayout, rejectPayout, retryPayout } from './admin-service';
import { prizePlatformId, setPrizePlatformId } from './service';

/** One page of payouts, newest first (id order is stable), and how many match the filter. */
async function listPayouts(
  db: Db,
  query: AdminPayoutsQuery,
): Promise<{ rows: AdminPayout[]; total: number }> {
  const { status } = query;
  let total = db.selectFrom('payouts').select((eb) => eb.fn.countAll<number>().as('n'));
  if (status !== 'all') total = total.where('status', '=', status);
  let q = db
    .selectFrom('payouts as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('users as a', 'a.id', 'p.approved_by')
    .selectAll('p')
    .select(['u.username', 'a.username as approver'])
    .orderBy('p.id', 'desc')
    .limit(query.per_page)
    .offset(pageOffset(query));
  if (status !== 'all') q = q.where('p.status', '=', status);
  const names = new Map((await provider('platforms').list(db)).map((p) => [p.id, p.name]));
  const rows = (await q.execute()).map((r) => ({
    id: r.id,
    user: { id: r.user_id, username: r.username },
    platform: { id: r.platform_id, name: names.get(r.platform_id) ?? '' },
    source: r.source,
    description: r.description,
    amount: centsToDollars(Number(r.amount_cents)),
    recipient: r.recipient,
    status: r.status,
    attempts: r.attempts,
    next_attempt_at: r.next_attempt_at,
    last_error: r.last_error,
    uncertain: Number(r.uncertain) === 1,
    approved_by:
      r.approved_by != null && r.approver ? { id: r.approved_by, username: r.approver } : null,
    sent_at: r.sent_at,
    created_at: r.created_at,
  }));
  return { rows, total: Number((await total.executeTakeFirstOrThrow()).n) };
}

async function listProviders(db: Db, now: Date): Promise<AdminPayoutProvider[]> {
  const platforms = await provider('platforms').list(db);
  const providers = new Map(
    (await db.selectFrom('payout_providers').selectAll().execute()).map((p) => [p.platform_id, p]),
  );
  const day = now.toISOString().slice(0, 10);
  const used = new Map(
    (
      await db
        .selectFrom('payouts')
        .select(['platform_id'])
        .select((eb) => eb.fn.sum<number>('amount_cents').as('total'))
        .where('cap_day', '=', day)
        .where((eb) => eb.or([eb('status', 'in', ['sent', 'pending']), eb('uncertain', '=', 1)]))
        .groupBy('platform_id')
        .execute()
    ).map((r) => [r.platform_id, Number(r.total ?? 0)]),
  );
  return platforms.map((pl) => {
    const p = providers.get(pl.id);
    return {
      platform: { id: pl.id, name: pl.name },
      configured: p != null,
      enabled: Number(p?.enabled ?? 0) === 1,
      api_url: p?.api_url ?? '',
      has_token: !!p?.api_token,
      per_payout_cap: centsToDollars(Number(p?.per_payout_cap_cents ?? 0)),
      daily_cap: centsToDollars(Number(p?.daily_cap_cents ?? 0)),
      approval_threshold: centsToDollars(Number(p?.approval_threshold_cents ?? 0)),
      used_today: centsToDollars(used.get(pl.id) ?? 0),
    };
  });
}

async function counts(db: Db): Promise<Record<PayoutStatus, number>> {
  const rows = await db
    .selectFrom('payouts')
    .select(['status'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy('status')
    .execute();
  const out: Record<PayoutStatus, number> = { pending: 0, needs_approval: 0, sent: 0, failed: 0 };
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

/**
 * Admin › Payouts (under /api/admin/payouts): staff see every payout and approve or reject the
 * ones above the threshold; admins retry failed ones and set each platform's tipping API and caps.
 */
const payoutAdminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request): Promise<AdminPayoutsResponse> => {
    const { query } = validate(request, { query: adminPayoutsQuerySchema });
    const { rows, total } = await listPayouts(app.db, query);
    return {
      ...pageOf(rows, query, total),
      providers: await listProviders(app.db, app.clock()),
      prize_platform_id: await prizePlatformId(app.db),
      counts: await counts(app.db),
    };
  });

  app.post('/:id/approve', async (request): Promise<AdminPayoutActionResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    await approvePayout(app.db, params.id, request.user!, app.clock());
    return { success: true, message: 'Payout approved: it is sent with the next run.' };
  });

  app.post('/:id/reject', async (request): Promise<AdminPayoutActionResponse> => {
    const { params } = validate(request, { params: idParamSchema });
    await rejectPayout(app.db, params.id, request.user!, app.clock());
    return { success: true, message: 'Payout rejected.' };
  });

  app.post(
    '/:id/retry',
    { config: { minRole: 'admin' } },
    async (request): Promise<AdminPayoutActionResponse> => {
      const { params } = validate(request, { params: idParamSchema });
      await retryPayout(app.db, params.id, request.user!, app.clock());
      return { success: true, message: 'Payout queued again with the same nonce.' };
    },
  );

  app.put(
    '/providers/:id',
    { config: { minRole: 'admin' } },
    async (request): Promise<AdminPayoutActionResponse> => {
      const { params, body } = validate(request, {
        params: idParamSchema,
        body: adminPayoutProviderSchema,
      });
      const inside = body.api_url ? await outboundUrlProblem(body.api_url) : null;
      if (inside) throw fieldErrors({ api_url: [inside] });
      const now = app.clock();
      await withTransaction(app.db, async (trx) => {
        const platforms = await provider('platforms').list(trx);
        if (!platforms.some((p) => p.id === params.id)) throw unprocessable('No such platform.');
        const before = await trx
          .selectFrom('payout_providers')
          .selectAll()
          .where('platform_id', '=', params.id)
          .executeTakeFirst();
        // A new token is sealed (core/secrets); none sent keeps the stored one as it is.
        const token = body.api_token ? sealSecret(body.api_token) : (before?.api_token ?? '');
        if (body.enabled && !token)
          throw unprocessable('A token is needed to turn payouts on.', {
            api_token: ['Enter the tipping API token'],
          });
        const values = {
          enabled: body.enabled ? (1 as const) : (0 as const),
          api_url: body.api_url,
          api_token: token,
          per_payout_cap_cents: dollarsToCents(body.per_payout_cap),
          daily_cap_cents: dollarsToCents(body.daily_cap),
          approval_threshold_cents: dollarsToCents(body.approval_threshold),
          updated_by: request.user!.id,
          updated_at: iso(now),
        };
        await trx
          .insertInto('payout_providers')
          .values({ platform_id: params.id, ...values })
          .onConflict((oc) => oc.column('platform_id').doUpdateSet(values))
          .execute();
        type Stored = Omit<typeof values, 'updated_by'>;
        const view = (v: Stored | undefined) =>
          v && {
            enabled: v.enabled,
            api_url: v.api_url,
            per_payout_cap_cents: Number(v.per_payout_cap_cents),
            daily_cap_cents: Number(v.daily_cap_cents),
            approval_threshold_cents: Number(v.approval_threshold_cents),
          };
        await audit(trx, {
          actorId: request.user!.id,
          area: 'payouts',
          action: 'payout_provider.update',
          entity: 'platform',
          entityId: params.id,
          before: view(before),
          after: { ...view(values), token_changed: !!body.api_token },
          at: now,
        });
      });
      return { success: true, message: 'Tipping API saved.' };
    },
  );

  app.put(
    '/settings',
    { config: { minRole: 'admin' } },
    async (request): Promise<AdminPayoutActionResponse> => {
      const { body } = validate(request, { body: adminPayoutSettingsSchema });
      const now = app.clock();
      await withTransaction(app.db, async (trx) => {
        if (body.prize_platform_id != null) {
          const platforms = await provider('platforms').list(trx);
          if (!platforms.some((p) => p.id === body.prize_platform_id))
            throw unprocessable('No such platform.', { prize_platform_id: ['Choose a platform'] });
        }
        const before = await prizePlatformId(trx);
        await setPrizePlatformId(trx, body.prize_platform_id, now);
        await audit(trx, {
          actorId: request.user!.id,
          area: 'payouts',
          action: 'payout_settings.update',
          entity: 'settings',
          entityId: 'payouts',
          before: { prize_platform_id: before },
          after: { prize_platform_id: body.prize_platform_id },
          at: now,
        });
      });
      return { success: true, message: 'Payout settings saved.' };
    },
  );
};

export default payoutAdminRoutes;
