import {
  accountLevelState,
  DEFAULT_LOCALE,
  IDENTITY_IMAGE_LABEL_TEXTS,
  IDENTITY_IMAGE_TYPES,
  IDENTITY_TEXTS,
  identityFieldErrors,
  identitySubmissionRefusal,
  rejectionReasonError,
  type UiLocale,
  type Writer,
  INBOX_NOTICES,
} from '@arcvest/shared/rules';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { recordAudit } from '../db/repositories/audit';
import { deleteOwnedImages } from '../db/repositories/images';
import { acceptIdentity, findPendingIdentity, rejectIdentity, submitIdentity } from '../db/repositories/identity-submissions';
import { findUserById } from '../db/repositories/users';
import type { UserRow } from '../db/tables';
import { hasErrors, HttpError, invalidField, invalidFields, ruleSays, USER_NOT_FOUND } from '../errors';
import { imageIdFromUrl, imageProblem, imageUrl, storeImage, type Upload } from './images';
import { translatorFor } from '../i18n';
import { tellStaff, tellUser } from './inbox';
import { identityDecisionEmail } from './notification-emails';
import type { NotificationService } from './notifications';

export interface IdentityForm {
  fields: Record<string, string>;
  files: Record<string, Upload>;
}

const IMAGE_FIELDS = ['dl_front', 'dl_back'] as const;

/** 403 until the email is verified (the user must do something else first); 409 while pending or once verified. */
function refusal(user: UserRow): HttpError | null {
  const message = ruleSays((translate) => identitySubmissionRefusal(user, translate));
  if (!message) return null;
  return new HttpError(accountLevelState(user) === 'verify-email' ? 403 : 409, message);
}

export type IdentityService = ReturnType<typeof createIdentityService>;

/** Identity documents: the user's submission and the admin's review (docs/identity.md#identity-documents). */
export function createIdentityService(deps: { db: Db; config: Config; now: () => Date; notifications: NotificationService }) {
  const { db, config, now, notifications } = deps;

  /** The refusals and field errors are written for `locale` (the request's), the images' names too. */
  async function submit(user: UserRow, form: IdentityForm, locale: UiLocale = DEFAULT_LOCALE): Promise<void> {
    const refused = refusal(user);
    if (refused) throw refused;
    const text = { ssn: form.fields.ssn ?? '', occupation: form.fields.occupation ?? '', salary: form.fields.salary ?? '' };
    const errors = ruleSays((translate) => identityFieldErrors(text, translate));
    const translate = await translatorFor(locale);
    for (const field of IMAGE_FIELDS) {
      const error = imageProblem(form.files[field], translate(IDENTITY_IMAGE_LABEL_TEXTS[field]), IDENTITY_IMAGE_TYPES, locale);
      if (error) errors[field] = [error];
    }
    if (hasErrors(errors)) throw invalidFields(errors);

    await db.transaction().execute(async (trx) => {
      const at = now().toISOString();
      const store = async (field: (typeof IMAGE_FIELDS)[number]) =>
        imageUrl(await storeImage(trx, { bytes: form.files[field].bytes, ownerUserId: user.id, at }));
      const submission = { ...text, ssn: text.ssn.trim(), dl_front: await store('dl_front'), dl_back: await store('dl_back') };
      // A submission (or a decision) that landed since the check above: the images roll back with it.
      if (!(await submitIdentity(trx, user.id, submission))) throw new HttpError(409, IDENTITY_TEXTS.underReview);
      await tellStaff(trx, INBOX_NOTICES.identityWaiting(user.username), ['queue'], now());
    });
  }

  /** The user's pending submission, read in the decision's transaction; 404 or 409 when there is none. */
  async function pendingOf(trx: Db, userId: number): Promise<UserRow> {
    const pending = await findPendingIdentity(trx, userId);
    if (pending) return pending;
    const user = await findUserById(trx, userId);
    if (!user || user.deleted_at !== null) throw new HttpError(404, USER_NOT_FOUND);
    throw new HttpError(409, IDENTITY_TEXTS.nothingPending);
  }

  const decided = () => new HttpError(409, IDENTITY_TEXTS.nothingPending);

  async function accept(actorId: number, userId: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const pending = await pendingOf(trx, userId);
      // Conditional: of two admins deciding at once, one changes the row and the other gets 409.
      if (!(await acceptIdentity(trx, userId))) throw decided();
      await recordAudit(trx, { actorId, action: 'identity.accept', targetType: 'user', targetId: userId, details: {}, at: now().toISOString() });
      const email = { outbox: notifications, text: (writer: Writer) => identityDecisionEmail(writer, config.site.name, pending, { accepted: true }) };
      await tellUser(trx, pending, { notice: INBOX_NOTICES.identityDecided(true, null), kinds: ['identity'], at: now(), email });
    });
    notifications.kick();
  }

  async function reject(actorId: number, userId: number, typedReason: string): Promise<void> {
    const problem = ruleSays((translate) => rejectionReasonError(typedReason, translate));
    if (problem) throw invalidField('reason', problem);
    const reason = typedReason.trim();
    await db.transaction().execute(async (trx) => {
      const pending = await pendingOf(trx, userId);
      if (!(await rejectIdentity(trx, userId, pending, reason))) throw decided();
      const imageIds = [pending.dl_front, pending.dl_back].map(imageIdFromUrl).filter((id): id is string => id !== null);
      await deleteOwnedImages(trx, userId, imageIds);
      await recordAudit(trx, { actorId, action: 'identity.reject', targetType: 'user', targetId: userId, details: { reason }, at: now().toISOString() });
      const email = { outbox: notifications, text: (writer: Writer) => identityDecisionEmail(writer, config.site.name, pending, { accepted: false, reason }) };
      await tellUser(trx, pending, { notice: INBOX_NOTICES.identityDecided(false, reason), kinds: ['identity'], at: now(), email });
    });
    notifications.kick();
  }

  return { submit, accept, reject };
}
