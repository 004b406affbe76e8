import {
  APPROVAL_TEXTS,
  DEFAULT_LOCALE,
  emailError,
  invitationLinkUrl,
  STAFF_INVITATION_HOURS,
  invitationSentMessage,
  STAFF_TEXTS,
  STAFF_ROLE_TEXTS,
  type Message,
  type UiLocale,
} from '@arcvest/shared/rules';
import type { InvitationLookup, InviteStaffBody, LoginAnswer, SignupPayload, StaffInvitation } from '@arcvest/shared/schemas';
import { emailLinkBase, type Config } from '../config';
import type { Db } from '../db/database';
import { countOtherOwners } from '../db/repositories/approvals';
import { recordAudit } from '../db/repositories/audit';
import {
  acceptStaffInvitation,
  findLiveInvitation,
  insertStaffInvitation,
  listStaffInvitations,
  revokePendingInvitations,
  revokeStaffInvitation,
  type StaffInvitationListRow,
} from '../db/repositories/staff-invitations';
import { findUserById, isEmailTaken } from '../db/repositories/users';
import { HttpError, invalidField, ruleSays } from '../errors';
import { writerFor } from '../i18n';
import type { Mailer } from './mailer';
import type { SignInOrigin, SignInService } from './sign-in';
import type { SignUpService } from './sign-up';
import { hashToken, newAccessToken } from './tokens';

const INVITATION_EMAIL_TEXTS = {
  subject: /*i18n*/ { id: 'email.invitation.subject', message: 'You are invited to join {site} staff' },
  hello: /*i18n*/ { id: 'email.invitation.hello', message: 'Hello,' },
  invited: /*i18n*/ { id: 'email.invitation.invited', message: '{inviter} invited you to join the {site} staff as {role}.' },
  anOwner: /*i18n*/ { id: 'email.invitation.anOwner', message: 'An owner' },
  openLink: /*i18n*/ {
    id: 'email.invitation.openLink',
    message: 'Open this link to choose your username and password (it works once, for {hours} hours):',
  },
  notExpected: /*i18n*/ { id: 'email.invitation.notExpected', message: 'If you did not expect this, ignore this email.' },
} satisfies Record<string, Message>;

const invalidLink = () => new HttpError(404, STAFF_TEXTS.invitationInvalid);

function toInvitation(row: StaffInvitationListRow): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    staff_role: row.staff_role,
    invited_by: row.invited_by_username,
    created_at: row.created_at,
    expires_at: row.expires_at,
    accepted_at: row.accepted_at,
    revoked_at: row.revoked_at,
  };
}

export type StaffInvitationService = ReturnType<typeof createStaffInvitationService>;

/**
 * Staff invitations (docs/security-authorization.md#staff-invitations): an owner invites an
 * address with a staff role; its one-time link (72 hours, stored hashed) lets the invitee make
 * the account, as an admin of that role, and signs them in.
 */
