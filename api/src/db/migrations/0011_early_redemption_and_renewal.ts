import { sql, type Kysely, type Migration } from 'kysely';

/**
 * What investors choose on the best earn platforms (docs/money.md#early-redemption):
 *  - a plan's early-redemption rule and risk text, set by the admin; each user plan keeps the
 *    rule it was bought under, so changing the plan later changes nothing already bought;
 *  - per user plan, renewal at maturity, and when it ended early (`redeemed_at`) or was handled
 *    at maturity (`renewal_handled_at`, with `renewal_note` saying why it was not renewed);
 *  - when a buyer accepted the plan's risk text, on the deposit or balance purchase;
 *  - a plan's capital comes back once, whether at maturity or early: a unique key on its capital row.
 */
export const earlyRedemptionAndRenewal: Migration = {
  async up(db: Kysely<unknown>) {
    // Hundredths of a percent (2.5% -> 250); null: early redemption not allowed.
    await db.schema.alterTable('plans').addColumn('early_redemption_penalty_bp', 'integer').execute();
    await db.schema
      .alterTable('plans')
      .addColumn('early_redemption_deducts_earnings', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('plans').addColumn('risk_disclosure', 'text').execute();

    await db.schema.alterTable('user_plans').addColumn('early_redemption_penalty_bp', 'integer').execute();
    await db.schema
      .alterTable('user_plans')
      .addColumn('early_redemption_deducts_earnings', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('user_plans')
      .addColumn('auto_renew', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('user_plans').addColumn('redeemed_at', 'text').execute();
    await db.schema.alterTable('user_plans').addColumn('renewal_handled_at', 'text').execute();
    await db.schema.alterTable('user_plans').addColumn('renewal_note', 'text').execute();
    // Plans set to renew that maturity has not handled yet: the renewal step reads only these.
    await sql`create index user_plans_renewal_due on user_plans (id) where auto_renew = 1 and renewal_handled_at is null`.execute(db);

    await db.schema.alterTable('transactions').addColumn('disclosure_accepted_at', 'text').execute();
    await sql`create unique index transactions_capital_once on transactions (user_plan_id) where type = 'capital'`.execute(db);
  },
};
