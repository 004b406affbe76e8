import type { Db } from '../db/database';

/**
 * Runs last inside an action's database transaction, so it commits or rolls back with the
 * action's effects: an approval's claim (the action runs once, docs/security-authorization.md#four-eyes-approval),
 * or a rehearsal that rolls the action back (its rules checked when it is asked for).
 */
export type BeforeCommit = (trx: Db) => Promise<void>;
