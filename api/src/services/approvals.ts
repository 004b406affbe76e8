import {
  APPROVAL_HOURS,
  APPROVAL_KIND_PERMISSION,
  APPROVAL_TEXTS,
  inEnglish,
  approvalTarget,
  formatUsd,
  mayDecideApproval,
  rejectionReasonError,
  staffRoleRefusalText,
  STAFF_ROLE_LABELS,
  withdrawalNeedsApproval,
  type ApprovalKind,
  type UiLocale,
  type Writer,
} from '@arcvest/shared/rules';
import type {
  AdminDepositBody,
  Approval,
  ApprovalChange,
  ApprovalDecided,
  ApprovalList,
  ApprovalPending,
  ApprovalsQuery,
  ChainKeyCoin,
  PlanInput,
  ReserveAddressBody,
} from '@arcvest/shared/schemas';
import type { Config } from '../config';
import { isUniqueViolation, type Db } from '../db/database';
import {
  closeApproval,
  countOtherOwners,
  expireApprovals,
  findApproval,
  findPendingApproval,
  insertApproval,
  listClosedApprovals,
  listPendingApprovals,
  type ApprovalListRow,
} from '../db/repositories/approvals';
import { recordAudit } from '../db/repositories/audit';
import { listLiveChainKeys } from '../db/repositories/chain-keys';
import { walletBalance } from '../db/repositories/ledger';
import { findPlan } from '../db/repositories/plans';
import { findTransaction } from '../db/repositories/transactions';
import { findUserById } from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import { HttpError, invalidField, ruleSays, USER_NOT_FOUND } from '../errors';
import { writerFor, type Unsaid } from '../i18n';
import type { AdjustmentService } from './adjustments';
import { planChanges, type PlanService } from './plans';
import type { BeforeCommit } from './before-commit';
import type { ChainKeyService } from './chain-keys';
import type { InvestmentService } from './investments';
import type { ProofOfReservesService } from './proof-of-reserves';
import type { TransactionService } from './transactions';
import type { UserManagementService } from './user-management';

/** A closed list: the last ones decided or expired. */
const CLOSED_LIST_LENGTH = 50;

interface ApprovalDeps {
  db: Db;
  now: () => Date;
  fourEyes: Config['fourEyes'];
  adjustments: AdjustmentService;
  transactions: TransactionService;
  investments: InvestmentService;
  plans: PlanService;
  chainKeys: ChainKeyService;
  reserves: ProofOfReservesService;
  userManagement: UserManagementService;
}

type Staff = Pick<UserRow, 'id' | 'username' | 'staff_role'>;

/** Each action that may wait, run by the service that owns its rules; `beforeCommit` joins its transaction. */
function performersOf(deps: ApprovalDeps) {
  return {
    'withdrawal.confirm': (actorId: number, action: { transaction_id: number; payout_txid?: string }, beforeCommit?: BeforeCommit) =>
      deps.transactions.decide(actorId, action.transaction_id, { decision: 'confirm', payoutTxid: action.payout_txid }, beforeCommit),
    'wallet.bonus': (actorId: number, action: { user_id: number; amount: number; reason?: string }, beforeCommit?: BeforeCommit) =>
      deps.adjustments.giveBonus(actorId, action.user_id, action.amount, action.reason, beforeCommit),
    'wallet.fee': (actorId: number, action: { user_id: number; amount: number; reason?: string }, beforeCommit?: BeforeCommit) =>
      deps.adjustments.chargeFee(actorId, action.user_id, action.amount, action.reason, beforeCommit),
    'plan.buy_for_user': (actorId: number, action: { deposit: AdminDepositBody }, beforeCommit?: BeforeCommit) =>
      deps.investments.buyForUser(actorId, action.deposit, beforeCommit),
    'plan.create': (actorId: number, action: { plan: PlanInput }, beforeCommit?: BeforeCommit) => deps.plans.create(actorId, action.plan, beforeCommit),
    'plan.change': (actorId: number, action: { plan_id: number; plan: PlanInput }, beforeCommit?: BeforeCommit) =>
      deps.plans.update(actorId, action.plan_id, action.plan, beforeCommit),
    'chain_key.save': (actorId: number, action: { coin: ChainKeyCoin; xpub: string }, beforeCommit?: BeforeCommit) =>
      deps.chainKeys.set(actorId, action.coin, action.xpub, beforeCommit),
    'reserve_address.register': (actorId: number, action: { reserve: ReserveAddressBody }, beforeCommit?: BeforeCommit) =>
      deps.reserves.register(actorId, action.reserve, beforeCommit),
    'staff.make_owner': (actorId: number, action: { user_id: number }, beforeCommit?: BeforeCommit) =>
      deps.userManagement.setStaffRole(actorId, action.user_id, 'owner', beforeCommit),
  } satisfies Record<ApprovalKind, (actorId: number, action: never, beforeCommit?: BeforeCommit) => Promise<unknown>>;
}

