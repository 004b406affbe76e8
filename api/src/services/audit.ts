import type { AdminOverview, AuditEntry, AuditLogQuery } from '@arcvest/shared/schemas';
import { amountOwed, ID_PATTERN } from '@arcvest/shared/rules';
import type { Db } from '../db/database';
import { countPendingApprovals } from '../db/repositories/approvals';
import { auditPage, type AuditRow } from '../db/repositories/audit';
import { dailyFlows, moneyTotals, pendingCounts } from '../db/repositories/overview';

/** How many UTC days the overview's chart covers, today included. */
export const OVERVIEW_DAYS = 30;
const DAY_MS = 86_400_000;

export type AuditService = ReturnType<typeof createAuditService>;

function toEntry(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    created_at: row.created_at,
    actor: row.actor_id === null ? null : { id: row.actor_id, username: row.actor_username ?? `#${row.actor_id}` },
    action: row.action,
    target: { type: row.target_type, id: row.target_id, user_id: row.target_user_id, username: row.target_username },
    details: JSON.parse(row.details) as Record<string, unknown>,
  };
}

/** The last `days` UTC dates up to today's, oldest first: ['2026-05-03', ..., '2026-06-01']. */
function lastDays(today: Date, days: number): string[] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, index) => new Date(midnight - (days - 1 - index) * DAY_MS).toISOString().slice(0, 10));
}

/** Reads what admins did (the audit log, written by each service with recordAudit) and the platform's figures. */
export function createAuditService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /** Newest first; the cursor is the id of the page's last entry when older ones follow. */
  async function page(query: AuditLogQuery): Promise<{ items: AuditEntry[]; next_cursor: string | null }> {
    const limit = Number(query.limit);
    // Digits beyond the id range can only be a username.
    const actorIsId = query.actor !== undefined && new RegExp(ID_PATTERN).test(query.actor);
    // One more than asked says whether an older page exists.
    const rows = await auditPage(db, {
      actorId: actorIsId ? Number(query.actor) : undefined,
      actorUsername: actorIsId ? undefined : query.actor,
      userId: query.user === undefined ? undefined : Number(query.user),
      action: query.action,
      beforeId: query.before === undefined ? undefined : Number(query.before),
      limit: limit + 1,
    });
    const items = rows.slice(0, limit).map(toEntry);
    return { items, next_cursor: rows.length > limit ? String(items[items.length - 1].id) : null };
  }

  async function overview(): Promise<AdminOverview> {
    const dates = lastDays(now(), OVERVIEW_DAYS);
    const [pending, approvals, totals, flows] = await Promise.all([
      pendingCounts(db),
      countPendingApprovals(db, now().toISOString()),
      moneyTotals(db),
      dailyFlows(db, dates[0]),
    ]);
    const amount = (date: string, type: string) => flows.find((flow) => flow.date === date && flow.type === type)?.sum ?? 0;
    const daily = dates.map((date) => ({ date, deposits: amount(date, 'deposit'), withdrawals: amount(date, 'withdrawal') }));
    return { pending: { ...pending, approvals }, totals: { ...totals, owed: amountOwed(totals.wallets, totals.capital) }, daily };
  }

  return { page, overview };
}
