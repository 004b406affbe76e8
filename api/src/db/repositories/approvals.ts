import type { Db } from '../database';
import type { ApprovalRow, ApprovalsTable } from '../tables';

export type ApprovalListRow = ApprovalRow & { requested_by_username: string; decided_by_username: string | null };

function withNames(db: Db) {
  return db
    .selectFrom('approvals')
    .innerJoin('users as requester', 'requester.id', 'approvals.requested_by')
    .leftJoin('users as decider', 'decider.id', 'approvals.decided_by')
    .selectAll('approvals')
    .select(['requester.username as requested_by_username', 'decider.username as decided_by_username']);
}

export async function insertApproval(db: Db, row: Omit<ApprovalsTable, 'id' | 'status' | 'decided_by' | 'decided_at' | 'reason' | 'outcome'>): Promise<number> {
  const inserted = await db
    .insertInto('approvals')
    .values({ ...row, status: 'pending' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function findApproval(db: Db, id: number): Promise<ApprovalListRow | undefined> {
  return withNames(db).where('approvals.id', '=', id).executeTakeFirst();
}

/** The pending request of this kind for this target, if one waits. */
export async function findPendingApproval(db: Db, kind: ApprovalRow['kind'], target: string): Promise<{ id: number } | undefined> {
  return db.selectFrom('approvals').select('id').where('kind', '=', kind).where('target', '=', target).where('status', '=', 'pending').executeTakeFirst();
}

/** Waiting requests past their time become `expired`: they can no longer be approved. */
export async function expireApprovals(db: Db, at: string): Promise<void> {
  await db.updateTable('approvals').set({ status: 'expired', decided_at: at }).where('status', '=', 'pending').where('expires_at', '<=', at).execute();
}

/** Waiting and not yet expired at `at`, oldest first. */
export async function listPendingApprovals(db: Db, at: string): Promise<ApprovalListRow[]> {
  return withNames(db).where('approvals.status', '=', 'pending').where('approvals.expires_at', '>', at).orderBy('approvals.id', 'asc').execute();
}

/** Decided, or expired at `at` (stored as pending until a write expires them), newest first. */
export async function listClosedApprovals(db: Db, at: string, limit: number): Promise<ApprovalListRow[]> {
  return withNames(db)
    .where((eb) => eb.or([eb('approvals.status', '!=', 'pending'), eb('approvals.expires_at', '<=', at)]))
    .orderBy('approvals.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countPendingApprovals(db: Db, at: string): Promise<number> {
  const row = await db
    .selectFrom('approvals')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '=', 'pending')
    .where('expires_at', '>', at)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Closes a waiting, unexpired request, once: of concurrent decisions exactly one updates the
 * row (PostgreSQL re-reads the condition after the first commits; SQLite runs one writer).
 */
export async function closeApproval(
  db: Db,
  id: number,
  close: { status: 'done' | 'rejected' | 'failed'; by: number; at: string; reason?: string; outcome?: string },
): Promise<boolean> {
  const result = await db
    .updateTable('approvals')
    .set({ status: close.status, decided_by: close.by, decided_at: close.at, reason: close.reason ?? null, outcome: close.outcome ?? null })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('expires_at', '>', close.at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Owners other than `userId`: whether making someone an owner needs a second owner's approval. */
export async function countOtherOwners(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('role', '=', 'admin')
    .where('staff_role', '=', 'owner')
    .where('deleted_at', 'is', null)
    .where('id', '!=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
