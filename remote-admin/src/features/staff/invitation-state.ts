import { formatDateTime } from '@arcvest/shared/rules';
import type { StaffInvitation } from '@arcvest/shared';

export type InvitationState = 'pending' | 'accepted' | 'revoked' | 'expired';

/** What became of an invitation: accepted or revoked as recorded, else pending until it expires. */
export function invitationState(invitation: StaffInvitation, now: Date = new Date()): InvitationState {
  if (invitation.accepted_at) return 'accepted';
  if (invitation.revoked_at) return 'revoked';
  return new Date(invitation.expires_at).getTime() > now.getTime() ? 'pending' : 'expired';
}

/** The state in words: "Pending until 1 Dec 2026, 10:00", "Accepted", ... */
export function invitationStateLabel(invitation: StaffInvitation, now: Date = new Date()): string {
  switch (invitationState(invitation, now)) {
    case 'pending':
      return `Pending until ${formatDateTime(invitation.expires_at)}`;
    case 'accepted':
      return 'Accepted';
    case 'revoked':
      return 'Revoked';
    case 'expired':
      return 'Expired';
  }
}
