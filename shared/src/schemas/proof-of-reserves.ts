import { Type, type Static } from '@sinclair/typebox';
import { orPending } from './approvals';
import { Cents, Coin, errorResponses, IdParams, Message } from './common';
import { LiabilitiesSnapshot } from './proof-of-liabilities';

/**
 * An address the operator holds reserves in, registered with a message signed by its key
 * (docs/proof-of-reserves.md#reserve-addresses). Published with the signature so anyone can check it.
 */
export const ReserveAddress = Type.Object({
  id: Type.Integer(),
  coin: Coin,
  address: Type.String({ description: 'In the chain’s mainnet form' }),
  message: Type.String({ description: 'The exact text that was signed: it names the platform, the address and the date' }),
  signature: Type.String({
    description:
      'As the wallet gave it: EIP-191 hex (ETH), TRON signMessageV2 hex (USDT), BIP-322 or Bitcoin Core signmessage base64 (BTC), hex over the message’s UTF-8 bytes (XRP, with public_key; SOL, ed25519)',
  }),
  public_key: Type.Union([Type.String(), Type.Null()], { description: 'XRP only: the signing key, whose address must be this one' }),
  registered_at: Type.String({ description: 'ISO 8601, UTC' }),
});
export type ReserveAddress = Static<typeof ReserveAddress>;

export const ReserveAddressBody = Type.Object({
  coin: Coin,
  address: Type.String({ minLength: 1, maxLength: 120 }),
  message: Type.String({ minLength: 1, maxLength: 500, description: 'The text `GET /api/reserve-addresses/message` gave for this coin and address' }),
  signature: Type.String({ minLength: 1, maxLength: 400 }),
  public_key: Type.Optional(Type.String({ maxLength: 200, description: 'XRP only: the key that signed' })),
});
export type ReserveAddressBody = Static<typeof ReserveAddressBody>;

export const ReserveMessageQuery = Type.Object({
  coin: Coin,
  address: Type.String({ minLength: 1, maxLength: 120 }),
});
export type ReserveMessageQuery = Static<typeof ReserveMessageQuery>;

/** One coin's reserves in a snapshot: the watched invoice addresses plus the registered reserve addresses. */
export const CoinReserves = Type.Object({
  coin: Coin,
  amount: Type.String({ description: 'On-chain balance in the coin’s units, a decimal string; "0" when unavailable' }),
  price: Cents('The coin’s price used, US cents'),
  value: Cents('amount × price, US cents'),
  addresses: Type.Integer({ minimum: 0, description: 'How many addresses were read' }),
  available: Type.Boolean({ description: 'false: the chain could not be read (the coin counts 0)' }),
  demo: Type.Boolean({ description: 'true: sample holdings of a demo installation, not read on chain' }),
});
export type CoinReserves = Static<typeof CoinReserves>;

/** A point of the ratio's history. */
export const ReservesRatioPoint = Type.Object({
  generated_at: Type.String(),
  reserves: Cents('Reserves’ value, US cents'),
  liabilities: Cents('What was owed, US cents'),
  ratio: Type.Number({ description: 'reserves / liabilities (0 when nothing was owed)' }),
});
export type ReservesRatioPoint = Static<typeof ReservesRatioPoint>;

export const ProofOfReserves = Type.Object({
  latest: Type.Object({
    generated_at: Type.String(),
    liabilities: LiabilitiesSnapshot,
    reserves: Cents('Reserves’ value at the snapshot’s prices, US cents'),
    ratio: Type.Number({ description: 'reserves / liabilities (0 when nothing was owed)' }),
    demo: Type.Boolean({ description: 'true: some of the reserves are a demo installation’s sample holdings (the coins marked demo)' }),
    coins: Type.Array(CoinReserves),
  }),
  history: Type.Array(ReservesRatioPoint, { description: 'Oldest first, at most 90 snapshots' }),
  addresses: Type.Array(ReserveAddress, { description: 'The registered reserve addresses with their signatures' }),
});
export type ProofOfReserves = Static<typeof ProofOfReserves>;

const proof = { tags: ['proof'] };

export const reserveMessageSchema = {
  ...proof,
  summary: 'The text to sign with a reserve address’s key today (admin)',
  querystring: ReserveMessageQuery,
  response: { 200: Type.Object({ message: Type.String() }), ...errorResponses(422) },
};

export const registerReserveAddressSchema = {
  ...proof,
  summary: 'Registers a reserve address whose signature checks (admin, audited)',
  body: ReserveAddressBody,
  response: orPending({ 201: ReserveAddress, ...errorResponses(409, 422) }),
};

export const removeReserveAddressSchema = {
  ...proof,
  summary: 'Stops counting a reserve address (admin, audited)',
  params: IdParams,
  response: { 200: Message, ...errorResponses(404) },
};

export const listReserveAddressesSchema = {
  ...proof,
  summary: 'The registered reserve addresses with their signed messages (public)',
  response: { 200: Type.Array(ReserveAddress) },
};

export const proofOfReservesSchema = {
  ...proof,
  summary: 'The latest snapshot’s reserves beside its liabilities, the ratio’s history and the reserve addresses (public)',
  response: { 200: ProofOfReserves, ...errorResponses(404) },
};
