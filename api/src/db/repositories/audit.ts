import type { Db } from '../database';

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
