/**
 * Entities of the platform (spec section 3) as the API sends them.
 * Every money field is an integer number of US cents.
 * Types of endpoints already described in `./schemas` are derived from those schemas
 * (type-only re-exports: no TypeBox code reaches the browser).
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
  PasswordResetPayload,
  LoginBody,
  LoginResponse,
  MessageResponse,
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
