import type { ReactNode } from 'react';
import { Button, Modal, useLingui } from '@arcvest/shared';
import { FormTextAreaField, useRulesForm } from '@arcvest/shared/forms';
import {
  MAX_REJECTION_REASON_LENGTH,
  MAX_TRANSACTION_REJECTION_REASON_LENGTH,
  rejectionReasonError,
  transactionRejectionReasonError,
  typedRejectionReason,
  type FieldErrors,
  type Translate,
} from '@arcvest/shared/rules';
import { REJECTION_REASON_TEXTS as TEXTS } from './messages';

/** The one field of every reject dialog. */
export interface RejectionReason {
  reason: string;
}

/** The shared rule a reason must meet, the one the server applies to the same decision. */
export interface RejectionReasonRule {
  /** The refusal in the reader's language (`translate`: the page's `_`). */
  error: (reason: string, translate: Translate) => string | null;
  maxLength: number;
  /** The reason may be left blank: the field is not required, and a blank one sends no reason (typedRejectionReason). */
  optional?: boolean;
}

/** Rejecting a request for approval or an identity submission (rejectionReasonError). */
export const REJECTION_REASON_RULE: RejectionReasonRule = { error: rejectionReasonError, maxLength: MAX_REJECTION_REASON_LENGTH };

/** Rejecting a deposit or withdrawal: a reason is optional (transactionRejectionReasonError). */
export const OPTIONAL_REJECTION_REASON_RULE: RejectionReasonRule = {
  error: (typed, translate) => transactionRejectionReasonError(typedRejectionReason(typed), translate),
  maxLength: MAX_TRANSACTION_REJECTION_REASON_LENGTH,
  optional: true,
};

/** A reject dialog's form: the reason is checked by the server's rule before sending, and sent trimmed. */
export function useRejectionReasonForm(rule: RejectionReasonRule = REJECTION_REASON_RULE) {
  const { _ } = useLingui();
  return useRulesForm<RejectionReason>({
    defaultValues: { reason: '' },
    rules: ({ reason }): FieldErrors => {
      const problem = rule.error(reason, _);
      return problem ? { reason: [problem] } : {};
    },
    toPayload: ({ reason }) => ({ reason: reason.trim() }),
  });
}

interface RejectionReasonFieldProps {
  /** 'Reason' unless the dialog says more (who reads it); the dialog's words, in the reader's language. */
  label?: string;
  /** Who reads the reason, said first in the hint. */
  readBy: string;
  rule?: RejectionReasonRule;
  rows?: number;
}

/** The reason's text area inside the surrounding <Form>, its limit said in the hint and enforced by the field. */
export function RejectionReasonField({ label, readBy, rule = REJECTION_REASON_RULE, rows = 3 }: RejectionReasonFieldProps) {
  const { _ } = useLingui();
  const limit = _({ ...(rule.optional ? TEXTS.optionalAtMost : TEXTS.atMost), values: { max: rule.maxLength } });
  return (
    <FormTextAreaField
      name="reason"
      label={label ?? _(TEXTS.reason)}
      hint={`${readBy} ${limit}`}
      maxLength={rule.maxLength}
      rows={rows}
      required={!rule.optional}
    />
  );
}

/**
 * A reject dialog's frame: its title, Cancel, and the danger button that submits the form `formId`
 * (named as the title). While the rejection is sent it cannot be cancelled or closed, so its
 * outcome has somewhere to show.
 */
export function RejectionModal({
  title,
  formId,
  busy,
  onCancel,
  children,
}: {
  title: string;
  formId: string;
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { _ } = useLingui();
  return (
    <Modal
      title={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {_(TEXTS.cancel)}
          </Button>
          <Button variant="danger" type="submit" form={formId} busy={busy}>
            {title}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
