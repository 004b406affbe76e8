import { randomBytes } from 'node:crypto';
import { displayMessageError } from '@arcvest/shared/rules';
import type { UserListPage, UsersQuery } from '@arcvest/shared/schemas';
import { isPostgres, type Db } from '../db/database';
import { recordAudit } from '../db/repositories/audit';
import { revokeUserSessions } from '../db/repositories/sessions';
import { eraseSignInRecords } from '../db/repositories/sign-ins';
import { deleteTwoFactor } from '../db/repositories/two-factor';
import { countMatchingUsers, userListPage } from '../db/repositories/user-list';
import { userWallet } from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import type { Config } from '../config';
import { HttpError, invalidField } from '../errors';
import { ADMIN_ONLY_MESSAGE } from '../plugins/auth';
import { suspensionEmail } from './notification-emails';
import type { NotificationService } from './notifications';

export const USER_MANAGEMENT_MESSAGES = {
  notFound: 'User not found.',
  demoteSelf: 'You cannot remove your own admin role.',
  lastAdminDemote: 'This is the last admin: make another user an admin first.',
  suspendSelf: 'You cannot suspend your own account.',
  endOwnSessions: 'To sign out your other devices, use Sign out everywhere else on your Security page.',
  deleteSelf: 'You cannot delete your own account.',
  lastAdminDelete: 'This is the last admin and cannot be deleted: make another user an admin first.',
  changedMeanwhile: "This user's account changed meanwhile. Please reload and try again.",
  noDisplayMessage: 'This user has no display message.',
  messageSet: 'Display message set.',
  messageRemoved: 'Display message removed.',
} as const;

export const userManagementReplies = {
  roleSwitched: (username: string, role: 'admin' | 'user') => (role === 'admin' ? `${username} is now an admin.` : `${username} is now a user.`),
  suspension: (username: string, suspended: boolean) => (suspended ? `${username} is suspended.` : `${username} is no longer suspended.`),
  deleted: (username: string) => `The account of ${username} was deleted.`,
  sessionsEnded: (username: string) => `${username} was signed out on every device.`,
};

/** The placeholder password hash of a deleted account: no password ever matches it. */
export const DELETED_PASSWORD_HASH = '!deleted';
const DELETED_EMAIL_DOMAIN = 'deleted.invalid';

export type UserManagementService = ReturnType<typeof createUserManagementService>;

type Trx = Db;

/**
 * The admin's Manage users: the searchable list and every action on a user
 * (docs/admin-actions.md#rules-on-the-server). Each action runs in one database transaction that also writes its audit row.
 * Two admins acting at once stay consistent: on PostgreSQL each action first locks the live
 * admins (always in id order) and then the user; on SQLite the single connection runs one
 * transaction at a time. Every change is also conditional on the state it was decided from,
 * so a stale decision answers 409, never a second effect.
 */
