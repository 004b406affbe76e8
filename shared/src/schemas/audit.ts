import { Type, type Static } from '@sinclair/typebox';
import { AUDIT_ACTION_PATTERN, AUDIT_ACTOR_PATTERN } from '../rules/audit';
import { ID_PATTERN } from '../rules/limits';
import { Cents, errorResponses, NullableInteger, NullableText } from './common';
import { PageQuery } from './transactions';

/** Query values are text (Fastify never coerces): the service converts them. */
export const AuditLogQuery = Type.Composite([
  PageQuery,
  Type.Object({
    actor: Type.Optional(Type.String({ pattern: AUDIT_ACTOR_PATTERN, description: 'The admin: a user id (digits) or a username' })),
    user: Type.Optional(Type.String({ pattern: ID_PATTERN, description: 'The user the action was about: their id' })),
    action: Type.Optional(Type.String({ pattern: AUDIT_ACTION_PATTERN, description: "An action key, e.g. 'wallet.bonus'" })),
  }),
]);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditActor = Type.Object({ id: Type.Integer(), username: Type.String() });

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  created_at: Type.String(),
  actor: Type.Union([AuditActor, Type.Null()], { description: 'The admin who acted; null for the system' }),
  action: Type.String(),
  target: Type.Object({
    type: Type.String({ description: "What was changed: 'user', 'transaction', 'plan', 'crypto_address'" }),
    id: NullableInteger(),
    username: NullableText({ description: 'The user the action was about (the owner, for a transaction), when there is one' }),
    user_id: NullableInteger({ description: "That user's id" }),
  }),
  details: Type.Record(Type.String(), Type.Unknown(), { description: 'Amounts (cents), reasons, before and after' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditPage = Type.Object({
  items: Type.Array(AuditEntry),
  next_cursor: NullableText({ description: 'Pass as `before` for the next page; null when there is none' }),
});
export type AuditPage = Static<typeof AuditPage>;

export const auditLogSchema = {
  tags: ['audit'],
  summary: 'The audit log of admin actions, newest first, paged; filter by admin, user and action (admin)',
  querystring: AuditLogQuery,
  response: { 200: AuditPage, ...errorResponses(422) },
};

export const DailyFlow = Type.Object({
  date: Type.String({ description: 'yyyy-mm-dd, UTC' }),
  deposits: Cents('Confirmed deposits made that day, US cents'),
  withdrawals: Cents('Confirmed withdrawals requested that day, US cents'),
});
export type DailyFlow = Static<typeof DailyFlow>;

export const AdminOverview = Type.Object({
  pending: Type.Object({
    deposits: Type.Integer({ description: 'Deposits waiting for a decision' }),
    withdrawals: Type.Integer({ description: 'Withdrawals waiting for a decision' }),
    identity: Type.Integer({ description: 'Identity documents waiting for review' }),
    payments: Type.Integer({ description: 'Payments on chain waiting for a decision: partial or late invoices no admin decided yet' }),
    approvals: Type.Integer({ description: 'Requests waiting for a second staff member (four-eyes approval)' }),
  }),
  totals: Type.Object({
    deposits: Cents('Confirmed deposits, US cents'),
    withdrawals: Cents('Confirmed withdrawals, US cents'),
    earnings: Cents('Earnings paid, US cents'),
    wallets: Cents("Every wallet together, deleted users' too, US cents"),
    capital: Cents('Capital in active plans, US cents'),
    owed: Cents('What the platform owes its users: every wallet plus the capital in active plans, US cents'),
  }),
  daily: Type.Array(DailyFlow, { description: 'The last 30 UTC days, oldest first, today included; days without any are zeros' }),
});
export type AdminOverview = Static<typeof AdminOverview>;

export const adminOverviewSchema = {
  tags: ['audit'],
  summary: 'Pending work, money totals and the last 30 days of deposits and withdrawals (admin)',
  response: { 200: AdminOverview },
};
