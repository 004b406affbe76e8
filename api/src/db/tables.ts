import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table types for Kysely. Money is integer cents (bigint in PostgreSQL, parsed as a JS
 * number); times are ISO 8601 UTC text, which sorts and compares correctly as text.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  plans: PlansTable;
  audit_log: AuditLogTable;
}

export interface UsersTable {
  id: Generated<number>;
  firstname: string;
  lastname: string;
  username: string;
  /** Lower-cased username: the unique key, so "Ada" and "ada" cannot both exist. */
  username_key: string;
  /** Stored lower-cased and unique. */
  email: string;
  gender: 'male' | 'female';
  /** yyyy-mm-dd; the API calls it `age`. */
  birth_date: string;
  country: string;
  phone: string | null;
  address: string | null;
  ssn: string | null;
  occupation: string | null;
  salary: string | null;
  level: Generated<number>;
  role: Generated<'admin' | 'user'>;
  suspended: Generated<number>;
  email_verified: Generated<number>;
  wallet: Generated<number>;
  message: string | null;
  referral_id: string;
  referred_by: number | null;
  dl_front: string | null;
  dl_back: string | null;
  password_hash: string;
  created_at: string;
  deleted_at: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  /** sha256 of the token, hex: the token itself is never stored. */
  token_hash: string;
  user_id: number;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PlansTable {
  id: Generated<number>;
  title: string;
  /** Percent per day in hundredths of a percent (1.5% -> 150). */
  roi_bp: number;
  duration_days: number;
  min_amount: number;
  max_amount: number;
  created_at: string;
  deleted_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  /** The admin who acted; null for the system (for example the first admin at start). */
  actor_id: number | null;
  action: string;
  target_type: string;
  target_id: number | null;
  /** JSON text. */
  details: string;
  created_at: ColumnType<string, string, never>;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type PlanRow = Selectable<PlansTable>;
export type PlanUpdate = Updateable<PlansTable>;
export type NewAuditEntry = Insertable<AuditLogTable>;
