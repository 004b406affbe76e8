import { useId, useState } from 'react';
import { Button, Modal, Trans, useLingui, type UnfreezeBody, type User, FactList } from '@arcvest/shared';
import { useConfirmedAction } from '@arcvest/shared/dashboard-ui';
import { failureOntoFields, Form, FormTextAreaField, useRulesForm } from '@arcvest/shared/forms';
import { UNFREEZE_TEXT_MAX_LENGTH, type FieldErrors, type Translate } from '@arcvest/shared/rules';
import { useUnfreezeUserMutation } from './api';
import { UNFREEZE_TEXTS as TEXTS } from './messages';

type Values = { reason: string; identity_check: string };

const EMPTY: Values = { reason: '', identity_check: '' };

function unfreezeErrors(values: Values, translate: Translate): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.reason.trim()) errors.reason = [translate(TEXTS.reasonMissing)];
  if (!values.identity_check.trim()) errors.identity_check = [translate(TEXTS.identityCheckMissing)];
  return errors;
}

/**
 * Unfreezes a frozen account (or one whose second factor locked) after the admin has checked the
 * owner's identity (docs/security.md#account-protection): why, and how they were identified, both
 * written to the audit log; then a confirm step naming the user. A refusal is an error, never a success.
 */
export function UnfreezeAction({ user }: { user: User }) {
  const { _ } = useLingui();
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [unfreeze] = useUnfreezeUserMutation();
  // The confirm step takes the dialog's place while it is open; the typed text stays in the form.
  const { ask, dialog } = useConfirmedAction();
  const form = useRulesForm<Values, UnfreezeBody>({
    defaultValues: EMPTY,
    rules: (values) => unfreezeErrors(values, _),
    toPayload: (values) => ({ reason: values.reason.trim(), identity_check: values.identity_check.trim() }),
  });
  const close = () => {
    setOpen(false);
    form.reset(EMPTY);
  };

  const askToConfirm = (body: UnfreezeBody) =>
    ask({
      title: _(TEXTS.title),
      confirmLabel: _(TEXTS.unfreeze),
      question: (
        <>
          <p>
            <Trans
              {...TEXTS.question}
              values={{
                name: (
                  <strong dir="ltr" translate="no">
                    {user.username}
                  </strong>
                ),
              }}
            />
          </p>
          <FactList
            className="fact-list"
            facts={[
              { key: 'reason', term: _(TEXTS.reason), value: body.reason },
              { key: 'identity-check', term: _(TEXTS.identityCheck), value: body.identity_check },
            ]}
          />
        </>
      ),
      run: () => unfreeze({ id: user.id, ...body }).unwrap(),
      failureMessage: _(TEXTS.failed),
      // A refused field goes back under it in the form; anything else is said in the confirm step.
      onFailure: failureOntoFields(form),
      onSuccess: close,
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {_(TEXTS.unfreeze)}
      </Button>
      {dialog}
      {open && !dialog && (
        <Modal
          title={_({ ...TEXTS.modalTitle, values: { username: user.username } })}
          onClose={close}
          footer={
            <>
              <Button variant="ghost" onClick={close}>
                {_(TEXTS.cancel)}
              </Button>
              <Button type="submit" form={formId}>
                {_(TEXTS.continue)}
              </Button>
            </>
          }
        >
          <Form form={form} id={formId} onSubmit={askToConfirm} failureMessage={_(TEXTS.failed)} className="form" aria-label={_(TEXTS.title)}>
            <p className="user-action-note">{_(TEXTS.note)}</p>
            <FormTextAreaField name="reason" label={_(TEXTS.reason)} maxLength={UNFREEZE_TEXT_MAX_LENGTH} rows={3} required />
            <FormTextAreaField
              name="identity_check"
              label={_(TEXTS.howChecked)}
              hint={_(TEXTS.howCheckedHint)}
              maxLength={UNFREEZE_TEXT_MAX_LENGTH}
              rows={3}
              required
            />
          </Form>
        </Modal>
      )}
    </>
  );
}
