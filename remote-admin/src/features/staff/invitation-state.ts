import { DEFAULT_LOCALE, formatDateTime, inEnglish, type Translate, type UiLocale } from '@arcvest/shared/rules';
import type { StaffInvitation } from '@arcvest/shared';
import { INVITATION_STATE_TEXTS as TEXTS } from './messages';

export type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired';

/** What became of an invitation: accepted or revoked as recorded, else pending until it expires. */
export function invitationState(invitation: StaffInvitation, now: Date = new Date()): InvitationState {
  if (invitation.accepted_at) return 'accepted';
  if (invitation.revoked_at) return 'revoked';
  return new Date(invitation.expires_at).getTime() > now.getTime() ? 'pending' : 'expired';
}

/** The state in words, in the reader's language: "Pending until 1 Dec 2026, 10:00", "Accepted", ... */
export function invitationStateLabel(
  invitation: StaffInvitation,
  now: Date = new Date(),
  translate: Translate = inEnglish,
  locale: UiLocale = DEFAULT_LOCALE,
): string {
  const state = invitationState(invitation, now);
  if (state === 'pending') return translate({ ...TEXTS.pending, values: { date: formatDateTime(invitation.expires_at, undefined, locale) } });
  return translate(TEXTS[state]);
}
