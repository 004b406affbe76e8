import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { roiToBasisPoints } from '@arcvest/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { insertAddress } from '../db/repositories/addresses';
import { recordAudit } from '../db/repositories/audit';
import { insertPlan } from '../db/repositories/plans';
import { countUsers, findUserByLogin, hasActiveAdmin } from '../db/repositories/users';
import { DAY_MS } from '../domain/time';
import { createAccount } from './accounts';
import { ADDRESS_COINS } from './addresses';
import { DEMO_STORY_DAYS, playDemoStory } from './demo-story';
import { storeImage } from './images';
import { createPasswordHasher, type PasswordHasher } from './passwords';

export const DEMO_ADMIN = { username: 'admin', email: 'admin@example.com' } as const;
export const DEMO_INVESTOR = { username: 'investor', email: 'investor@example.com', referralId: 'DEMO1234' } as const;
/** Staff beside the owner admin, so a visitor can try separated duties (docs/security-authorization.md#staff-roles). */
export const DEMO_STAFF = [
  { username: 'finance', email: 'finance@example.com', firstname: 'Fran', lastname: 'Ledger', staffRole: 'finance' },
  { username: 'compliance', email: 'compliance@example.com', firstname: 'Cory', lastname: 'Check', staffRole: 'compliance' },
] as const;

/** The three plans the FAQ names; amounts in cents, penalties in hundredths of a percent (docs/money.md#early-redemption). */
const DEMO_PLANS = [
  { title: 'Starter', roi: 1.5, duration_days: 7, min_amount: 100_00, max_amount: 999_00 },
  { title: 'Growth', roi: 2, duration_days: 14, min_amount: 1_000_00, max_amount: 4_999_00, early_redemption_penalty_bp: 500 },
  {
    title: 'Pro',
    roi: 2.5,
    duration_days: 30,
    min_amount: 5_000_00,
    max_amount: 50_000_00,
    early_redemption_penalty_bp: 1000,
    early_redemption_deducts_earnings: 1,
    risk_disclosure:
      'The 2.5% daily return is set by the operator and is not guaranteed. Ending the plan early costs 10% of the capital, and the earnings already paid are taken back.',
  },
];

/**
 * Deposit addresses of the demo: plainly not addresses, so nobody can send real funds to them
 * (the payment page draws its QR code from this text; the stored image is a checkered stand-in).
 */
const placeholderAddress = (coin: string) => `DEMO-${coin.toUpperCase()}-ADDRESS-DO-NOT-SEND-FUNDS`;
const PLACEHOLDER_QR = path.join(__dirname, '../../assets/placeholder-qr.png');

export type SeedResult =
  /**
   * `password` is null when the accounts existed already, DEMO_PASSWORD is not set and the
   * password generated for them is no longer kept (or no longer theirs).
   */
  { mode: 'demo'; created: boolean; usernames: string[]; password: string | null } | { mode: 'production'; adminCreated: string | null };

/**
 * Demo mode fills an empty database with plans, an admin, staff and an investor, and (unless
 * DEMO_STORY=off) plays the investor's first three months (services/demo-story.ts), so the
 * accounts are opened that long before `now`. Production seeds nothing but the first admin, from
 * ADMIN_*, when there is no admin yet.
 */
export async function seedDatabase(db: Db, config: Config, log: FastifyBaseLogger, now: () => Date = () => new Date()): Promise<SeedResult> {
  return config.demo ? seedDemo(db, config, log, now()) : seedFirstAdmin(db, config, now());
}

async function seedDemo(db: Db, config: Config, log: FastifyBaseLogger, end: Date): Promise<SeedResult> {
  const usernames: string[] = [DEMO_ADMIN.username, DEMO_INVESTOR.username, ...DEMO_STAFF.map((staff) => staff.username)];
  const hasher = createPasswordHasher(config.scryptCost);
  if ((await countUsers(db)) > 0) {
    return { mode: 'demo', created: false, usernames, password: config.demoPassword ?? (await keptDemoPassword(db, hasher, config.demoPasswordFile)) };
  }

  const password = config.demoPassword ?? randomBytes(12).toString('base64url');
  const at = config.demoStory ? new Date(end.getTime() - DEMO_STORY_DAYS * DAY_MS) : end;
  const cast = await db.transaction().execute(async (trx) => {
    for (const { roi, ...plan } of DEMO_PLANS) {
      await insertPlan(trx, { ...plan, roi_bp: roiToBasisPoints(roi) }, at.toISOString());
    }
    const profile = { birthDate: '1988-04-12', country: 'United States', password };
    const adminId = await createAccount(trx, hasher, { ...profile, ...DEMO_ADMIN, firstname: 'Alex', lastname: 'Morgan', gender: 'male', role: 'admin' }, at);
    const investorId = await createAccount(trx, hasher, { ...profile, ...DEMO_INVESTOR, firstname: 'Ivy', lastname: 'Investor', gender: 'female' }, at);
    for (const staff of DEMO_STAFF) await createAccount(trx, hasher, { ...profile, ...staff, gender: 'female', role: 'admin' }, at);
    for (const coin of ADDRESS_COINS) {
      const qrImageId = await storeImage(trx, { bytes: readFileSync(PLACEHOLDER_QR), ownerUserId: null, at: at.toISOString() });
      await insertAddress(trx, { coin, address: placeholderAddress(coin), qr_image_id: qrImageId, created_at: at.toISOString() });
    }
    return { adminId, investorId, investorReferralId: DEMO_INVESTOR.referralId };
  });
  if (!config.demoPassword) keepDemoPassword(config.demoPasswordFile, password);
  if (config.demoStory) await playDemoStory(db, config, log, cast, end);
  return { mode: 'demo', created: true, usernames, password };
}

/** A generated demo password, kept readable by its owner only, so every start can print it again. */
function keepDemoPassword(file: string, password: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
}

/** The kept demo password, when it still signs in as this database's demo admin (another database has its own). */
async function keptDemoPassword(db: Db, hasher: PasswordHasher, file: string): Promise<string | null> {
  let kept: string;
  try {
    kept = readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
  const admin = await findUserByLogin(db, DEMO_ADMIN.username);
  return admin && (await hasher.verify(kept, admin.password_hash)).ok ? kept : null;
}

async function seedFirstAdmin(db: Db, config: Config, at: Date): Promise<SeedResult> {
  if (await hasActiveAdmin(db)) return { mode: 'production', adminCreated: null };
  if (!config.admin) {
    throw new Error(
      'There is no administrator yet. In production (NODE_ENV=production) set ADMIN_USERNAME, ADMIN_EMAIL ' +
        'and ADMIN_PASSWORD to create the first one; nothing else is seeded.',
    );
  }
  const { username, email, password } = config.admin;
  const hasher = createPasswordHasher(config.scryptCost);
  await db.transaction().execute(async (trx) => {
    // Profile fields are placeholders the admin can edit later; the environment only names the account.
    const id = await createAccount(
      trx,
      hasher,
      {
        username,
        email,
        password,
        firstname: 'Site',
        lastname: 'Administrator',
        gender: 'male',
        birthDate: '1970-01-01',
        country: 'United States',
        role: 'admin',
      },
      at,
    );
    await recordAudit(trx, {
      actorId: null,
      action: 'user.create-first-admin',
      targetType: 'user',
      targetId: id,
      details: { username, email },
      at: at.toISOString(),
    });
  });
  return { mode: 'production', adminCreated: username };
}
