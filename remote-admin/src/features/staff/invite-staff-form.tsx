import { useToast, type InviteStaffBody } from '@arcvest/shared';
import { APPROVAL_MESSAGES, emailError, STAFF_INVITATION_HOURS, STAFF_ROLE_LABELS, STAFF_ROLES, type FieldErrors, type StaffRole } from '@arcvest/shared/rules';
import { Form, FormError, FormSelectField, FormTextField, SubmitButton, useRulesForm } from '@arcvest/shared/forms';
import { useInviteStaffMutation } from './api';
import { NeedsApprovalNote } from '../../components/four-eyes';

interface InviteValues {
  email: string;
  staff_role: string;
}

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

function inviteErrors({ email, staff_role }: InviteValues): FieldErrors {
  const badEmail = emailError(email);
  return {
    ...(badEmail ? { email: [badEmail] } : {}),
    ...(staff_role ? {} : { staff_role: ['Choose a role.'] }),
  };
}

/**
 * Owners only: invite a new staff member by email with a role. The server mails a one-time link;
 * its 422 goes under the address, its 409 (the address has an account) shows under the form.
 */
export function InviteStaffForm() {
  const [invite] = useInviteStaffMutation();
  const toast = useToast();
  const form = useRulesForm<InviteValues, InviteStaffBody>({
    defaultValues: { email: '', staff_role: '' },
    rules: inviteErrors,
    toPayload: ({ email, staff_role }) => ({ email: email.trim(), staff_role: staff_role as StaffRole }),
  });
  // With four-eyes approval on, a new owner is made from their user page, where a second owner approves it: said before the server refuses.
  const invitesOwner = form.watch('staff_role') === 'owner';

  return (
    <section className="card staff-card" aria-labelledby="staff-invite-heading">
      <h2 id="staff-invite-heading">Invite staff</h2>
      <p className="staff-card-intro">
        The address gets a link to set up their account, with the role chosen here. It works once, for {STAFF_INVITATION_HOURS} hours.
      </p>
      <Form
        form={form}
        onSubmit={async (body) => {
          const { message } = await invite(body).unwrap();
          toast.success(message);
          form.reset();
        }}
        failureMessage="The invitation could not be sent. Please try again."
        showFailure="inline"
        className="form staff-invite-form"
        aria-label="Invite staff"
      >
        <div className="form-grid">
          <FormTextField name="email" label="Email" type="email" inputMode="email" autoComplete="off" spellCheck={false} />
          <FormSelectField name="staff_role" label="Role" placeholder="Choose a role" options={ROLE_OPTIONS} />
        </div>
        <NeedsApprovalNote when={invitesOwner} message={APPROVAL_MESSAGES.ownerInviteNeedsApproval} />
        <FormError />
        <SubmitButton>Send invitation</SubmitButton>
      </Form>
    </section>
  );
}
