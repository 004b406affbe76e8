import { randomBytes } from 'node:crypto';
import { accountLevelState, displayMessageError, STAFF_TEXTS, USER_MANAGEMENT_TEXTS, type Message, type StaffRole } from '@arcvest/shared/rules';
import type { IdentityApplicantPage, IdentityVerificationsQuery, User, UserListPage, UsersQuery } from '@arcvest/shared/schemas';
import type { Db } from '../db/database';
import { recordAudit } from '../db/repositories/audit';
import { countIdentityApplicants, identityApplicantPage } from '../db/repositories/identity-applicants';
import { deleteUserImages } from '../db/repositories/images';
import { deleteUserNotifications } from '../db/repositories/notifications';
import { deleteUserOneTimeCodes } from '../db/repositories/one-time-codes';
import { revokeUserSessions } from '../db/repositories/sessions';
import { deleteUserPasskeys } from '../db/repositories/passkeys';
import { eraseSignInRecords } from '../db/repositories/sign-ins';
import { eraseWithdrawalAddresses } from '../db/repositories/withdrawal-addresses';
import { deleteTwoFactor } from '../db/repositories/two-factor';
import { userListPage } from '../db/repositories/user-list';
import { walletBalances } from '../db/repositories/ledger';
import {
  adminRecipients,
  changeRole,
  changeStaffRole,
  changeSuspension,
  clearDisplayMessage,
  eraseUser,
  findUserById,
  isHeldByAnotherUser,
  lockLiveAdmins,
  lockUser,
  saveDisplayMessage,
} from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import type { Config } from '../config';
import { ADMIN_ONLY_MESSAGE, HttpError, invalidField, ruleSays, USER_NOT_FOUND } from '../errors';
import { writerFor } from '../i18n';
import { toPublicUser } from './accounts';
import { staffRoleChangedEmail, suspensionEmail } from './notification-emails';
import type { NotificationService } from './notifications';
import type { BeforeCommit } from './before-commit';

const USER_REPLY_TEXTS = {
  nowAdmin: /*i18n*/ { id: 'api.user.nowAdmin', message: '{username} is now an admin.' },
  nowUser: /*i18n*/ { id: 'api.user.nowUser', message: '{username} is now a user.' },
  suspended: /*i18n*/ { id: 'api.user.suspended', message: '{username} is suspended.' },
  unsuspended: /*i18n*/ { id: 'api.user.unsuspended', message: '{username} is no longer suspended.' },
  deleted: /*i18n*/ { id: 'api.user.deleted', message: 'The account of {username} was deleted.' },
  sessionsEnded: /*i18n*/ { id: 'api.user.sessionsEnded', message: '{username} was signed out on every device.' },
} satisfies Record<string, Message>;

const withName = (text: Message, username: string): Message => ({ ...text, values: { username } });

export const userManagementReplies = {
  roleSwitched: (username: string, role: 'admin' | 'user') => withName(role === 'admin' ? USER_REPLY_TEXTS.nowAdmin : USER_REPLY_TEXTS.nowUser, username),
  suspension: (username: string, suspended: boolean) => withName(suspended ? USER_REPLY_TEXTS.suspended : USER_REPLY_TEXTS.unsuspended, username),
  deleted: (username: string) => withName(USER_REPLY_TEXTS.deleted, username),
  sessionsEnded: (username: string) => withName(USER_REPLY_TEXTS.sessionsEnded, username),
};

/** A staff role set: the route says it with the role's name in the reader's language (roleChangedMessage). */
export interface StaffRoleSet {
  username: string;
  role: StaffRole;
}

/** The placeholder password hash of a deleted account: no password ever matches it. */
const DELETED_PASSWORD_HASH = '!deleted';
const DELETED_EMAIL_DOMAIN = 'deleted.invalid';

export type UserManagementService = ReturnType<typeof createUserManagementService>;

/**
 * The admin's users: the Manage users list and every action on a user
 * (docs/admin-actions.md#rules-on-the-server), one user's details and the identity verification
 * list. Each action runs in one database transaction that also writes its audit row. Two
 * admins acting at once stay consistent: on PostgreSQL each action first locks the live admins
 * (always in id order) and then the user; on SQLite the single connection runs one transaction
 * at a time. Every change is also conditional on the state it was decided from, so a stale
 * decision answers 409, never a second effect.
 */