type Performers = ReturnType<typeof performersOf>;
/** What a route asks for: the kind and its input, stored as JSON while it waits. */
export type ApprovalAction<K extends ApprovalKind = ApprovalKind> = K extends ApprovalKind ? { kind: K } & Parameters<Performers[K]>[1] : never;
type Perform<K extends ApprovalKind> = (actorId: number, action: ApprovalAction<K>, beforeCommit?: BeforeCommit) => ReturnType<Performers[K]>;

/** What a request shows its approver; null when the action does not wait and runs at once. */
interface Request {
  target: string | null;
  summary: string;
  changes: ApprovalChange[];
}

/** Thrown last inside a rehearsal's transaction, so everything it did rolls back. */
class Rehearsal extends Error {}
const rollBack: BeforeCommit = async () => {
  throw new Rehearsal();
};

/** Another decision closed the request first. */
class AlreadyDecided extends HttpError {
  constructor() {
    super(409, APPROVAL_TEXTS.notPending);
  }
}

export type ApprovalService = ReturnType<typeof createApprovalService>;

/**
 * Four-eyes approval (docs/security-authorization.md#four-eyes-approval). An action that waits
 * is rehearsed when asked (run and rolled back, so its rules answer at once), stored, and run
 * for real when a second staff member approves: once, with its rules as they stand then, in the
 * same database transaction as the approval's claim.
 */
