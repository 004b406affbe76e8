import fc from 'fast-check';
import { sql } from 'kysely';
import { MAX_ADJUSTMENT_CENTS, MAX_ID, MAX_PLAN_AMOUNT_CENTS, MAX_WITHDRAWAL_CENTS, roiToBasisPoints } from '@arcvest/shared/rules';
import { forEachDatabase, type TestContext } from './databases';
import { bearer, call, createUser, login, signInAdmin } from './helpers';
import { createPlan, txIdFor, walletOf } from './money-helpers';
import { withStepUp } from './step-up-helpers';

const RUNS = 25;

type Valid = (value: unknown) => boolean;
const wholeIn =
  (max: number): Valid =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= max;
const validRoi: Valid = (value) => typeof value === 'number' && value > 0 && value <= 100 && Math.abs(value * 100 - roiToBasisPoints(value)) < 1e-6;

/**
 * JSON text of values that are not a valid amount (or whatever `valid` accepts): huge and
 * non-finite numbers (1e400 parses to Infinity), fractions, zero and negatives, numeric and
 * exponent strings, arrays, objects, null and booleans.
 */
function badJson(valid: Valid, max: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.integer({ min: max + 1, max: Number.MAX_SAFE_INTEGER }).map(String),
      fc.constantFrom('1e400', '-1e400', '1e999', '9007199254740993', '1e16', '0', '-0', '0.5', '1.000001', '5e-324'),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: 0 }).map(String),
      fc.integer({ min: 1, max }).map((n) => JSON.stringify(String(n))),
      fc.constantFrom('"1e999"', '"Infinity"', '"NaN"', '"1e2"', '" 12"', '"0x10"', '""'),
      fc.string({ maxLength: 12 }).map((text) => JSON.stringify(text)),
      fc.integer({ min: 1, max }).map((n) => `[${n}]`),
      fc.constantFrom('null', 'true', 'false', '[]', '{}', '{"value":5}'),
    )
    .filter((raw) => !valid(JSON.parse(raw)));
}

/** What a refused request must leave as it was. */
async function moneyState({ db }: TestContext) {
  const wallets = await db.selectFrom('wallets').selectAll().orderBy('user_id').execute();
  const plans = await db.selectFrom('plans').selectAll().orderBy('id').execute();
  const { rows } = await sql<{ n: number }>`select count(*) as n from transactions`.execute(db);
  return JSON.stringify({ wallets, plans, transactions: Number(rows[0].n) });
}

