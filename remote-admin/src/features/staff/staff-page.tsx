import { useLingui } from '@arcvest/shared';
import { useStaffCan } from '@arcvest/shared/dashboard-ui';
import { InvitationList } from './invitation-list';
import { InviteStaffForm } from './invite-staff-form';
import { STAFF_PAGE_TEXTS as TEXTS } from './messages';
import { StaffList } from './staff-list';
import './staff.css';

/** /dashboard/admin/staff: the admins and the invitations; owners invite and revoke (issue 40). */
export default function StaffPage() {
  const { _ } = useLingui();
  const mayManage = useStaffCan('staff.manage');
  return (
    <section className="staff-page">
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      {mayManage && <InviteStaffForm />}
      <StaffList />
      <InvitationList mayRevoke={mayManage} />
    </section>
  );
}