export function createStaffInvitationService(deps: {
  db: Db;
  config: Pick<Config, 'site' | 'publicUrl' | 'port' | 'fourEyes'>;
  now: () => Date;
  mailer: Pick<Mailer, 'send'>;
  signUp: SignUpService;
  signIn: SignInService;
}) {
  const { db, config, now, mailer, signUp, signIn } = deps;
  const siteUrl = emailLinkBase(config);

  /** The email goes to an address with no account yet: in the language of the request that invites (English without one). */
  async function invite(actorId: number, body: InviteStaffBody, locale: UiLocale = DEFAULT_LOCALE): Promise<{ message: Message; invitation: StaffInvitation }> {
    const problem = ruleSays((translate) => emailError(body.email, translate));
    if (problem) throw invalidField('email', problem);
    const email = body.email.trim().toLowerCase();
    if (await isEmailTaken(db, email)) throw new HttpError(409, STAFF_TEXTS.alreadyHasAccount);
    // Making an owner while another exists waits for that owner's approval: an invitation may not skip it.
    if (body.staff_role === 'owner' && config.fourEyes.on && (await countOtherOwners(db, actorId)) > 0)
      throw new HttpError(409, APPROVAL_TEXTS.ownerInviteNeedsApproval);
    const { token, tokenHash } = newAccessToken();
    const at = now();
    const row = await db.transaction().execute(async (trx) => {
      await revokePendingInvitations(trx, email, at.toISOString());
      const inserted = await insertStaffInvitation(trx, {
        email,
        staff_role: body.staff_role,
        token_hash: tokenHash,
        invited_by: actorId,
        created_at: at.toISOString(),
        expires_at: new Date(at.getTime() + STAFF_INVITATION_HOURS * 3_600_000).toISOString(),
      });
      await recordAudit(trx, {
        actorId,
        action: 'staff.invite',
        targetType: 'invitation',
        targetId: inserted.id,
        details: { email, staff_role: body.staff_role },
        at: at.toISOString(),
      });
      return inserted;
    });
    const inviter = await findUserById(db, actorId);
    const link = invitationLinkUrl(siteUrl, token);
    const { translate } = await writerFor(locale);
    const texts = INVITATION_EMAIL_TEXTS;
    const site = config.site.name;
    mailer.send({
      to: email,
      subject: translate({ ...texts.subject, values: { site } }),
      text: [
        translate(texts.hello),
        '',
        translate({
          ...texts.invited,
          values: { inviter: inviter?.firstname ?? translate(texts.anOwner), site, role: translate(STAFF_ROLE_TEXTS[body.staff_role]) },
        }),
        translate({ ...texts.openLink, values: { hours: STAFF_INVITATION_HOURS } }),
        link,
        '',
        translate(texts.notExpected),
      ].join('\n'),
    });
    return { message: invitationSentMessage(email), invitation: toInvitation({ ...row, invited_by_username: inviter?.username ?? null }) };
  }

  async function list(): Promise<StaffInvitation[]> {
    return (await listStaffInvitations(db)).map(toInvitation);
  }

  async function revoke(actorId: number, id: number): Promise<Message> {
    await db.transaction().execute(async (trx) => {
      const at = now().toISOString();
      if (!(await revokeStaffInvitation(trx, id, at))) throw new HttpError(404, STAFF_TEXTS.invitationNotPending);
      await recordAudit(trx, { actorId, action: 'staff.invite-revoke', targetType: 'invitation', targetId: id, details: {}, at });
    });
    return STAFF_TEXTS.invitationRevoked;
  }

  async function lookup(token: string): Promise<InvitationLookup> {
    const row = await findLiveInvitation(db, hashToken(token.trim()), now().toISOString());
    if (!row) throw invalidLink();
    return { email: row.email, staff_role: row.staff_role, expires_at: row.expires_at };
  }

  /**
   * The sign-up rules, with the invitation's address; the account (in `locale`) and the accepted
   * invitation in one transaction; then a sign-in.
   */
  async function accept(token: string, form: Omit<SignupPayload, 'email' | 'referred_by'>, locale: string, origin: SignInOrigin): Promise<LoginAnswer> {
    const tokenHash = hashToken(token.trim());
    const invitation = await findLiveInvitation(db, tokenHash, now().toISOString());
    if (!invitation) throw invalidLink();
    const userId = await signUp.register(
      { ...form, email: invitation.email, referred_by: '' },
      {
        locale,
        staff: {
          staffRole: invitation.staff_role,
          claim: async (trx, id) => {
            const at = now().toISOString();
            if (!(await acceptStaffInvitation(trx, invitation.id, id, at))) throw invalidLink();
            await recordAudit(trx, {
              actorId: id,
              action: 'staff.invite-accept',
              targetType: 'invitation',
              targetId: invitation.id,
              details: { email: invitation.email, staff_role: invitation.staff_role },
              at,
            });
          },
        },
      },
    );
    const user = await findUserById(db, userId);
    return signIn.login(user!.username, form.password, origin);
  }

  return { invite, list, revoke, lookup, accept };
}
