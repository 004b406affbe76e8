import { userWallet } from '../src/db/repositories/users';
import type { FastifyInstance } from 'fastify';
import { roiToBasisPoints } from '@arcvest/shared/rules';
import type { Db } from '../src/db/database';
import { insertPlan } from '../src/db/repositories/plans';
import { bearer } from './helpers';
import { png } from './png';

export const HEX_TX = (seed: number) => seed.toString(16).padStart(64, '0');

/** A well-formed transaction id of the coin, different for each seed. */
export function txIdFor(coin: string, seed: number): string {
  if (coin === 'ETH') return `0x${HEX_TX(seed)}`;
  // base58 has no 0: the seed's zeros become A, padded with z.
  if (coin === 'SOL') return `${'5'.repeat(60)}${String(seed).replace(/0/g, 'A').padStart(8, 'z')}`;
  return HEX_TX(seed);
}

/** A real 1x1 black PNG. */
export const tinyPng = (): Buffer => png(1);

/** A multipart/form-data body, serialised by the platform's own FormData. */
export async function multipartBody(fields: Record<string, string>, files: Record<string, { bytes: Buffer; name: string; type: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) form.append(name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

export async function createAddress(app: FastifyInstance, token: string, coin: string, address: string, qr = tinyPng()) {
  const { payload, contentType } = await multipartBody({ address }, { qr_code: { bytes: qr, name: 'qr.png', type: 'image/png' } });
  return app.inject({ method: 'POST', url: `/api/create-${coin}-address`, headers: { ...bearer(token), 'content-type': contentType }, payload });
}

/** A plan straight in the database; roi and penalty in percent, amounts in cents; no early redemption or risk text unless given. */
export async function createPlan(
  db: Db,
  plan: { title?: string; roi: number; duration: number; min?: number; max?: number; penalty?: number; deductsEarnings?: boolean; risk?: string },
) {
  const row = await insertPlan(
    db,
    {
      title: plan.title ?? 'Growth',
      roi_bp: roiToBasisPoints(plan.roi),
      duration_days: plan.duration,
      min_amount: plan.min ?? 100,
      max_amount: plan.max ?? 100_000_000,
      early_redemption_penalty_bp: plan.penalty === undefined ? null : Math.round(plan.penalty * 100),
      early_redemption_deducts_earnings: plan.deductsEarnings ? 1 : 0,
      risk_disclosure: plan.risk ?? null,
    },
    '2026-01-01T00:00:00.000Z',
  );
  return row.id;
}

export async function walletOf(db: Db, userId: number): Promise<number> {
  const row = await db.selectFrom('users').select(userWallet).where('id', '=', userId).executeTakeFirstOrThrow();
  return Number(row.wallet);
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** Config for tests that move the clock by days, so sessions outlive the wait. */
export const LONG_SESSIONS = { tokenTtlHours: 24 * 365, tokenIdleMinutes: 60 * 24 * 365 };