export function createUserManagementService(deps: { db: Db; now: () => Date; site: Config['site']; notifications: NotificationService }) {
  const { db, now, site, notifications } = deps;

  async function list(query: UsersQuery): Promise<UserListPage> {
    const search = (query.search ?? '').trim().toLowerCase();
    const beforeId = query.before === undefined ? undefined : Number(query.before);
    const at = now().toISOString();
    const status = query.status === undefined ? undefined : { status: query.status, at };
    const { rows, nextCursor, total } = await userListPage(db, { search, limit: Number(query.limit), beforeId, status });
    // A second read by primary key: a join would change the search's query plan (manage-users.test.ts).
    const balances = await walletBalances(
      db,
      rows.map((row) => row.id),
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        username: row.username,
        email: row.email,
        role: row.role,
        level: row.level,
        suspended: Boolean(row.suspended),
        staff_role: row.staff_role,
        deleted: row.deleted_at !== null,
        frozen: row.frozen_at !== null || row.second_factor_locked_at !== null,
        held_until: row.security_hold_until !== null && row.security_hold_until > at ? row.security_hold_until : null,
        created_at: row.created_at,
        balance: balances.get(row.id) ?? 0,
      })),
      next_cursor: nextCursor === null ? null : String(nextCursor),
      total,
    };
  }

  /** A live user (deleted accounts have no personal data left to show). */
  async function userById(id: number): Promise<User> {
    const row = await findUserById(db, id);
    if (!row || row.deleted_at !== null) throw new HttpError(404, USER_NOT_FOUND);
    return toPublicUser(row);
  }

  /** Applicants newest first, paged by id like the transaction lists; `total` counts every match of the search. */
  async function identityApplicants(query: IdentityVerificationsQuery): Promise<IdentityApplicantPage> {
    const search = (query.search ?? '').trim().toLowerCase();
    const [{ rows, nextCursor }, total] = await Promise.all([
      identityApplicantPage(db, { search, limit: Number(query.limit), beforeId: query.before === undefined ? undefined : Number(query.before) }),
      countIdentityApplicants(db, search),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        username: row.username,
        email: row.email,
        level: row.level,
        pending: accountLevelState(row) === 'under-review',
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
  async function begin(trx: Db, actorId: number, userId: number): Promise<{ adminIds: number[]; ownerIds: number[]; user: UserRow }> {
    const admins = await lockLiveAdmins(trx);
    const actor = admins.find((row) => row.id === actorId);
    if (!actor || actor.suspended) throw new HttpError(403, ADMIN_ONLY_MESSAGE);
    const user = await lockUser(trx, userId);
    if (!user || user.deleted_at !== null) throw new HttpError(404, USER_NOT_FOUND);
    return { adminIds: admins.map((row) => row.id), ownerIds: admins.filter((row) => row.staff_role === 'owner').map((row) => row.id), user };
  }

  /** The user is the only live owner: they keep an owner's role. */
  const isLastOwner = (user: UserRow, ownerIds: number[]) => user.staff_role === 'owner' && ownerIds.every((id) => id === user.id);
  const changedMeanwhile = () => new HttpError(409, USER_MANAGEMENT_TEXTS.changedMeanwhile);
  const audit = (trx: Db, actorId: number, userId: number, action: string, details: Record<string, unknown>, at: string) =>
    recordAudit(trx, { actorId, action, targetType: 'user', targetId: userId, details, at });

  async function switchRole(actorId: number, userId: number): Promise<Message> {
    return db.transaction().execute(async (trx) => {
      const { adminIds, ownerIds, user } = await begin(trx, actorId, userId);
      if (userId === actorId) throw new HttpError(409, USER_MANAGEMENT_TEXTS.demoteSelf);
      if (user.role === 'admin' && adminIds.every((id) => id === userId)) throw new HttpError(409, USER_MANAGEMENT_TEXTS.lastAdminDemote);
      if (isLastOwner(user, ownerIds)) throw new HttpError(409, STAFF_TEXTS.lastOwner);
      const role = user.role === 'admin' ? 'user' : 'admin';
      if (!(await changeRole(trx, userId, user.role, role))) throw changedMeanwhile();
      await audit(trx, actorId, userId, 'user.role', { from: user.role, to: role }, now().toISOString());
      return userManagementReplies.roleSwitched(user.username, role);
    });
  }

  /**
   * An owner sets another admin's staff role: at once, audited, and emailed to every owner and
   * compliance officer. The last owner keeps the role (docs/security-authorization.md#staff-roles).
   */
  async function setStaffRole(actorId: number, userId: number, role: StaffRole, beforeCommit?: BeforeCommit): Promise<StaffRoleSet> {
    const reply = await db.transaction().execute(async (trx) => {
      const { ownerIds, user } = await begin(trx, actorId, userId);
      if (userId === actorId) throw new HttpError(409, STAFF_TEXTS.ownRole);
      if (user.role !== 'admin') throw new HttpError(409, STAFF_TEXTS.notStaff);
      if (role !== 'owner' && isLastOwner(user, ownerIds)) throw new HttpError(409, STAFF_TEXTS.lastOwner);
      if (user.staff_role !== role) {
        if (!(await changeStaffRole(trx, userId, user.staff_role, role))) throw changedMeanwhile();
        const at = now().toISOString();
        await audit(trx, actorId, userId, 'user.staff-role', { from: user.staff_role, to: role }, at);
        const actor = await findUserById(trx, actorId);
        for (const recipient of await adminRecipients(trx, ['owner', 'compliance'])) {
          const change = { username: user.username, from: user.staff_role, to: role, by: actor?.username ?? `#${actorId}` };
          await notifications.queue(trx, recipient, staffRoleChangedEmail(await writerFor(recipient.locale), site.name, recipient, change));
        }
      }
      await beforeCommit?.(trx);
      return { username: user.username, role };
    });
    notifications.kick();
    return reply;
  }

  async function switchSuspension(actorId: number, userId: number): Promise<Message> {
    const reply = await db.transaction().execute(async (trx) => {
      const { user } = await begin(trx, actorId, userId);
      if (userId === actorId) throw new HttpError(409, USER_MANAGEMENT_TEXTS.suspendSelf);
      const suspended = user.suspended ? 0 : 1;
      if (!(await changeSuspension(trx, userId, user.suspended, suspended))) throw changedMeanwhile();
      const at = now().toISOString();
      // Their open sessions end now, not at their next expiry.
      if (suspended) {
        await revokeUserSessions(trx, userId, at);
        await notifications.queue(trx, user, suspensionEmail(await writerFor(user.locale), site.name, user, site.supportEmail));
      }
      await audit(trx, actorId, userId, suspended ? 'user.suspend' : 'user.unsuspend', { suspended: Boolean(suspended) }, at);
      return userManagementReplies.suspension(user.username, Boolean(suspended));
    });
    notifications.kick();
    return reply;
  }

  async function endSessions(actorId: number, userId: number): Promise<Message> {
    return db.transaction().execute(async (trx) => {
      const { user } = await begin(trx, actorId, userId);
      if (userId === actorId) throw new HttpError(409, USER_MANAGEMENT_TEXTS.endOwnSessions);
      const at = now().toISOString();
      await revokeUserSessions(trx, userId, at);
      await audit(trx, actorId, userId, 'user.sessions.end', {}, at);
      return userManagementReplies.sessionsEnded(user.username);
    });
  }

  /** A placeholder for a unique column: `base`, or `base` with a random tail in the rare case another row holds it. */
  async function freeValue(trx: Db, column: 'username_key' | 'email', userId: number, make: (tail: string) => string): Promise<string> {
    for (let tail = ''; ; tail = `-${randomBytes(4).toString('hex')}`) {
      const value = make(tail);
      if (!(await isHeldByAnotherUser(trx, column, value, userId))) return value;
    }
  }

  async function deleteUser(actorId: number, userId: number): Promise<Message> {
    return db.transaction().execute(async (trx) => {
      const { adminIds, ownerIds, user } = await begin(trx, actorId, userId);
      if (userId === actorId) throw new HttpError(409, USER_MANAGEMENT_TEXTS.deleteSelf);
      if (user.role === 'admin' && adminIds.every((id) => id === userId)) throw new HttpError(409, USER_MANAGEMENT_TEXTS.lastAdminDelete);
      if (isLastOwner(user, ownerIds)) throw new HttpError(409, STAFF_TEXTS.lastOwner);
      const at = now().toISOString();
      const username = await freeValue(trx, 'username_key', userId, (tail) => `deleted-${userId}${tail}`);
      const email = await freeValue(trx, 'email', userId, (tail) => `deleted-${userId}${tail}@${DELETED_EMAIL_DOMAIN}`);
      if (!(await eraseUser(trx, userId, { username, email, passwordHash: DELETED_PASSWORD_HASH }, at))) throw changedMeanwhile();
      await revokeUserSessions(trx, userId, at);
      await deleteUserOneTimeCodes(trx, userId);
      await deleteUserNotifications(trx, userId);
      await eraseSignInRecords(trx, userId);
      await eraseWithdrawalAddresses(trx, userId);
      await deleteTwoFactor(trx, userId);
      await deleteUserPasskeys(trx, userId);
      await deleteUserImages(trx, userId);
      await audit(trx, actorId, userId, 'user.delete', { role: user.role, wallet: Number(user.wallet) }, at);
      return userManagementReplies.deleted(user.username);
    });
  }

  async function setDisplayMessage(actorId: number, userId: number, text: string): Promise<Message> {
    const problem = ruleSays((translate) => displayMessageError(text, translate));
    if (problem) throw invalidField('message', problem);
    const message = text.trim();
    return db.transaction().execute(async (trx) => {
      await begin(trx, actorId, userId);
      await saveDisplayMessage(trx, userId, message);
      await audit(trx, actorId, userId, 'user.message.set', { message }, now().toISOString());
      return USER_MANAGEMENT_TEXTS.messageSet;
    });
  }

  async function removeDisplayMessage(actorId: number, userId: number): Promise<Message> {
    return db.transaction().execute(async (trx) => {
      const { user } = await begin(trx, actorId, userId);
      if (user.message === null) throw new HttpError(409, USER_MANAGEMENT_TEXTS.noDisplayMessage);
      if (!(await clearDisplayMessage(trx, userId))) throw new HttpError(409, USER_MANAGEMENT_TEXTS.noDisplayMessage);
      await audit(trx, actorId, userId, 'user.message.remove', { message: user.message }, now().toISOString());
      return USER_MANAGEMENT_TEXTS.messageRemoved;
    });
  }

  return { list, userById, identityApplicants, switchRole, setStaffRole, switchSuspension, endSessions, deleteUser, setDisplayMessage, removeDisplayMessage };
}
