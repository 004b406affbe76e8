import { useLingui, useToast, type InviteStaffBody } from '@arcvest/shared';
import {
  APPROVAL_TEXTS,
  emailError,
  STAFF_INVITATION_HOURS,
  STAFF_ROLE_TEXTS,
  STAFF_ROLES,
  type FieldErrors,
  type StaffRole,
  type Translate,
} from '@arcvest/shared/rules';
import { Form, FormError, FormSelectField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { useInviteStaffMutation } from './api';
import { NeedsApprovalNote } from '../../components/four-eyes';
import { INVITE_STAFF_TEXTS as TEXTS } from './messages';

interface InviteValues {
  email: string;
  staff_role: string;
}

function inviteErrors({ email, staff_role }: InviteValues, translate: Translate): FieldErrors {
  const badEmail = emailError(email);
  return {
    ...(badEmail ? { email: [badEmail] } : {}),
    ...(staff_role ? {} : { staff_role: [translate(TEXTS.roleRequired)] }),
  };
}

/**
 * Owners only: invite a new staff member by email with a role. The server mails a one-time link;
 * its 422 goes under the address, its 409 (the address has an account) shows under the form.
 */
export function InviteStaffForm() {
  const { _ } = useLingui();
  const [invite] = useInviteStaffMutation();
  const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: _(STAFF_ROLE_TEXTS[role]) }));
  const toast = useToast();
  const form = useRulesForm<InviteValues, InviteStaffBody>({
    defaultValues: { email: '', staff_role: '' },
    rules: (values) => inviteErrors(values, _),
    toPayload: ({ email, staff_role }) => ({ email: email.trim(), staff_role: staff_role as StaffRole }),
  });
  // With four-eyes approval on, a new owner is made from their user page, where a second owner approves it: said before the server refuses.
  const invitesOwner = form.watch('staff_role') === 'owner';

  return (
    <section className="card staff-card" aria-labelledby="staff-invite-heading">
      <h2 id="staff-invite-heading">{_(TEXTS.heading)}</h2>
      <p className="staff-card-intro">{_({ ...TEXTS.intro, values: { hours: STAFF_INVITATION_HOURS } })}</p>
      <Form
        form={form}
        onSubmit={async (body) => {
          const { message } = await invite(body).unwrap();
          toast.success(message);
          form.reset();
        }}
        failureMessage={_(TEXTS.failed)}
        showFailure="inline"
        className="form staff-invite-form"
        aria-label={_(TEXTS.heading)}
      >
        <div className="form-grid">
          <FormTextField name="email" label={_(TEXTS.email)} dir="ltr" type="email" inputMode="email" autoComplete="off" spellCheck={false} />
          <FormSelectField name="staff_role" label={_(TEXTS.role)} placeholder={_(TEXTS.chooseRole)} options={roleOptions} />
        </div>
        <NeedsApprovalNote when={invitesOwner} message={_(APPROVAL_TEXTS.ownerInviteNeedsApproval)} />
        <FormError />
        <SubmitButton>{_(TEXTS.send)}</SubmitButton>
      </Form>
    </section>
  );
}
