import { sql } from 'kysely';
import type { Db } from '../src/db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `n` users `<prefix><k>` with the demo password's hash copied from the demo investor, so they can sign in. */
export async function seedUsers(db: Db, prefix: string, n: number): Promise<void> {
  await sql`
    with recursive seq(k) as (select 1 union all select k + 1 from seq where k < ${n})
    insert into users (firstname, lastname, username, username_key, email, gender, birth_date, country, referral_id, password_hash, created_at)
    select 'Seeded', 'Investor', ${prefix} || k, ${prefix} || k, ${prefix} || k || '@example.com', 'female', '1990-01-01', 'Canada', ${prefix.toUpperCase()} || k,
      (select password_hash from users where username_key = 'investor'), '2026-01-01T00:00:00.000Z' from seq`.execute(db);
}

export async function starterPlanId(db: Db): Promise<number> {
  const plan = await db.selectFrom('plans').select('id').where('title', '=', 'Starter').executeTakeFirstOrThrow();
  return plan.id;
}

/**
 * `n` users `<prefix><k>`, each with a confirmed $500 deposit into a Starter plan that started a day
 * and a minute ago, so its first day is due to the next accrual pass. Answers when that first day
 * falls due (every plan's `first_accrual_ms`).
 */
export async function seedDuePlans(db: Db, prefix: string, n: number): Promise<number> {
  const planId = await starterPlanId(db);
  await seedUsers(db, prefix, n);
  const started = Date.now() - DAY_MS - 60_000;
  const startedAt = new Date(started).toISOString();
  await sql`insert into transactions (user_id, type, status, amount, payment_method, transaction_id, plan_id, created_at)
    select id, 'deposit', 'confirmed', 50000, 'BTC', ${`${prefix}-`} || id, ${planId}, ${startedAt} from users where username_key like ${`${prefix}%`}`.execute(
    db,
  );
  await sql`insert into user_plans (user_id, plan_id, deposit_id, title, roi_bp, initial_duration, amount, daily_return, last_day_return, total_return, status, started_at, first_accrual_ms)
    select user_id, ${planId}, id, 'Starter', 150, 7, 50000, 750, 750, 5250, 'active', ${startedAt}, ${started + DAY_MS}
    from transactions where transaction_id like ${`${prefix}-%`}`.execute(db);
  return started + DAY_MS;
}
