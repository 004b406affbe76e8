/**
 * Entities of the platform (spec section 3) as the API sends them.
 * Every money field is an integer number of US cents.
 * Types of endpoints already described in `./schemas` are derived from those schemas
 * (type-only re-exports: no TypeBox code reaches the browser).
 */
export type {
  AdminDepositBody,
  BonusBody,
  Coin,
  DepositBody,
  FeeBody,
  MessageResponse,
  Plan,
  PlanInput,
  UserPlan,
  WithdrawBody,
} from './schemas';
import type { Coin } from './schemas';

export type Cents = number;
export type Role = 'admin' | 'user';
export type Gender = 'male' | 'female';

export interface User {
  id: number;
  firstname: string;
  lastname: string;
  username: string;
  email: string;
  gender: Gender;
  /** Birth date, yyyy-mm-dd (the spec calls this field "age"). */
  age: string;
  country: string;
  phone: string | null;
  address: string | null;
  ssn: string | null;
  occupation: string | null;
  salary: string | null;
  level: number;
  role: Role;
  suspended: 0 | 1;
  email_verified: 0 | 1;
  wallet: Cents;
  message: string | null;
  referral_id: string;
  dl_front: string | null;
  dl_back: string | null;
  created_at: string;
}


/** `investment` is a plan bought from the wallet balance. */
export type TransactionType = 'deposit' | 'withdrawal' | 'bonus' | 'earnings' | 'charges' | 'capital' | 'investment';
export type TransactionStatus = 'pending' | 'confirmed' | 'failed';

export interface Transaction {
  id: number;
  type: TransactionType;
  status: TransactionStatus;
  amount: Cents;
  created_at: string;
  transaction_id: string | null;
  payment_method: Coin | 'BALANCE' | null;
  address: string | null;
  plan_reference: string | null;
  reason: string | null;
  username?: string;
  plan_id: number | null;
  user_id: number;
}

export interface CryptoAddress {
  id: number;
  address: string;
  qr_code: string;
  created_at: string;
}

export interface Statistics {
  deposit_sum: Cents;
  withdrawal_sum: Cents;
  earnings_sum: Cents;
  user_plans_count: number;
}

export interface CryptoPrices {
  bitcoin: { usd: number };
  ethereum: { usd: number };
  ripple: { usd: number };
  solana: { usd: number };
  tether: { usd: number };
  stale: boolean;
  updated_at: string | null;
}

export interface SignupPayload {
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  age: string;
  gender: Gender | '';
  country: string;
  referred_by: string;
  password: string;
  password_confirmation: string;
}

/** Body of every failed API call: 422 adds `errors`, 401 on login adds `error`. */
export interface ApiErrorBody {
  message?: string;
  error?: string;
  errors?: Record<string, string[]>;
}

/** POST /verify-otp-and-reset-password. */
export interface PasswordResetPayload {
  otp: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** One page of a list, newest first; pass `next_cursor` as `before` for the next page (null: no more). */
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}
