import { useStaffCan } from '@arcvest/shared/dashboard-ui';
import { InvitationList } from './invitation-list';
import { InviteStaffForm } from './invite-staff-form';
import { StaffList } from './staff-list';
import './staff.css';

/** /dashboard/admin/staff: the admins and the invitations; owners invite and revoke (issue 40). */
export default function StaffPage() {
  const mayManage = useStaffCan('staff.manage');
  return (
    <section className="staff-page">
      <header className="page-title">
        <h1>Staff</h1>
      </header>
      {mayManage && <InviteStaffForm />}
      <StaffList />
      <InvitationList mayRevoke={mayManage} />
    </section>
  );
}
