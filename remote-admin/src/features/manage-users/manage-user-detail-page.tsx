import {
  ErrorState,
  isNotFound,
  Link,
  NotFound,
  PATHS,
  readApiError,
  Skeleton,
  useAppSelector,
  useCrumbLabel,
  manageUserPath,
  useLingui,
  useParams,
  type User,
} from '@arcvest/shared';
import { useConfirmedAction, useStaffCan } from '@arcvest/shared/dashboard-ui';
import { ID_PATTERN } from '@arcvest/shared/rules';
import { useGetUserQuery } from '../../api/user';
import { AdjustmentCard } from './adjustment-card';
import { DeleteUserCard } from './delete-user-card';
import { DisplayMessageCard } from './display-message-card';
import { DETAIL_TEXTS as TEXTS } from './messages';
import { UserBalanceCard } from './user-balance-card';
import { UserContactCard } from './user-contact-card';
import { UserProfileCard } from './user-profile-card';
import { UserSignInsCard } from './user-sign-ins-card';
import { UserStandingCard } from './user-standing-card';
import './manage-users.css';

const VALID_ID = new RegExp(ID_PATTERN);

/** /dashboard/admin/manage-users/{id}: one user's details and the admin actions on them the signed-in staff role allows, a card per job. */
export default function ManageUserDetailPage() {
  const { id = '' } = useParams();
  if (!VALID_ID.test(id)) return <BackToListNotFound />;
  return <UserDetail key={id} userId={Number(id)} />;
}

function BackToListNotFound() {
  const { _ } = useLingui();
  return <NotFound backTo={PATHS.manageUsers} backLabel={_(TEXTS.backToList)} />;
}

function BackLink() {
  const { _ } = useLingui();
  return (
    <Link to={PATHS.manageUsers} className="back-link">
      <span className="icon-directional">←</span> {_(TEXTS.allUsers)}
    </Link>
  );
}

function UserDetail({ userId }: { userId: number }) {
  const { _ } = useLingui();
  const { data: user, isError, error, refetch } = useGetUserQuery(userId);
  if (user) return <ManagedUser user={user} />;
  if (isError && isNotFound(error)) return <BackToListNotFound />;
  return (
    <section className="manage-users">
      <BackLink />
      <header className="page-title">
        <h1>{_(TEXTS.title)}</h1>
      </header>
      {isError ? (
        <ErrorState message={readApiError(error, _(TEXTS.loadFailed)).message} onRetry={() => void refetch()} />
      ) : (
        <Skeleton shape="cards" label={_(TEXTS.loading)} />
      )}
    </section>
  );
}

function ManagedUser({ user }: { user: User }) {
  // An admin may not demote, suspend, sign out or delete themselves here.
  const isSelf = useAppSelector((state) => state.auth.user?.id) === user.id;
  const { ask, dialog } = useConfirmedAction();
  // Only the cards the signed-in admin's staff role may act with (shared/src/rules/staff-roles.ts).
  const mayMessage = useStaffCan('users.message');
  const mayAdjust = useStaffCan('money.adjust');
  const mayManageStaff = useStaffCan('staff.manage');
  useCrumbLabel(manageUserPath(user.id), user.username);
  return (
    <section className="manage-users">
      <BackLink />
      <header className="page-title">
        <h1>
          <bdi dir="ltr" translate="no">
            {user.username}
          </bdi>
        </h1>
      </header>
      <div className="user-detail-grid">
        <UserBalanceCard user={user} />
        <UserProfileCard user={user} />
        <UserContactCard user={user} />
        <UserStandingCard user={user} isSelf={isSelf} ask={ask} />
        {mayMessage && <DisplayMessageCard user={user} ask={ask} />}
        {mayAdjust && <AdjustmentCard kind="bonus" user={user} ask={ask} />}
        {mayAdjust && <AdjustmentCard kind="fee" user={user} ask={ask} />}
        {mayManageStaff && <DeleteUserCard user={user} isSelf={isSelf} ask={ask} />}
        <UserSignInsCard userId={user.id} />
      </div>
      {dialog}
    </section>
  );
}
