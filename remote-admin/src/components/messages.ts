/** The words of the components the console's features share: the four-eyes notes and the reject dialogs (docs/i18n.md#messages-and-catalogues). */
export const FOUR_EYES_TEXTS = {
  askedBy: /*i18n*/ { id: 'admin.components.fourEyes.askedBy', message: 'Asked by {name}, {date}.' },
  openApprovals: /*i18n*/ { id: 'admin.components.fourEyes.openApprovals', message: 'Open approvals' },
};

export const REJECTION_REASON_TEXTS = {
  reason: /*i18n*/ { id: 'admin.components.rejection.reason', message: 'Reason' },
  atMost: /*i18n*/ {
    id: 'admin.components.rejection.atMost',
    message: '{max, plural, one {At most # character.} other {At most # characters.}}',
  },
  optionalAtMost: /*i18n*/ {
    id: 'admin.components.rejection.optionalAtMost',
    message: 'Optional, {max, plural, one {at most # character.} other {at most # characters.}}',
  },
  cancel: /*i18n*/ { id: 'admin.components.rejection.cancel', message: 'Cancel' },
};
