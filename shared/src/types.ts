/**
 * Entities of the platform (spec section 3) and the API's bodies, derived from the endpoint
 * schemas in `./schemas`. Type-only re-exports: no TypeBox code reaches the browser.
 * Every money field is an integer number of US cents.
 */
export type {
  AddressCreated,
  AdminDepositBody,
  BonusBody,
  Coin,
  CryptoAddress,
  CryptoPrices,
  DepositBody,
  FeeBody,
  Gender,
  LoginBody,
  LoginResponse,
  MessageResponse,
  PasswordResetPayload,
  Plan,
  PlanInput,
  PlanSaved,
  Role,
  SignupPayload,
  Statistics,
  Transaction,
  TransactionStatus,
  TransactionType,
  User,
  UserPlan,
  WithdrawBody,
} from './schemas';

export type Cents = number;

/** Body of every failed API call: 422 adds `errors`, 401 on login adds `error`. */
export interface ApiErrorBody {
  message?: string;
  error?: string;
  errors?: Record<string, string[]>;
}

/** One page of a list, newest first; pass `next_cursor` as `before` for the next page (null: no more). */
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}