export function createApprovalService(deps: ApprovalDeps) {
  const { db, now, fourEyes } = deps;
  const performers = performersOf(deps);
  /** TypeScript cannot tie a kind to its own entry of the map: the one cast is here. */
  const performerOf = <K extends ApprovalKind>(kind: ApprovalKind) => performers[kind] as unknown as Perform<K>;

  async function liveUser(id: number): Promise<UserRow> {
    const user = await findUserById(db, id);
    if (!user || user.deleted_at !== null) throw new HttpError(404, USER_NOT_FOUND);
    return user;
  }

  async function adjustment(
    action: { user_id: number; amount: number; reason?: string },
    sign: 1 | -1,
    summary: (username: string) => string,
  ): Promise<Request> {
    const user = await liveUser(action.user_id);
    const balance = await walletBalance(db, user.id);
    const reason = action.reason?.trim();
    return {
      target: approvalTarget('user', user.id),
      summary: summary(user.username),
      changes: [
        { label: 'Balance', before: formatUsd(balance), after: formatUsd(balance + sign * action.amount) },
        ...(reason ? [{ label: 'Reason', before: null, after: reason }] : []),
      ],
    };
  }

  /** Whether each action waits, and what its approver is shown. */
  const requests: { [K in ApprovalKind]: (asker: Staff, action: ApprovalAction<K>) => Promise<Request | null> } = {
    async 'withdrawal.confirm'(_asker, action) {
      const row = await findTransaction(db, action.transaction_id);
      if (!row || row.type !== 'withdrawal' || row.status !== 'pending') return null;
      const amount = Number(row.amount);
      if (!withdrawalNeedsApproval(amount, fourEyes.withdrawalThresholdCents)) return null;
      const owner = await findUserById(db, row.user_id);
      const coinAmount = row.coin_amount ? ` (${row.coin_amount} ${row.payment_method})` : '';
      return {
        target: approvalTarget('transaction', row.id),
        summary: `Confirm ${owner?.username ?? `user #${row.user_id}`}'s withdrawal #${row.id} of ${formatUsd(amount)} in ${row.payment_method}`,
        changes: [
          { label: 'Status', before: 'Pending', after: 'Confirmed' },
          { label: 'Amount', before: null, after: `${formatUsd(amount)}${coinAmount}` },
          { label: 'To address', before: null, after: row.address ?? '—' },
          ...(action.payout_txid ? [{ label: 'Payout transaction', before: null, after: action.payout_txid }] : []),
        ],
      };
    },
    'wallet.bonus': (_asker, action) => adjustment(action, 1, (username) => `Give ${username} a bonus of ${formatUsd(action.amount)}`),
    'wallet.fee': (_asker, action) => adjustment(action, -1, (username) => `Charge ${username} a fee of ${formatUsd(action.amount)}`),
    async 'plan.buy_for_user'(_asker, { deposit }) {
      const user = await liveUser(deposit.user_id);
      const plan = await findPlan(db, deposit.plan_id);
      return {
        target: approvalTarget('user', user.id),
        summary: `Buy ${plan?.title ?? `plan #${deposit.plan_id}`} for ${user.username}: ${formatUsd(deposit.amount)} paid in ${deposit.payment_method}`,
        changes: [
          { label: 'Plan', before: null, after: plan?.title ?? `#${deposit.plan_id}` },
          { label: 'Amount', before: null, after: formatUsd(deposit.amount) },
          { label: 'Paid in', before: null, after: deposit.payment_method },
        ],
      };
    },
    async 'plan.create'(_asker, { plan }) {
      return { target: null, summary: `Create the plan "${plan.title.trim()}"`, changes: planChanges(undefined, plan).changes };
    },
    async 'plan.change'(_asker, action) {
      const current = await findPlan(db, action.plan_id);
      if (!current) return null;
      const { changes, termsChanged } = planChanges(current, action.plan);
      if (!termsChanged) return null;
      return { target: approvalTarget('plan', current.id), summary: `Change the terms of the plan "${current.title}"`, changes };
    },
    async 'chain_key.save'(_asker, action) {
      const current = (await listLiveChainKeys(db)).find((key) => key.coin === action.coin);
      return {
        target: approvalTarget('chain_key', action.coin),
        summary: `${current ? 'Replace' : 'Save'} the ${action.coin.toUpperCase()} extended public key every new deposit address comes from`,
        changes: [{ label: 'Extended public key', before: current?.xpub ?? null, after: action.xpub.trim() }],
      };
    },
    async 'reserve_address.register'(_asker, { reserve }) {
      return {
        target: null,
        summary: `Count a ${reserve.coin} reserve address in the proof of reserves`,
        changes: [{ label: 'Address', before: null, after: reserve.address.trim() }],
      };
    },
    async 'staff.make_owner'(asker, action) {
      const user = await liveUser(action.user_id);
      if (user.staff_role === 'owner' || (await countOtherOwners(db, asker.id)) === 0) return null;
      return {
        target: approvalTarget('user', user.id),
        summary: `Make ${user.username} an owner`,
        changes: [{ label: 'Staff role', before: user.staff_role ? STAFF_ROLE_LABELS[user.staff_role] : null, after: STAFF_ROLE_LABELS.owner }],
      };
    },
  };

  function toApproval(row: ApprovalListRow, at: string): Approval {
    return {
      id: row.id,
      kind: row.kind,
      status: row.status === 'pending' && row.expires_at <= at ? 'expired' : row.status,
      permission: APPROVAL_KIND_PERMISSION[row.kind],
      target: row.target,
      summary: row.summary,
      changes: JSON.parse(row.changes) as ApprovalChange[],
      requested_by_id: row.requested_by,
      requested_by: row.requested_by_username,
      requested_at: row.requested_at,
      expires_at: row.expires_at,
      decided_by: row.decided_by_username,
      decided_at: row.decided_at,
      reason: row.reason,
      outcome: row.outcome,
    };
  }

  async function approvalById(id: number): Promise<Approval> {
    const row = await findApproval(db, id);
    if (!row) throw new HttpError(404, APPROVAL_TEXTS.notFound);
    return toApproval(row, now().toISOString());
  }

  /** Runs the action and rolls it back: a request the action's own rules refuse is refused now. */
  async function rehearse<K extends ApprovalKind>(asker: Staff, action: ApprovalAction<K>): Promise<void> {
    try {
      await performerOf<K>(action.kind)(asker.id, action, rollBack);
    } catch (error) {
      if (!(error instanceof Rehearsal)) throw error;
    }
  }

  async function store<K extends ApprovalKind>(asker: Staff, action: ApprovalAction<K>, request: Request): Promise<number> {
    const at = now();
    const expires = new Date(at.getTime() + APPROVAL_HOURS * 3_600_000).toISOString();
    try {
      return await db.transaction().execute(async (trx) => {
        // A request past its time no longer holds its target.
        await expireApprovals(trx, at.toISOString());
        const waiting = request.target ? await findPendingApproval(trx, action.kind, request.target) : undefined;
        if (waiting) throw new HttpError(409, { ...APPROVAL_TEXTS.alreadyWaiting, values: { id: waiting.id } });
        const row = {
          kind: action.kind,
          target: request.target,
          action: JSON.stringify(action),
          summary: request.summary,
          changes: JSON.stringify(request.changes),
        };
        const id = await insertApproval(trx, { ...row, requested_by: asker.id, requested_at: at.toISOString(), expires_at: expires });
        await recordAudit(trx, {
          actorId: asker.id,
          action: 'approval.request',
          targetType: 'approval',
          targetId: id,
          details: { kind: action.kind, summary: request.summary },
          at: at.toISOString(),
        });
        return id;
      });
    } catch (error) {
      // Two staff members asked for the same thing at once: the unique index let one through.
      const waiting = isUniqueViolation(error) && request.target ? await findPendingApproval(db, action.kind, request.target) : undefined;
      if (waiting) throw new HttpError(409, { ...APPROVAL_TEXTS.alreadyWaiting, values: { id: waiting.id } });
      throw error;
    }
  }

  /**
   * What a route calls: with four-eyes on and an action that waits, a pending request (the
   * route answers 202 and nothing else changes); otherwise the action, done now.
   */
  async function submit<K extends ApprovalKind>(
    asker: Staff,
    action: ApprovalAction<K>,
  ): Promise<{ pending: Unsaid<ApprovalPending> } | { done: Awaited<ReturnType<Performers[K]>> }> {
    const perform = performerOf<K>(action.kind);
    const request = fourEyes.on ? await (requests[action.kind] as (asker: Staff, action: ApprovalAction<K>) => Promise<Request | null>)(asker, action) : null;
    if (!request) return { done: await perform(asker.id, action) };
    await rehearse(asker, action);
    const id = await store(asker, action, request);
    return { pending: { message: APPROVAL_TEXTS.waiting, approval: await approvalById(id) } };
  }

  /** A live request the decider may decide, or the 404/409/403 saying why not (the role names written for the decider's `writer`). */
  async function decidable(decider: Staff, id: number, decision: 'approve' | 'reject', writer: Writer): Promise<ApprovalListRow> {
    const row = await findApproval(db, id);
    if (!row) throw new HttpError(404, APPROVAL_TEXTS.notFound);
    if (row.status !== 'pending' || row.expires_at <= now().toISOString()) throw new AlreadyDecided();
    if (!mayDecideApproval(decider, { kind: row.kind, requested_by_id: row.requested_by }, decision)) {
      throw new HttpError(
        403,
        decider.id === row.requested_by
          ? APPROVAL_TEXTS.ownRequest
          : staffRoleRefusalText(decider.staff_role, APPROVAL_KIND_PERMISSION[row.kind], writer.translate, writer.locale),
      );
    }
    return row;
  }

  /**
   * Runs the request's action as the approver, claiming the request in the action's own
   * transaction: of concurrent approvals one claims it, and a refused action leaves it unclaimed.
   * A refusal then closes it as `failed` with the reason, and is the answer.
   */
  async function approve(approver: Staff, id: number, locale: UiLocale): Promise<Unsaid<ApprovalDecided>> {
    const writer = await writerFor(locale);
    const row = await decidable(approver, id, 'approve', writer);
    const action = JSON.parse(row.action) as ApprovalAction;
    const details = {
      kind: row.kind,
      summary: row.summary,
      requested_by: row.requested_by_username,
      requested_by_id: row.requested_by,
      decided_by: approver.username,
    };
    const claim: BeforeCommit = async (trx) => {
      const at = now().toISOString();
      if (!(await closeApproval(trx, id, { status: 'done', by: approver.id, at, outcome: inEnglish(APPROVAL_TEXTS.done) }))) throw new AlreadyDecided();
      await recordAudit(trx, { actorId: approver.id, action: 'approval.approve', targetType: 'approval', targetId: id, details, at });
    };
    try {
      await performerOf(action.kind)(approver.id, action, claim);
    } catch (error) {
      if (!(error instanceof HttpError) || error instanceof AlreadyDecided) throw error;
      const at = now().toISOString();
      const closed = await db.transaction().execute(async (trx) => {
        if (!(await closeApproval(trx, id, { status: 'failed', by: approver.id, at, outcome: error.message }))) return false;
        await recordAudit(trx, {
          actorId: approver.id,
          action: 'approval.fail',
          targetType: 'approval',
          targetId: id,
          details: { ...details, outcome: error.message },
          at,
        });
        return true;
      });
      if (!closed) throw new AlreadyDecided();
      const why = typeof error.text === 'string' ? error.text : writer.translate(error.text);
      throw new HttpError(error.statusCode, { ...APPROVAL_TEXTS.failed, values: { why } }, error.fieldTexts);
    }
    return { message: APPROVAL_TEXTS.done, approval: await approvalById(id) };
  }

  async function reject(decider: Staff, id: number, reason: string, locale: UiLocale): Promise<Unsaid<ApprovalDecided>> {
    const problem = ruleSays((translate) => rejectionReasonError(reason, translate));
    if (problem) throw invalidField('reason', problem);
    const row = await decidable(decider, id, 'reject', await writerFor(locale));
    await db.transaction().execute(async (trx) => {
      const at = now().toISOString();
      if (!(await closeApproval(trx, id, { status: 'rejected', by: decider.id, at, reason: reason.trim() }))) throw new AlreadyDecided();
      const details = {
        kind: row.kind,
        summary: row.summary,
        requested_by: row.requested_by_username,
        requested_by_id: row.requested_by,
        decided_by: decider.username,
        reason: reason.trim(),
      };
      await recordAudit(trx, { actorId: decider.id, action: 'approval.reject', targetType: 'approval', targetId: id, details, at });
    });
    return { message: APPROVAL_TEXTS.rejected, approval: await approvalById(id) };
  }

  async function list(query: ApprovalsQuery): Promise<ApprovalList> {
    const at = now().toISOString();
    const rows = query.status === 'closed' ? await listClosedApprovals(db, at, CLOSED_LIST_LENGTH) : await listPendingApprovals(db, at);
    return { four_eyes: fourEyes.on, withdrawal_threshold: fourEyes.withdrawalThresholdCents, items: rows.map((row) => toApproval(row, at)) };
  }

  return { submit, approve, reject, list };
}