export function createUserManagementService(deps: { db: Db; now: () => Date; site: Config['site']; notifications: NotificationService }) {
  const { db, now, site, notifications } = deps;

  async function list(query: UsersQuery): Promise<UserListPage> {
    const search = (query.search ?? '').trim().toLowerCase();
    const beforeId = query.before === undefined ? undefined : Number(query.before);
    const [{ rows, nextCursor }, total] = await Promise.all([
      userListPage(db, { search, limit: Number(query.limit), beforeId }),
      countMatchingUsers(db, search),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        username: row.username,
        email: row.email,
        role: row.role,
        level: row.level,
        suspended: Boolean(row.suspended),
        deleted: row.deleted_at !== null,
        created_at: row.created_at,
      })),
      next_cursor: nextCursor === null ? null : String(nextCursor),
      total,
    };
  }

  /**
   * Opens the action: the acting admin must still be a live, unsuspended admin (another admin
   * may have changed that since the request was authenticated), and the user must exist.
   * Returns the ids of the live admins and the user, both locked on PostgreSQL.
   */
  async function begin(trx: Trx, actorId: number, userId: number): Promise<{ adminIds: number[]; user: UserRow }> {
    const postgres = isPostgres(trx);
    let admins = trx.selectFrom('users').select(['id', 'suspended']).where('role', '=', 'admin').where('deleted_at', 'is', null).orderBy('id');
    if (postgres) admins = admins.forUpdate();
    const adminRows = await admins.execute();
    const actor = adminRows.find((row) => row.id === actorId);
    if (!actor || actor.suspended) throw new HttpError(403, ADMIN_ONLY_MESSAGE);

    let target = trx.selectFrom('users').selectAll().select(userWallet).where('id', '=', userId);
    if (postgres) target = target.forUpdate();
    const user = await target.executeTakeFirst();
    if (!user || user.deleted_at !== null) throw new HttpError(404, USER_MANAGEMENT_MESSAGES.notFound);
    return { adminIds: adminRows.map((row) => row.id), user };
  }

  const changedMeanwhile = () => new HttpError(409, USER_MANAGEMENT_MESSAGES.changedMeanwhile);
  const audit = (trx: Trx, actorId: number, userId: number, action: string, details: Record<string, unknown>, at: string) =>
    recordAudit(trx, { actorId, action, targetType: 'user', targetId: userId, details, at });

  async function switchRole(actorId: number, userId: number): Promise<string> {
    return db.transaction().execute(async (trx) => {
      const { adminIds, user } = await begin(trx, actorId, userId);
      if (userId === actorId) throw new HttpError(409, USER_MANAGEMENT_MESSAGES.demoteSelf);
      if (user.role === 'admin' && adminIds.every((id) => id === userId)) throw new HttpError(409, USER_MANAGEMENT_MESSAGES.lastAdminDemote);
      const role = user.role === 'admin' ? 'user' : 'admin';
      const updated = await trx
        .updateTable('users')
        .set({ role })
        .where('id', '=', userId)
        .where('role', '=', user.role)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw changedMeanwhile();
      await audit(trx, actorId, userId, 'user.role', { from: user.role, to: role }, now().toISOString());
      return userManagementReplies.roleSwitched(user.username, role);
    });
  }

  async function switchSuspension(actorId: number, userId: number): Promise<string> {
    const reply = await db.transaction().execute(async (trx) => {
      const { user } = await begin(trx, actorId, userId);
      if (userId === actorId) throw new HttpError(409, USER_MANAGEMENT_MESSAGES.suspendSelf);
      const suspended = user.suspended ? 0 : 1;
      const updated = await trx
        .updateTable('users')
        .set({ suspended })
        .where('id', '=', userId)
        .where('suspended', '=', user.suspended)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw changedMeanwhile();
      const at = now().toISOString();
      // Their open sessions end now, not at their next expiry.
      if (suspended) {
        await revokeUserSessions(trx, userId, at);
        await notifications.queue(trx, user, suspensionEmail(site.name, user, site.supportEmail));
      }
      await audit(trx, actorId, userId, suspended ? 'user.suspend' : 'user.unsuspend', { suspended: Boolean(suspended) }, at);
      return userManagementReplies.suspension(user.username, Boolean(suspended));
    });
    notifications.kick();
    return reply;
  }

  async function endSessions(actorId: number, userId: number): Promise<string> {
    return db.transaction().execute(async (trx) => {
      const { user } = await begin(trx, actorId, userId);
      if (userId === actorId) throw new HttpError(409, USER_MANAGEMENT_MESSAGES.endOwnSessions);
      const at = now().toISOString();
      await revokeUserSessions(trx, userId, at);
      await audit(trx, actorId, userId, 'user.sessions.end', {}, at);
      return userManagementReplies.sessionsEnded(user.username);
    });
  }

  /** A placeholder for a unique column: `base`, or `base` with a random tail in the rare case another row holds it. */
  async function freeValue(trx: Trx, column: 'username_key' | 'email', userId: number, make: (tail: string) => string): Promise<string> {
    for (let tail = ''; ; tail = `-${randomBytes(4).toString('hex')}`) {
      const value = make(tail);
      const taken = await trx.selectFrom('users').select('id').where(column, '=', value).where('id', '<>', userId).executeTakeFirst();
      if (!taken) return value;
    }
  }

  async function deleteUser(actorId: number, userId: number): Promise<string> {
    return db.transaction().execute(async (trx) => {
      const { adminIds, user } = await begin(trx, actorId, userId);
      if (userId === actorId) throw new HttpError(409, USER_MANAGEMENT_MESSAGES.deleteSelf);
      if (user.role === 'admin' && adminIds.every((id) => id === userId)) throw new HttpError(409, USER_MANAGEMENT_MESSAGES.lastAdminDelete);
      const at = now().toISOString();
      const username = await freeValue(trx, 'username_key', userId, (tail) => `deleted-${userId}${tail}`);
      const email = await freeValue(trx, 'email', userId, (tail) => `deleted-${userId}${tail}@${DELETED_EMAIL_DOMAIN}`);
      // Personal data goes; the wallet, level, role, referral code and every money record stay,
      // so totals, the ledger and the audit trail remain true.
      const updated = await trx
        .updateTable('users')
        .set({
          firstname: 'Deleted',
          lastname: 'User',
          username,
          username_key: username,
          email,
          birth_date: '1900-01-01',
          country: '',
          phone: null,
          address: null,
          ssn: null,
          occupation: null,
          salary: null,
          message: null,
          dl_front: null,
          dl_back: null,
          identity_rejection_reason: null,
          password_hash: DELETED_PASSWORD_HASH,
          deleted_at: at,
        })
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw changedMeanwhile();
      await revokeUserSessions(trx, userId, at);
      await trx.deleteFrom('one_time_codes').where('user_id', '=', userId).execute();
      // Queued and sent emails hold their address and name.
      await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
      await eraseSignInRecords(trx, userId);
      await deleteTwoFactor(trx, userId);
      // Identity images are the user's own; deposit-address QR codes have no owner.
      await trx.deleteFrom('images').where('owner_user_id', '=', userId).execute();
      await audit(trx, actorId, userId, 'user.delete', { role: user.role, wallet: Number(user.wallet) }, at);
      return userManagementReplies.deleted(user.username);
    });
  }

  async function setDisplayMessage(actorId: number, userId: number, text: string): Promise<string> {
    const problem = displayMessageError(text);
    if (problem) throw invalidField('message', problem);
    const message = text.trim();
    return db.transaction().execute(async (trx) => {
      await begin(trx, actorId, userId);
      await trx.updateTable('users').set({ message }).where('id', '=', userId).where('deleted_at', 'is', null).execute();
      await audit(trx, actorId, userId, 'user.message.set', { message }, now().toISOString());
      return USER_MANAGEMENT_MESSAGES.messageSet;
    });
  }

  async function removeDisplayMessage(actorId: number, userId: number): Promise<string> {
    return db.transaction().execute(async (trx) => {
      const { user } = await begin(trx, actorId, userId);
      if (user.message === null) throw new HttpError(409, USER_MANAGEMENT_MESSAGES.noDisplayMessage);
      const updated = await trx
        .updateTable('users')
        .set({ message: null })
        .where('id', '=', userId)
        .where('message', 'is not', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new HttpError(409, USER_MANAGEMENT_MESSAGES.noDisplayMessage);
      await audit(trx, actorId, userId, 'user.message.remove', { message: user.message }, now().toISOString());
      return USER_MANAGEMENT_MESSAGES.messageRemoved;
    });
  }

  return { list, switchRole, switchSuspension, endSessions, deleteUser, setDisplayMessage, removeDisplayMessage };
}
