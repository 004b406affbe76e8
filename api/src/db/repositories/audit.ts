import { rowLimit, type Db } from '../database';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetType: string;
  targetId: number | null;
  details: Record<string, unknown>;
  at: string;
}

/** Appends one row to the audit log; call it inside the transaction of the change it records. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: JSON.stringify(entry.details),
      created_at: entry.at,
    })
    .execute();
}

export interface AuditFilter {
  /** The admin, by id. */
  actorId?: number;
  /** The admin, by username (any letter case). */
  actorUsername?: string;
  /** The user the action was about: the target user, or the owner of the target transaction. */
  userId?: number;
  action?: string;
  /** Only ids below this one: the cursor of the page before. */
  beforeId?: number;
  limit: number;
}

export interface AuditRow {
  id: number;
  created_at: string;
  actor_id: number | null;
  actor_username: string | null;
  action: string;
  target_type: string;
  target_id: number | null;
  target_user_id: number | null;
  target_username: string | null;
  /** JSON text. */
  details: string;
}

/**
 * Newest first, at most `limit` rows, with the admin's username and the user each entry is
 * about: the target itself when it is a user, the owner when it is a transaction.
 */
export async function auditPage(db: Db, filter: AuditFilter): Promise<AuditRow[]> {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users as actor', 'actor.id', 'audit_log.actor_id')
    .leftJoin('transactions', (join) => join.on('audit_log.target_type', '=', 'transaction').onRef('transactions.id', '=', 'audit_log.target_id'))
    .leftJoin('users as target_user', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('audit_log.target_type', '=', 'user'), eb('target_user.id', '=', eb.ref('audit_log.target_id'))]),
          eb('target_user.id', '=', eb.ref('transactions.user_id')),
        ]),
      ),
    )
    .select([
      'audit_log.id',
      'audit_log.created_at',
      'audit_log.actor_id',
      'actor.username as actor_username',
      'audit_log.action',
      'audit_log.target_type',
      'audit_log.target_id',
      'target_user.id as target_user_id',
      'target_user.username as target_username',
      'audit_log.details',
    ]);
  if (filter.actorId !== undefined) query = query.where('audit_log.actor_id', '=', filter.actorId);
  if (filter.actorUsername !== undefined) query = query.where('actor.username_key', '=', filter.actorUsername.toLowerCase());
  if (filter.userId !== undefined) query = query.where('target_user.id', '=', filter.userId);
  if (filter.action !== undefined) query = query.where('audit_log.action', '=', filter.action);
  if (filter.beforeId !== undefined) query = query.where('audit_log.id', '<', filter.beforeId);
  return query.orderBy('audit_log.id', 'desc').limit(rowLimit(filter.limit)).execute();
}