interface MoneyEndpoint {
  name: string;
  url: (ids: Ids) => string;
  as: 'admin' | 'investor';
  body: (ids: Ids) => Record<string, unknown>;
  /** Each checked field, what accepts it, and the largest value the generator stays near. */
  fields: Record<string, [Valid, number]>;
  created: number;
  /** The valid body as sent: with the step-up a withdrawal needs. */
  confirmed?: (env: TestContext, token: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>;
}

interface Ids {
  investorId: number;
  planId: number;
}

const planBody = { title: 'Gold', roi: 1.5, duration: 30, min_amount: 100_00, max_amount: 10_000_00 };
const planFields: MoneyEndpoint['fields'] = {
  min_amount: [wholeIn(MAX_PLAN_AMOUNT_CENTS), MAX_PLAN_AMOUNT_CENTS],
  max_amount: [wholeIn(MAX_PLAN_AMOUNT_CENTS), MAX_PLAN_AMOUNT_CENTS],
  roi: [validRoi, 100],
  duration: [wholeIn(3650), 3650],
};
const idField: [Valid, number] = [wholeIn(MAX_ID), MAX_ID];

const ENDPOINTS: MoneyEndpoint[] = [
  {
    name: 'deposit',
    url: () => '/api/deposit',
    as: 'investor',
    body: ({ planId }) => ({ plan_id: planId, amount: 500_00, payment_method: 'BTC', transaction_id: txIdFor('BTC', 7), type: 'deposit' }),
    fields: { amount: [wholeIn(MAX_PLAN_AMOUNT_CENTS), MAX_PLAN_AMOUNT_CENTS], plan_id: idField, user_id: idField },
    created: 201,
  },
  {
    name: 'admin-deposit',
    url: () => '/api/admin-deposit',
    as: 'admin',
    body: ({ planId, investorId }) => ({ plan_id: planId, user_id: investorId, amount: 500_00, payment_method: 'ETH' }),
    fields: { amount: [wholeIn(MAX_PLAN_AMOUNT_CENTS), MAX_PLAN_AMOUNT_CENTS], plan_id: idField, user_id: idField },
    created: 201,
  },
  {
    name: 'withdraw',
    url: () => '/api/withdraw',
    as: 'investor',
    body: () => ({ amount: 100_00, address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', payment_method: 'BTC' }),
    fields: { amount: [wholeIn(MAX_WITHDRAWAL_CENTS), MAX_WITHDRAWAL_CENTS], user_id: idField },
    created: 201,
    confirmed: (env, token, body) => withStepUp(env, token, 'withdrawal', body as { amount: number; address: string; payment_method: string }),
  },
  {
    name: 'give-bonus',
    url: ({ investorId }) => `/api/give-bonus/${investorId}`,
    as: 'admin',
    body: () => ({ bonus: 25_00, reason: 'Thanks' }),
    fields: { bonus: [wholeIn(MAX_ADJUSTMENT_CENTS), MAX_ADJUSTMENT_CENTS] },
    created: 200,
  },
  {
    name: 'charge-fee',
    url: ({ investorId }) => `/api/charge-fee/${investorId}`,
    as: 'admin',
    body: () => ({ fee: 1_00 }),
    fields: { fee: [wholeIn(MAX_ADJUSTMENT_CENTS), MAX_ADJUSTMENT_CENTS] },
    created: 200,
  },
  { name: 'create-plan', url: () => '/api/create-plan', as: 'admin', body: () => planBody, fields: planFields, created: 201 },
  { name: 'edit-plan', url: ({ planId }) => `/api/edit-plan/${planId}`, as: 'admin', body: () => planBody, fields: planFields, created: 200 },
];

/** The body as JSON text with `field` replaced by a raw JSON literal (so 1e400 reaches the server as written). */
function withRaw(body: Record<string, unknown>, field: string, raw: string): string {
  return JSON.stringify({ ...body, [field]: '\u0000' }).replace('"\\u0000"', () => raw);
}

forEachDatabase((ctx) => {
  async function setUp() {
    const { app, db } = ctx();
    const admin = await signInAdmin(app, db);
    const investorId = await createUser(db, 'ivy');
    const investor = await login(app, 'ivy');
    const planId = await createPlan(db, { roi: 2, duration: 10 });
    expect((await call(app, 'POST', `/api/give-bonus/${investorId}`, admin, { bonus: 1_000_00 })).statusCode).toBe(200);
    return { tokens: { admin, investor }, ids: { investorId, planId } };
  }

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.name}: refuses every malformed amount with 422 on its field and stores nothing; a valid one works`, async () => {
      const { app } = ctx();
      const { tokens, ids } = await setUp();
      const send = (payload: string) =>
        app.inject({
          method: 'POST',
          url: endpoint.url(ids),
          headers: { ...bearer(tokens[endpoint.as]), 'content-type': 'application/json' },
          payload,
        });
      const before = await moneyState(ctx());
      for (const [field, [valid, max]] of Object.entries(endpoint.fields)) {
        await fc.assert(
          fc.asyncProperty(badJson(valid, max), async (raw) => {
            const response = await send(withRaw(endpoint.body(ids), field, raw));
            expect(response.statusCode).toBe(422);
            const body = response.json();
            expect(typeof body.message).toBe('string');
            expect(Object.keys(body.errors)).toEqual([field]);
            expect(body.errors[field]).toEqual(expect.arrayContaining([expect.any(String)]));
          }),
          { numRuns: RUNS },
        );
      }
      expect(await moneyState(ctx())).toBe(before);

      const valid = endpoint.body(ids);
      const accepted = await send(JSON.stringify(endpoint.confirmed ? await endpoint.confirmed(ctx(), tokens[endpoint.as], valid) : valid));
      expect([accepted.statusCode, accepted.json()]).toEqual([endpoint.created, expect.objectContaining({ message: expect.any(String) })]);
      expect(await moneyState(ctx())).not.toBe(before);
    });
  }

  it('documents every amount as whole cents with its bounds in the OpenAPI document', async () => {
    const spec = (await ctx().app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const ids = { investorId: 1, planId: 1 };
    for (const endpoint of ENDPOINTS) {
      const path = endpoint.url(ids).replace(/\/1$/, '/{id}');
      const properties = spec.paths[path].post.requestBody.content['application/json'].schema.properties;
      for (const [field, [, max]] of Object.entries(endpoint.fields)) {
        if (field === 'roi' || field === 'duration') continue; // ranges checked by the shared validatePlan, described in text
        expect([path, field, properties[field]]).toEqual([
          path,
          field,
          expect.objectContaining({ type: 'integer', minimum: 1, maximum: max, description: expect.any(String) }),
        ]);
      }
    }
  });

  it('takes path ids as plain decimal digits only', async () => {
    const { app } = ctx();
    const { tokens, ids } = await setUp();
    const before = await walletOf(ctx().db, ids.investorId);
    for (const id of ['1e2', '0x10', '%2012', '+3', '-1', '1.0', '01', '0', '9999999999999999', 'abc', '%00']) {
      const response = await call(app, 'POST', `/api/give-bonus/${id}`, tokens.admin, { bonus: 5_00 });
      expect([id, response.statusCode, typeof response.json().message]).toEqual([id, 422, 'string']);
    }
    expect(await walletOf(ctx().db, ids.investorId)).toBe(before);
  });

  it('refuses a bonus that would take the wallet beyond a safe integer', async () => {
    const { app, db } = ctx();
    const { tokens, ids } = await setUp();
    await db
      .insertInto('wallets')
      .values({ user_id: ids.investorId, balance: Number.MAX_SAFE_INTEGER - 10 })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ balance: Number.MAX_SAFE_INTEGER - 10 }))
      .execute();
    const response = await call(app, 'POST', `/api/give-bonus/${ids.investorId}`, tokens.admin, { bonus: 11 });
    expect([response.statusCode, Object.keys(response.json().errors)]).toEqual([422, ['bonus']]);
    // The largest wallet still reads back exactly.
    const me = await call(app, 'POST', '/api/me', tokens.investor);
    expect([me.statusCode, me.json().wallet]).toEqual([200, Number.MAX_SAFE_INTEGER - 10]);
  });
});
