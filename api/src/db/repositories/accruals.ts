import { sql } from 'kysely';
import { DAY_MS } from '../../domain/time';
import type { Db } from '../database';

export interface AccrualPass {
  /** Marks this pass's accrual rows, so its later statements touch only what it claimed. */
  runId: string;
  nowMs: number;
  /** ISO time written on the rows. */
  at: string;
  /** At most this many plans per pass. */
  limit: number;
}

/**
 * One set-based pass of the daily accrual; call it inside a database transaction. Each
 * statement handles every plan of the batch at once (a few statements per pass, not a few
 * per plan):
 *  1. claim the next day of each due plan in `accruals`; the (user_plan_id, day) key with
 *     ON CONFLICT DO NOTHING skips a day another runner has claimed (in PostgreSQL the insert
 *     waits for that runner to commit, then skips);
 *  2. write an `earnings` transaction for each claimed day (the last day pays the remainder),
 *     and a `capital` one for each last day;
 *  3. write their ledger entries and add them to the wallets, one UPDATE for all users;
 *  4. move each plan to its next day, completing it after its last day.
 * Returns the number of days claimed; 0 when nothing was due (or others took it).
 */
export async function creditDueDays(trx: Db, pass: AccrualPass): Promise<number> {
  const claimed = await trx
    .insertInto('accruals')
    .columns(['user_plan_id', 'day', 'run_id', 'created_at'])
    .expression(
      trx
        .selectFrom('user_plans')
        .select((eb) => [
          'id',
          eb('days_paid', '+', 1).as('day'),
          sql<string>`cast(${pass.runId} as text)`.as('run_id'),
          sql<string>`cast(${pass.at} as text)`.as('created_at'),
        ])
        .where('status', '=', 'active')
        .where('next_accrual_ms', '<=', pass.nowMs)
        .orderBy('id')
        .limit(pass.limit),
    )
    .onConflict((oc) => oc.columns(['user_plan_id', 'day']).doNothing())
    .executeTakeFirst();
  const count = Number(claimed.numInsertedOrUpdatedRows ?? 0);
  if (count === 0) return 0;

  const claimedDays = trx
    .selectFrom('accruals')
    .innerJoin('user_plans', 'user_plans.id', 'accruals.user_plan_id')
    .where('accruals.run_id', '=', pass.runId);
  const isLastDay = sql<boolean>`accruals.day = user_plans.initial_duration`;
  const payout = (type: 'earnings' | 'capital', amount: ReturnType<typeof sql>, reason: ReturnType<typeof sql>) =>
    claimedDays.select([
      'user_plans.user_id',
      sql.lit(type).as('type'),
      sql.lit('confirmed').as('status'),
      amount.as('amount'),
      'user_plans.plan_id',
      'user_plans.id as user_plan_id',
      'user_plans.title as plan_reference',
      reason.as('reason'),
      'accruals.day as accrual_day',
      'accruals.created_at',
    ]);
  const columns = [
    'user_id', 'type', 'status', 'amount', 'plan_id', 'user_plan_id', 'plan_reference', 'reason', 'accrual_day', 'created_at',
  ] as const;
  await trx
    .insertInto('transactions')
    .columns(columns)
    .expression(
      payout(
        'earnings',
        sql`case when ${isLastDay} then user_plans.last_day_return else user_plans.daily_return end`,
        sql`'Day ' || cast(accruals.day as text) || ' of ' || cast(user_plans.initial_duration as text)`,
      ),
    )
    .execute();
  await trx
    .insertInto('transactions')
    .columns(columns)
    .expression(payout('capital', sql`user_plans.amount`, sql.lit('Capital returned')).where(isLastDay))
    .execute();

  const postedRows = trx
    .selectFrom('accruals')
    .innerJoin('transactions', (join) =>
      join.onRef('transactions.user_plan_id', '=', 'accruals.user_plan_id').onRef('transactions.accrual_day', '=', 'accruals.day'),
    )
    .where('accruals.run_id', '=', pass.runId);
  await trx
    .insertInto('ledger_entries')
    .columns(['user_id', 'transaction_id', 'amount', 'created_at'])
    .expression(postedRows.select(['transactions.user_id', 'transactions.id', 'transactions.amount', 'accruals.created_at']))
    .execute();
  await trx
    .updateTable('users')
    .from(
      postedRows
        .select((eb) => ['transactions.user_id', eb.fn.sum<number>('transactions.amount').as('total')])
        .groupBy('transactions.user_id')
        .as('credited'),
    )
    .set((eb) => ({ wallet: eb('users.wallet', '+', eb.ref('credited.total')) }))
    .whereRef('users.id', '=', 'credited.user_id')
    .execute();

  await trx
    .updateTable('user_plans')
    .from('accruals')
    .set({
      days_paid: sql`accruals.day`,
      next_accrual_ms: sql`user_plans.next_accrual_ms + ${sql.lit(DAY_MS)}`,
      status: sql`case when accruals.day = user_plans.initial_duration then 'completed' else 'active' end`,
      completed_at: sql`case when accruals.day = user_plans.initial_duration then accruals.created_at end`,
    })
    .whereRef('accruals.user_plan_id', '=', 'user_plans.id')
    .where('accruals.run_id', '=', pass.runId)
    .execute();
  return count;
}
